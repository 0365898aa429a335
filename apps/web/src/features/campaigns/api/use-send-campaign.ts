import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { campaignResponseSchema } from '@aurelle/contract';
import type { z } from 'zod';
import { api } from '@/lib/api-client';
import { campaignsKey } from './use-campaigns';

type CampaignResponse = z.output<typeof campaignResponseSchema>;

/** POST /admin/email-campaigns/send/:id — queues the delivery job; the list then polls its progress. */
export function useSendCampaign() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (campaignId: string) => api.post<CampaignResponse>(`/admin/email-campaigns/send/${campaignId}`),
    onSettled: () => queryClient.invalidateQueries({ queryKey: campaignsKey }),
  });
}
