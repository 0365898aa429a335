import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { campaignsKey } from './use-campaigns';

/** POST /admin/email-campaigns/schedule/:id — schedules a draft, or moves a scheduled campaign. */
export function useScheduleCampaign() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { campaignId: string; scheduledAt: string }) =>
      call('scheduleCampaign', { params: { id: input.campaignId }, body: { scheduledAt: input.scheduledAt } }),
    onSuccess: (answer) => toast.success(answer.message ?? 'Campaign scheduled'),
    onSettled: () => queryClient.invalidateQueries({ queryKey: campaignsKey }),
  });
}

/** POST /admin/email-campaigns/unschedule/:id — cancels the schedule: the campaign is a draft again. */
export function useUnscheduleCampaign() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (campaignId: string) => call('unscheduleCampaign', { params: { id: campaignId } }),
    onSuccess: (answer) => toast.success(answer.message ?? 'Schedule cancelled'),
    onSettled: () => queryClient.invalidateQueries({ queryKey: campaignsKey }),
  });
}
