import { useMutation, useQueryClient } from '@tanstack/react-query';
import { campaignEndpoints } from '@aurelle/contract';
import { call } from '@/lib/api-client';
import { campaignsKey } from './use-campaigns';

/** POST /admin/email-campaigns/delete/:id — removes it from the list. */
export function useDeleteCampaign() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (campaignId: string) => call(campaignEndpoints.deleteCampaign, { params: { id: campaignId } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: campaignsKey }),
  });
}
