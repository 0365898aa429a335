/** Job type that delivers one campaign (payload `{ campaignId }`). */
export const CAMPAIGN_SEND_JOB = 'campaign.send';

/**
 * A campaign's job may run again and again (continuations, retries after a crash): give it room
 * before the queue gives up, since a campaign stuck in 'sending' could neither finish nor be deleted.
 */
export const CAMPAIGN_SEND_JOB_MAX_ATTEMPTS = 25;

/**
 * Job type that starts one scheduled campaign at its time (payload `{ campaignId, scheduledAt }`, run_at the scheduled
 * time): it runs the send checks again and hands the campaign to CAMPAIGN_SEND_JOB (start-scheduled-campaign.ts).
 */
export const CAMPAIGN_START_JOB = 'campaign.start';
