import { eq } from 'drizzle-orm';
import {
  CAMPAIGN_SCHEDULE_MAX_DAYS,
  CAMPAIGN_SCHEDULE_TOO_FAR_MESSAGE,
  promotionEndsBeforeScheduleMessage,
  scheduleTooSoonMessage,
  type Campaign,
} from '@aurelle/contract';
import type { Db } from '../../db/client.ts';
import { emailCampaigns } from '../../db/schema/index.ts';
import { badRequest, conflict, notFound } from '../errors.ts';
import { refuseUnsendableCampaign, todayInIndia } from './campaign-send-checks.ts';
import { CAMPAIGN_NOT_FOUND_MESSAGE, loadPresentedCampaign } from './present-campaign.ts';
import { dropQueuedStarts, queueScheduledStart } from './scheduled-start-jobs.ts';
import { CAMPAIGN_ALREADY_SENDING_MESSAGE, CAMPAIGN_ALREADY_SENT_MESSAGE } from './start-campaign-send.ts';

export interface ScheduleCampaignInput {
  campaignId: string;
  /** The instant, as the contract parsed it (ISO, UTC). */
  scheduledAt: string;
  /** CAMPAIGN_SCHEDULE_MIN_LEAD_SECONDS. */
  minLeadSeconds: number;
  now?: Date;
}

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Schedules a draft, or moves a scheduled campaign to another time. The time must be at least the lead ahead
 * and at most CAMPAIGN_SCHEDULE_MAX_DAYS away; the send checks run now (and again at the start). Under the campaign's
 * row lock the status is set and the start job replaced in one transaction, so the job that runs is the one for the
 * time the admin sees.
 */
export async function scheduleCampaign(db: Db, input: ScheduleCampaignInput): Promise<Campaign> {
  const now = input.now ?? new Date();
  const scheduledAt = new Date(input.scheduledAt);
  if (scheduledAt.getTime() < now.getTime() + input.minLeadSeconds * 1000) {
    const message = scheduleTooSoonMessage(input.minLeadSeconds);
    throw badRequest(message, { scheduledAt: [message] });
  }
  if (scheduledAt.getTime() > now.getTime() + CAMPAIGN_SCHEDULE_MAX_DAYS * DAY_MS) {
    throw badRequest(CAMPAIGN_SCHEDULE_TOO_FAR_MESSAGE, { scheduledAt: [CAMPAIGN_SCHEDULE_TOO_FAR_MESSAGE] });
  }

  await db.transaction(async (tx) => {
    const [campaign] = await tx.select().from(emailCampaigns).where(eq(emailCampaigns.id, input.campaignId)).for('update');
    if (!campaign) throw notFound(CAMPAIGN_NOT_FOUND_MESSAGE).because({ code: 'NOT_FOUND', resource: 'campaign' });
    if (campaign.status === 'sending' || campaign.status === 'sent') {
      throw conflict(campaign.status === 'sent' ? CAMPAIGN_ALREADY_SENT_MESSAGE : CAMPAIGN_ALREADY_SENDING_MESSAGE).because({
        code: 'CAMPAIGN_BUSY',
        status: campaign.status,
      });
    }
    // Said now, not discovered at the time: an ended promotion, nobody who can receive it.
    await refuseUnsendableCampaign(tx, campaign, now);
    // …and a promotion still on today but over by the chosen day, which the start would refuse.
    const endDate = campaign.templateData.endDate;
    if (campaign.templateType === 'promotion' && typeof endDate === 'string' && endDate < todayInIndia(scheduledAt)) {
      const message = promotionEndsBeforeScheduleMessage(endDate);
      throw badRequest(message, { scheduledAt: [message] });
    }
    await dropQueuedStarts(tx, campaign.id);
    await tx.update(emailCampaigns).set({ status: 'scheduled', scheduledAt }).where(eq(emailCampaigns.id, campaign.id));
    await queueScheduledStart(tx, campaign.id, scheduledAt);
  });
  return loadPresentedCampaign(db, input.campaignId);
}
