import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { orderResponseSchema, updateOrderStatusRequestSchema } from '@aurelle/contract';
import type { z } from 'zod';
import { api } from '@/lib/api-client';
import { adminOrdersKey } from './use-admin-orders';

type OrderResponse = z.output<typeof orderResponseSchema>;
type UpdateOrderStatusRequest = z.input<typeof updateOrderStatusRequestSchema>;

/** PUT /admin/orders/update/:id {status}; afterwards the list and the details are fetched again. */
export function useUpdateOrderStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ orderId, status }: { orderId: string } & UpdateOrderStatusRequest) =>
      api.put<OrderResponse>(`/admin/orders/update/${orderId}`, { status }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminOrdersKey }),
  });
}
