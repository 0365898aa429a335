import { and, count, eq, isNull } from 'drizzle-orm';
import { PROMOTION_ENDED_MESSAGE } from '@aurelle/contract';
import type { DbOrTx } from '../../db/client.ts';
import { campaignSelectedUsers, type emailCampaigns, users } from '../../db/schema/index.ts';
import { badRequest, conflict } from '../errors.ts';

export const NOBODY_TO_SEND_TO_MESSAGE = 'Nobody can receive this campaign: the chosen users are deactivated or have unsubscribed';
export const PROMOTION_OVER_MESSAGE = 'This promotion’s end date has passed: create it again with a new end date before sending';

/** Today's date in India (YYYY-MM-DD): a promotion ending today is still on. */
export function todayInIndia(now = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(now);
}

/** A promotion must not end before today; refused at creation with the field's message. */
export function refusePastPromotion(templateData: Record<string, unknown>, now = new Date()): void {
  const endDate = templateData.endDate;
  if (typeof endDate === 'string' && endDate < todayInIndia(now)) {
    throw badRequest(PROMOTION_ENDED_MESSAGE, { 'templateData.endDate': [PROMOTION_ENDED_MESSAGE] });
  }
}

/**
 * What must hold before a campaign starts: a promotion that has not ended, and at least one recipient who
 * can receive it (active and not unsubscribed), counted as the delivery will select them.
 */
export async function refuseUnsendableCampaign(tx: DbOrTx, campaign: typeof emailCampaigns.$inferSelect, now = new Date()): Promise<void> {
  const endDate = campaign.templateData.endDate;
  if (campaign.templateType === 'promotion' && typeof endDate === 'string' && endDate < todayInIndia(now)) {
    throw conflict(PROMOTION_OVER_MESSAGE);
  }
  const reachable = and(eq(users.isActive, true), isNull(users.unsubscribedAt));
  const [row] =
    campaign.targetAudience === 'all'
      ? await tx.select({ total: count() }).from(users).where(reachable)
      : await tx
          .select({ total: count() })
          .from(campaignSelectedUsers)
          .innerJoin(users, eq(users.id, campaignSelectedUsers.userId))
          .where(and(eq(campaignSelectedUsers.campaignId, campaign.id), reachable));
  if (Number(row?.total ?? 0) === 0) throw conflict(NOBODY_TO_SEND_TO_MESSAGE);
}
