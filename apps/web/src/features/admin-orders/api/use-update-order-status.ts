import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminEndpoints, type EndpointInput } from '@aurelle/contract';
import { call } from '@/lib/api-client';
import { adminOrdersKey } from './use-admin-orders';

type UpdateOrderStatusRequest = EndpointInput<typeof adminEndpoints.updateOrderStatus>['body'];

/** PUT /admin/orders/update/:id {status}; afterwards the list and the details are fetched again. */
export function useUpdateOrderStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ orderId, status }: { orderId: string } & UpdateOrderStatusRequest) =>
      call(adminEndpoints.updateOrderStatus, { params: { id: orderId }, body: { status } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminOrdersKey }),
  });
}
