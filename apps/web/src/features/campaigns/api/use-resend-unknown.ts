import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '@/lib/api-client';
import { campaignsKey } from './use-campaigns';

/**
 * POST /admin/email-campaigns/resend-unknown/:id — queues the campaign again for the recipients whose delivery
 * is unknown (the server stopped while mailing them); the list then polls the progress as for a send.
 */
export function useResendUnknown() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (campaignId: string) => call('resendUnknown', { params: { id: campaignId } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: campaignsKey }),
  });
}
