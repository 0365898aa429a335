import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type CreateCampaignRequest } from '@aurelle/contract';
import { call } from '@/lib/api-client';
import { campaignsKey } from './use-campaigns';

/** POST /admin/email-campaigns/add — saves a draft campaign. */
export function useCreateCampaign() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (campaign: CreateCampaignRequest) => call('createCampaign', { body: campaign }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: campaignsKey }),
  });
}
