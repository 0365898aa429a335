import { and, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { jobs } from '../../db/schema/index.ts';
import { enqueueJob } from '../../infra/jobs/queue.ts';
import { CAMPAIGN_START_JOB } from './campaign-send-job.ts';

/**
 * The start of a scheduled campaign, due at its time. The payload names the time it was queued for: a job left over
 * from an earlier schedule (already claimed when the admin moved or cancelled it) sees the mismatch and does nothing.
 */
export async function queueScheduledStart(tx: DbOrTx, campaignId: string, scheduledAt: Date): Promise<void> {
  await enqueueJob(tx, CAMPAIGN_START_JOB, { campaignId, scheduledAt: scheduledAt.toISOString() }, { runAt: scheduledAt });
}

/** Removes the campaign's start jobs not yet claimed (a reschedule, a cancel, a send-now or a delete replaces them). */
export async function dropQueuedStarts(tx: DbOrTx, campaignId: string): Promise<void> {
  await tx
    .delete(jobs)
    .where(and(eq(jobs.type, CAMPAIGN_START_JOB), eq(jobs.status, 'queued'), sql`${jobs.payload}->>'campaignId' = ${campaignId}`));
}
