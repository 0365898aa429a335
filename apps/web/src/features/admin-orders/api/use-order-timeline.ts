import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { adminOrdersKey } from './use-admin-orders';

const timelineKey = (orderId: string) => [...adminOrdersKey, 'timeline', orderId] as const;

/** GET /admin/orders/timeline/:id — what happened to the order, oldest first. */
export function useOrderTimeline(orderId: string) {
  return useQuery({
    queryKey: timelineKey(orderId),
    queryFn: async ({ signal }) => (await call('getOrderTimeline', { params: { id: orderId }, signal })).events,
  });
}

/** POST /admin/orders/notes/:id — an internal note; the timeline is read again. */
export function useAddOrderNote(orderId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: string) => call('addOrderNote', { params: { id: orderId }, body: { body } }),
    onSuccess: async (answer) => {
      toast.success(answer.message);
      await queryClient.invalidateQueries({ queryKey: timelineKey(orderId) });
    },
  });
}
