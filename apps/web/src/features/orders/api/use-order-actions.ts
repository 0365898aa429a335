import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Order, ReturnRequestInput } from '@aurelle/contract';
import { call } from '@/lib/api-client';
import { orderQueryKeys } from './order-query';

/** After an action the answer's order replaces the details, the list is fetched again, and stock may have changed. */
function useOrderActionSuccess() {
  const queryClient = useQueryClient();
  return async (order: Order) => {
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
    onSuccess: (answer) => onSuccess(answer.data),
  });
}

/** POST /shop/order/return/:id: unopened items within 30 days of delivery. */
export function useRequestReturn() {
  const onSuccess = useOrderActionSuccess();
  return useMutation({
    mutationFn: ({ orderId, request }: { orderId: string; request: ReturnRequestInput }) =>
      call('requestReturn', { params: { id: orderId }, body: request }),
    onSuccess: (answer) => onSuccess(answer.data),
  });
}
