import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '@/lib/api-client';
import { campaignsKey } from './use-campaigns';

/** POST /admin/email-campaigns/delete/:id — removes it from the list. */
export function useDeleteCampaign() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (campaignId: string) => call('deleteCampaign', { params: { id: campaignId } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: campaignsKey }),
  });
}
