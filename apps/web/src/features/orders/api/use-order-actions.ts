import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Order, ReturnRequestInput } from '@aurelle/contract';
import { call } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { orderQueryKeys } from './order-query';

/**
 * After an action the server's message is shown (here: the dialog that asked may be gone once the order changes, and
 * React Query drops an unmounted caller's callbacks), the answer's order replaces the details and the list is fetched
 * again.
 */
function useOrderActionSuccess() {
  const queryClient = useQueryClient();
  return async ({ message, data: order }: { message: string; data: Order }) => {
    toast.success(message);
    queryClient.setQueryData(orderQueryKeys.details(order._id), order);
    await queryClient.invalidateQueries({ queryKey: orderQueryKeys.list() });
  };
}

/** POST /shop/order/cancel/:id: until it ships; a paid order is refunded in full. */
export function useCancelOrder() {
  const onSuccess = useOrderActionSuccess();
  return useMutation({
    mutationFn: ({ orderId, reason }: { orderId: string; reason?: string }) =>
      call('cancelMyOrder', { params: { id: orderId }, body: reason ? { reason } : {} }),
    onSuccess,
  });
}

/** POST /shop/order/return/:id: unopened items within 30 days of delivery. */
export function useRequestReturn() {
  const onSuccess = useOrderActionSuccess();
  return useMutation({
    mutationFn: ({ orderId, request }: { orderId: string; request: ReturnRequestInput }) =>
      call('requestReturn', { params: { id: orderId }, body: request }),
    onSuccess,
  });
}
