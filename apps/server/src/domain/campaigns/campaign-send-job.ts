/** Job type that delivers one campaign (payload `{ campaignId }`). */
export const CAMPAIGN_SEND_JOB = 'campaign.send';

/**
 * A campaign's job may run again and again (continuations, retries after a crash): give it room
 * before the queue gives up, since a campaign stuck in 'sending' could neither finish nor be deleted.
 */
export const CAMPAIGN_SEND_JOB_MAX_ATTEMPTS = 25;
