import { desc } from 'drizzle-orm';
import type { Campaign } from '@aurelle/contract';
import type { DbOrTx } from '../../db/client.ts';
import { emailCampaigns } from '../../db/schema/index.ts';
import { presentCampaigns } from './present-campaign.ts';

/** Every campaign, newest first, with its progress. */
export async function listCampaigns(db: DbOrTx): Promise<Campaign[]> {
  const rows = await db.select().from(emailCampaigns).orderBy(desc(emailCampaigns.createdAt), desc(emailCampaigns.id));
  return presentCampaigns(db, rows);
}
