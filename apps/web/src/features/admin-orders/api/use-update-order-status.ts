import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type EndpointInput } from '@aurelle/contract';
import { call, type NamedEndpoint } from '@/lib/api-client';
import { adminOrdersKey } from './use-admin-orders';

type UpdateOrderStatusRequest = EndpointInput<NamedEndpoint<'updateOrderStatus'>>['body'];

/** PUT /admin/orders/update/:id {status}; afterwards the list and the details are fetched again. */
export function useUpdateOrderStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ orderId, status }: { orderId: string } & UpdateOrderStatusRequest) =>
      call('updateOrderStatus', { params: { id: orderId }, body: { status } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminOrdersKey }),
  });
}
