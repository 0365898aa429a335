import { and, eq, inArray } from 'drizzle-orm';
import type { Campaign } from '@aurelle/contract';
import type { Db } from '../../db/client.ts';
import { emailCampaigns } from '../../db/schema/index.ts';
import { enqueueJob } from '../../infra/jobs/queue.ts';
import { conflict, notFound } from '../errors.ts';
import { CAMPAIGN_SEND_JOB, CAMPAIGN_SEND_JOB_MAX_ATTEMPTS } from './campaign-send-job.ts';
import { CAMPAIGN_NOT_FOUND_MESSAGE, loadPresentedCampaign } from './present-campaign.ts';
import { refuseUnsendableCampaign } from './campaign-send-checks.ts';
import { dropQueuedStarts } from './scheduled-start-jobs.ts';

export const CAMPAIGN_ALREADY_SENT_MESSAGE = 'This campaign has already been sent';
export const CAMPAIGN_ALREADY_SENDING_MESSAGE = 'This campaign is already being sent';

/** What "Send" starts: a draft, or a scheduled campaign sent now instead of at its time (docs/decisions/092). */
const STARTABLE = ['draft', 'scheduled'] as const;

/**
 * Moves a draft (or a scheduled campaign) to 'sending' and queues its delivery job in the same transaction. The
 * conditional update is the guard against a second click, a second admin or the scheduled start: only one can win it.
 */
export async function startCampaignSend(db: Db, campaignId: string): Promise<Campaign> {
  await db.transaction(async (tx) => {
    const [draft] = await tx
      .select()
      .from(emailCampaigns)
      .where(and(eq(emailCampaigns.id, campaignId), inArray(emailCampaigns.status, STARTABLE)))
      .limit(1);
    // Refused before anything starts, with the reason (an ended promotion, nobody to send to).
    if (draft) await refuseUnsendableCampaign(tx, draft);
    const [started] = await tx
      .update(emailCampaigns)
      // Sent now, so no longer at the time it was scheduled for.
      .set({ status: 'sending', scheduledAt: null })
      .where(and(eq(emailCampaigns.id, campaignId), inArray(emailCampaigns.status, STARTABLE)))
      .returning({ id: emailCampaigns.id });
    if (!started) {
      const [existing] = await tx
        .select({ status: emailCampaigns.status })
        .from(emailCampaigns)
        .where(eq(emailCampaigns.id, campaignId))
        .limit(1);
      if (!existing) throw notFound(CAMPAIGN_NOT_FOUND_MESSAGE).because({ code: 'NOT_FOUND', resource: 'campaign' });
      throw conflict(existing.status === 'sent' ? CAMPAIGN_ALREADY_SENT_MESSAGE : CAMPAIGN_ALREADY_SENDING_MESSAGE).because({
        code: 'CAMPAIGN_BUSY',
        status: existing.status === 'sent' ? 'sent' : 'sending',
      });
    }
    await dropQueuedStarts(tx, campaignId);
    await enqueueJob(tx, CAMPAIGN_SEND_JOB, { campaignId }, { maxAttempts: CAMPAIGN_SEND_JOB_MAX_ATTEMPTS });
  });
  return loadPresentedCampaign(db, campaignId);
}
