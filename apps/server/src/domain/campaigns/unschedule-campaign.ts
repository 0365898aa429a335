import { eq } from 'drizzle-orm';
import { CAMPAIGN_NOT_SCHEDULED_MESSAGE, type Campaign } from '@aurelle/contract';
import type { Db } from '../../db/client.ts';
import { emailCampaigns } from '../../db/schema/index.ts';
import { conflict, notFound } from '../errors.ts';
import { CAMPAIGN_NOT_FOUND_MESSAGE, loadPresentedCampaign } from './present-campaign.ts';
import { dropQueuedStarts } from './scheduled-start-jobs.ts';
import { CAMPAIGN_ALREADY_SENDING_MESSAGE, CAMPAIGN_ALREADY_SENT_MESSAGE } from './start-campaign-send.ts';

/**
 * Cancels a schedule: the campaign is a draft again and its start job is gone. Under the campaign's row
 * lock, so a cancel and the start at the same instant take turns: whichever comes second sees the other's status
 * (a start job claimed meanwhile finds a draft and does nothing; a cancel after the start gets 409).
 */
export async function unscheduleCampaign(db: Db, campaignId: string): Promise<Campaign> {
  await db.transaction(async (tx) => {
    const [campaign] = await tx
      .select({ id: emailCampaigns.id, status: emailCampaigns.status })
      .from(emailCampaigns)
      .where(eq(emailCampaigns.id, campaignId))
      .for('update');
    if (!campaign) throw notFound(CAMPAIGN_NOT_FOUND_MESSAGE).because({ code: 'NOT_FOUND', resource: 'campaign' });
    if (campaign.status === 'sending' || campaign.status === 'sent') {
      throw conflict(campaign.status === 'sent' ? CAMPAIGN_ALREADY_SENT_MESSAGE : CAMPAIGN_ALREADY_SENDING_MESSAGE).because({
        code: 'CAMPAIGN_BUSY',
        status: campaign.status,
      });
    }
    if (campaign.status !== 'scheduled') throw conflict(CAMPAIGN_NOT_SCHEDULED_MESSAGE);
    await dropQueuedStarts(tx, campaign.id);
    await tx.update(emailCampaigns).set({ status: 'draft', scheduledAt: null }).where(eq(emailCampaigns.id, campaign.id));
  });
  return loadPresentedCampaign(db, campaignId);
}
