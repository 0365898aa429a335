import { inArray } from 'drizzle-orm';
import { templateDataSchemas, type Campaign, type createCampaignRequestSchema } from '@aurelle/contract';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { campaignSelectedUsers, emailCampaigns, users } from '../../db/schema/index.ts';
import { badRequest } from '../errors.ts';
import { loadPresentedCampaign } from './present-campaign.ts';
import { findCoupon } from '../promotions/find-coupon.ts';
import { refusePastPromotion } from './campaign-send-checks.ts';

export type CreateCampaignInput = z.output<typeof createCampaignRequestSchema>;

export const UNKNOWN_SELECTED_USERS_MESSAGE = 'Some selected users no longer exist';
export const UNKNOWN_CAMPAIGN_CODE_MESSAGE = 'This code does not exist: create it on the Promotions page first';

/**
 * Saves a draft campaign. Template data is kept as its schema reads it (trimmed, discount as a number);
 * selected users must be real accounts; the 'all' audience stores no selection.
 */
export async function createCampaign(db: Db, input: CreateCampaignInput, createdBy: string): Promise<Campaign> {
  const templateData: Record<string, unknown> =
    input.templateType === 'custom' ? {} : templateDataSchemas[input.templateType].parse(input.templateData);
  if (input.templateType === 'promotion') refusePastPromotion(templateData);
  const selectedIds =
    input.targetAudience === 'selected'
      ? [...new Set(input.selectedUsers.map((entry) => (typeof entry === 'string' ? entry : entry._id).toLowerCase()))]
      : [];
  const id = await db.transaction(async (tx) => {
    // A promotion's code must be one the checkout knows.
    const couponCode = typeof templateData.couponCode === 'string' ? templateData.couponCode : '';
    if (couponCode && !(await findCoupon(tx, couponCode))) {
      throw badRequest(UNKNOWN_CAMPAIGN_CODE_MESSAGE, { 'templateData.couponCode': [UNKNOWN_CAMPAIGN_CODE_MESSAGE] });
    }
    if (selectedIds.length > 0) {
      const found = await tx.select({ id: users.id }).from(users).where(inArray(users.id, selectedIds));
      if (found.length !== selectedIds.length) {
        throw badRequest(UNKNOWN_SELECTED_USERS_MESSAGE, { selectedUsers: [UNKNOWN_SELECTED_USERS_MESSAGE] });
      }
    }
    const [campaign] = await tx
      .insert(emailCampaigns)
      .values({
        subject: input.subject,
        content: input.templateType === 'custom' ? input.content.trim() : input.content,
        templateType: input.templateType,
        templateData,
        targetAudience: input.targetAudience,
        createdBy,
      })
      .returning({ id: emailCampaigns.id });
    if (!campaign) throw new Error('insert returned no campaign');
    if (selectedIds.length > 0) {
      await tx.insert(campaignSelectedUsers).values(selectedIds.map((userId) => ({ campaignId: campaign.id, userId })));
    }
    return campaign.id;
  });
  return loadPresentedCampaign(db, id);
}
