import { eq } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { emailCampaigns } from '../../db/schema/index.ts';
import { enqueueJob, type JobHandler } from '../../infra/jobs/queue.ts';
import { AppError } from '../errors.ts';
import { refuseUnsendableCampaign } from './campaign-send-checks.ts';
import { CAMPAIGN_SEND_JOB, CAMPAIGN_SEND_JOB_MAX_ATTEMPTS } from './campaign-send-job.ts';
import { recordScheduleFailure } from './schedule-failure-record.ts';

/**
 * What a start job found: it started the delivery; the checks refused it (back to draft, reason filed); or the job is
 * stale (the campaign was cancelled, moved to another time, sent now, started by another job, or deleted).
 */
export type ScheduledStartOutcome = 'started' | 'refused' | 'stale';

const payloadSchema = z.object({ campaignId: z.uuid(), scheduledAt: z.iso.datetime() });

/**
 * Starts a scheduled campaign at its time, once however many workers or instances run the job: the
 * campaign's row is locked and must still be 'scheduled' for this very time. The send checks run again (people may
 * have unsubscribed, a promotion may have ended); refused, the campaign goes back to draft with the reason filed.
 * Otherwise it moves to 'sending' and its delivery job is queued in the same transaction, as "Send" does.
 */
export async function startScheduledCampaign(
  db: Db,
  campaignId: string,
  scheduledAt: string,
  now = new Date(),
): Promise<ScheduledStartOutcome> {
  return db.transaction(async (tx) => {
    const [campaign] = await tx.select().from(emailCampaigns).where(eq(emailCampaigns.id, campaignId)).for('update');
    if (!campaign || campaign.status !== 'scheduled' || campaign.scheduledAt?.toISOString() !== new Date(scheduledAt).toISOString()) {
      return 'stale';
    }
    try {
      await refuseUnsendableCampaign(tx, campaign, now);
    } catch (error) {
      // A refusal of the checks (a 409 for the admin's Send) is this start's outcome; anything else is the job's failure.
      if (!(error instanceof AppError)) throw error;
      const [draft] = await tx
        .update(emailCampaigns)
        .set({ status: 'draft', scheduledAt: null })
        .where(eq(emailCampaigns.id, campaignId))
        .returning();
      if (!draft) throw new Error('the locked campaign vanished');
      await recordScheduleFailure(tx, campaign, draft, error.message);
      return 'refused';
    }
    await tx.update(emailCampaigns).set({ status: 'sending' }).where(eq(emailCampaigns.id, campaignId));
    await enqueueJob(tx, CAMPAIGN_SEND_JOB, { campaignId }, { maxAttempts: CAMPAIGN_SEND_JOB_MAX_ATTEMPTS });
    return 'started';
  });
}

/** The job handler registered for CAMPAIGN_START_JOB. */
export function createCampaignStartHandler(deps: { db: Db; log?: { info(obj: object, msg: string): void } }): JobHandler {
  return async (payload) => {
    const { campaignId, scheduledAt } = payloadSchema.parse(payload);
    const outcome = await startScheduledCampaign(deps.db, campaignId, scheduledAt);
    deps.log?.info({ campaignId, scheduledAt, outcome }, 'scheduled campaign start');
  };
}
