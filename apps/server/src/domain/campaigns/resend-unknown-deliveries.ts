import { and, eq } from 'drizzle-orm';
import { CAMPAIGN_NO_UNKNOWN_MESSAGE, CAMPAIGN_RESEND_WHILE_SENDING_MESSAGE, type Campaign } from '@aurelle/contract';
import type { Db } from '../../db/client.ts';
import { campaignDeliveries, emailCampaigns } from '../../db/schema/index.ts';
import { enqueueJob } from '../../infra/jobs/queue.ts';
import { conflict, notFound } from '../errors.ts';
import { CAMPAIGN_SEND_JOB, CAMPAIGN_SEND_JOB_MAX_ATTEMPTS } from './campaign-send-job.ts';
import { CAMPAIGN_NOT_FOUND_MESSAGE, loadPresentedCampaign } from './present-campaign.ts';

/**
 * The admin's explicit choice to mail again the recipients whose delivery is unknown (the server stopped
 * while handing their message to the mail server, so some may have it already). Only once the campaign has
 * finished: its row is locked and must be 'sent', so a double click or a second admin gets 409, and the
 * unknowns become pending in the same transaction that moves the campaign back to 'sending' and queues its
 * job. The delivery run then mails each of them at most once more, like any pending recipient.
 */
export async function resendUnknownDeliveries(db: Db, campaignId: string): Promise<{ campaign: Campaign; requeuedCount: number }> {
  const requeuedCount = await db.transaction(async (tx) => {
    const [campaign] = await tx
      .select({ status: emailCampaigns.status })
      .from(emailCampaigns)
      .where(eq(emailCampaigns.id, campaignId))
      .for('update');
    if (!campaign) throw notFound(CAMPAIGN_NOT_FOUND_MESSAGE).because({ code: 'NOT_FOUND', resource: 'campaign' });
    if (campaign.status === 'sending') throw conflict(CAMPAIGN_RESEND_WHILE_SENDING_MESSAGE);
    if (campaign.status !== 'sent') throw conflict(CAMPAIGN_NO_UNKNOWN_MESSAGE);
    const requeued = await tx
      .update(campaignDeliveries)
      .set({ status: 'pending', sentAt: null })
      .where(and(eq(campaignDeliveries.campaignId, campaignId), eq(campaignDeliveries.status, 'unknown')))
      .returning({ id: campaignDeliveries.id });
    if (requeued.length === 0) throw conflict(CAMPAIGN_NO_UNKNOWN_MESSAGE);
    await tx.update(emailCampaigns).set({ status: 'sending' }).where(eq(emailCampaigns.id, campaignId));
    await enqueueJob(tx, CAMPAIGN_SEND_JOB, { campaignId }, { maxAttempts: CAMPAIGN_SEND_JOB_MAX_ATTEMPTS });
    return requeued.length;
  });
  return { campaign: await loadPresentedCampaign(db, campaignId), requeuedCount };
}
