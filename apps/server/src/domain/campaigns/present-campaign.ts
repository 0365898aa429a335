import { asc, count, eq, inArray } from 'drizzle-orm';
import type { Campaign } from '@aurelle/contract';
import type { DbOrTx } from '../../db/client.ts';
import { campaignDeliveries, campaignSelectedUsers, emailCampaigns, users } from '../../db/schema/index.ts';
import { notFound } from '../errors.ts';
import { loadScheduleFailures } from './schedule-failure-record.ts';

type CampaignRow = typeof emailCampaigns.$inferSelect;

export const CAMPAIGN_NOT_FOUND_MESSAGE = 'Campaign not found';

/** Campaigns as the API shows them, with their selected users, delivery progress and refused scheduled starts (four queries). */
export async function presentCampaigns(db: DbOrTx, rows: CampaignRow[]): Promise<Campaign[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.id);
  const selected = await db
    .select({ campaignId: campaignSelectedUsers.campaignId, id: users.id, name: users.userName, email: users.email })
    .from(campaignSelectedUsers)
    .innerJoin(users, eq(users.id, campaignSelectedUsers.userId))
    .where(inArray(campaignSelectedUsers.campaignId, ids))
    .orderBy(asc(users.userName), asc(users.email));
  const progress = await db
    .select({ campaignId: campaignDeliveries.campaignId, status: campaignDeliveries.status, total: count() })
    .from(campaignDeliveries)
    .where(inArray(campaignDeliveries.campaignId, ids))
    .groupBy(campaignDeliveries.campaignId, campaignDeliveries.status);
  const scheduleFailures = await loadScheduleFailures(
    db,
    rows.filter((row) => row.status === 'draft').map((row) => row.id),
  );

  return rows.map((row) => {
    const byStatus = (status: string) =>
      Number(progress.find((entry) => entry.campaignId === row.id && entry.status === status)?.total ?? 0);
    return {
      _id: row.id,
      id: row.id,
      subject: row.subject,
      content: row.content,
      templateType: row.templateType,
      templateData: row.templateData,
      targetAudience: row.targetAudience,
      selectedUsers: selected
        .filter((user) => user.campaignId === row.id)
        .map((user) => ({ _id: user.id, name: user.name, email: user.email })),
      status: row.status,
      recipientCount: row.recipientCount,
      sentCount: row.sentCount,
      failedCount: row.failedCount,
      skippedCount: byStatus('skipped'),
      pendingCount: byStatus('pending') + byStatus('sending'),
      unknownCount: byStatus('unknown'),
      createdAt: row.createdAt.toISOString(),
      sentAt: row.sentAt?.toISOString() ?? null,
      scheduledAt: row.scheduledAt?.toISOString() ?? null,
      scheduleFailure: scheduleFailures.get(row.id) ?? null,
    };
  });
}

export async function loadPresentedCampaign(db: DbOrTx, campaignId: string): Promise<Campaign> {
  const [row] = await db.select().from(emailCampaigns).where(eq(emailCampaigns.id, campaignId)).limit(1);
  if (!row) throw notFound(CAMPAIGN_NOT_FOUND_MESSAGE).because({ code: 'NOT_FOUND', resource: 'campaign' });
  const [campaign] = await presentCampaigns(db, [row]);
  if (!campaign) throw notFound(CAMPAIGN_NOT_FOUND_MESSAGE).because({ code: 'NOT_FOUND', resource: 'campaign' });
  return campaign;
}
