import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { campaignEndpoints, type EndpointResponse } from '@aurelle/contract';
import { call } from '@/lib/api-client';
import { campaignsKey } from './use-campaigns';

export type CampaignUser = EndpointResponse<typeof campaignEndpoints.findCampaignUsers>['data'][number];

/** POST /admin/email-campaigns/get-users {searchTerm} — candidates for a 'selected' audience. */
export function useCampaignUsers(searchTerm: string, enabled: boolean) {
  return useQuery({
    queryKey: [...campaignsKey, 'users', searchTerm],
    queryFn: async ({ signal }) => (await call(campaignEndpoints.findCampaignUsers, { body: { searchTerm }, signal })).data,
    enabled,
    placeholderData: keepPreviousData,
  });
}
