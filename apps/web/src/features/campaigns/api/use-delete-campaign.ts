import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { deleteCampaignResponseSchema } from '@aurelle/contract';
import type { z } from 'zod';
import { api } from '@/lib/api-client';
import { campaignsKey } from './use-campaigns';

type DeleteCampaignResponse = z.output<typeof deleteCampaignResponseSchema>;

/** POST /admin/email-campaigns/delete/:id — removes it from the list. */
export function useDeleteCampaign() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (campaignId: string) => api.post<DeleteCampaignResponse>(`/admin/email-campaigns/delete/${campaignId}`),
    onSettled: () => queryClient.invalidateQueries({ queryKey: campaignsKey }),
  });
}
