import { and, eq, ne } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { emailCampaigns } from '../../db/schema/index.ts';
import { conflict, notFound } from '../errors.ts';
import { CAMPAIGN_NOT_FOUND_MESSAGE } from './present-campaign.ts';
import { dropQueuedStarts } from './scheduled-start-jobs.ts';

export const CAMPAIGN_DELETE_WHILE_SENDING_MESSAGE = 'A campaign cannot be deleted while it is being sent';

/**
 * Removes a campaign (with its selection and delivery records), unless it is being sent right now. A scheduled one
 * may go until it starts: its start job goes with it.
 */
export async function deleteCampaign(db: Db, campaignId: string): Promise<void> {
  const deleted = await db.transaction(async (tx) => {
    const [row] = await tx
      .delete(emailCampaigns)
      .where(and(eq(emailCampaigns.id, campaignId), ne(emailCampaigns.status, 'sending')))
      .returning({ id: emailCampaigns.id });
    if (row) await dropQueuedStarts(tx, campaignId);
    return row;
  });
  if (deleted) return;
  const [existing] = await db.select({ id: emailCampaigns.id }).from(emailCampaigns).where(eq(emailCampaigns.id, campaignId)).limit(1);
  if (existing) throw conflict(CAMPAIGN_DELETE_WHILE_SENDING_MESSAGE);
  throw notFound(CAMPAIGN_NOT_FOUND_MESSAGE).because({ code: 'NOT_FOUND', resource: 'campaign' });
}
