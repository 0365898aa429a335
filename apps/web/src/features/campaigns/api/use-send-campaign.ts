import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '@/lib/api-client';
import { campaignsKey } from './use-campaigns';

/** POST /admin/email-campaigns/send/:id — queues the delivery job; the list then polls its progress. */
export function useSendCampaign() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (campaignId: string) => call('sendCampaign', { params: { id: campaignId } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: campaignsKey }),
  });
}
