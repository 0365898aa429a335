import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { campaignResponseSchema, CreateCampaignRequest } from '@aurelle/contract';
import type { z } from 'zod';
import { api } from '@/lib/api-client';
import { campaignsKey } from './use-campaigns';

type CampaignResponse = z.output<typeof campaignResponseSchema>;

/** POST /admin/email-campaigns/add — saves a draft campaign. */
export function useCreateCampaign() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (campaign: CreateCampaignRequest) => api.post<CampaignResponse>('/admin/email-campaigns/add', campaign),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: campaignsKey }),
  });
}
