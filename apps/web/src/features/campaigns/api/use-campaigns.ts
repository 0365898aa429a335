import { useQuery } from '@tanstack/react-query';
import { type Campaign } from '@aurelle/contract';
import { call } from '@/lib/api-client';

export const campaignsKey = ['admin', 'campaigns'] as const;

/** While a campaign is being sent its card shows live progress (issue 5 §3). */
export const CAMPAIGN_PROGRESS_POLL_MS = 1500;

export function isCampaignInFlight(campaign: Campaign): boolean {
  return campaign.status === 'sending';
}

/** GET /admin/email-campaigns/get — every campaign, newest first; polls while one is sending. */
export function useCampaigns() {
  return useQuery({
    queryKey: [...campaignsKey, 'list'],
    queryFn: async ({ signal }) => (await call('listCampaigns', { signal })).data,
    refetchInterval: (query) => (query.state.data?.some(isCampaignInFlight) ? CAMPAIGN_PROGRESS_POLL_MS : false),
  });
}
