import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { type EndpointResponse } from '@aurelle/contract';
import { call, type NamedEndpoint } from '@/lib/api-client';
import { campaignsKey } from './use-campaigns';

export type CampaignUser = EndpointResponse<NamedEndpoint<'findCampaignUsers'>>['data'][number];

/** POST /admin/email-campaigns/get-users {searchTerm} — candidates for a 'selected' audience. */
export function useCampaignUsers(searchTerm: string, enabled: boolean) {
  return useQuery({
    queryKey: [...campaignsKey, 'users', searchTerm],
    queryFn: async ({ signal }) => (await call('findCampaignUsers', { body: { searchTerm }, signal })).data,
    enabled,
    placeholderData: keepPreviousData,
  });
}
