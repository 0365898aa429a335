import { useQuery } from '@tanstack/react-query';
import { type Campaign } from '@aurelle/contract';
import { call } from '@/lib/api-client';

export const campaignsKey = ['admin', 'campaigns'] as const;

/** While a campaign is being sent its card shows live progress. */
export const CAMPAIGN_PROGRESS_POLL_MS = 1500;

export function isCampaignInFlight(campaign: Campaign): boolean {
  return campaign.status === 'sending';
}

/** A scheduled campaign is looked at again at most this long apart, and every poll's length once its time is near. */
const SCHEDULED_CAMPAIGN_POLL_MS = 60_000;

/**
 * When to read the list again: while a campaign is sending, every poll; while one is scheduled, at its time (the page
 * then shows it sending, then sent, without a reload), looking at least once a minute in case another admin moved it.
 */
export function nextCampaignsPoll(campaigns: Campaign[] | undefined, now = Date.now()): number | false {
  if (!campaigns) return false;
  if (campaigns.some(isCampaignInFlight)) return CAMPAIGN_PROGRESS_POLL_MS;
  const dueIn = campaigns
    .filter((campaign) => campaign.status === 'scheduled' && campaign.scheduledAt)
    .map((campaign) => Date.parse(campaign.scheduledAt ?? '') - now);
  if (dueIn.length === 0) return false;
  return Math.min(SCHEDULED_CAMPAIGN_POLL_MS, Math.max(CAMPAIGN_PROGRESS_POLL_MS, Math.min(...dueIn)));
}

/** GET /admin/email-campaigns/get — every campaign, newest first; polls while one is sending or scheduled. */
export function useCampaigns() {
  return useQuery({
    queryKey: [...campaignsKey, 'list'],
    queryFn: async ({ signal }) => (await call('listCampaigns', { signal })).data,
    refetchInterval: (query) => nextCampaignsPoll(query.state.data),
  });
}
