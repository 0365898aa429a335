import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { campaignUsersResponseSchema } from '@aurelle/contract';
import type { z } from 'zod';
import { api } from '@/lib/api-client';
import { campaignsKey } from './use-campaigns';

type CampaignUsersResponse = z.output<typeof campaignUsersResponseSchema>;
export type CampaignUser = CampaignUsersResponse['data'][number];

/** POST /admin/email-campaigns/get-users {searchTerm} — candidates for a 'selected' audience. */
export function useCampaignUsers(searchTerm: string, enabled: boolean) {
  return useQuery({
    queryKey: [...campaignsKey, 'users', searchTerm],
    queryFn: async () => (await api.post<CampaignUsersResponse>('/admin/email-campaigns/get-users', { searchTerm })).data,
    enabled,
    placeholderData: keepPreviousData,
  });
}
