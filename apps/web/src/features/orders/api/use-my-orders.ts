import { useQuery } from '@tanstack/react-query';
import type { Order, orderListResponseSchema } from '@aurelle/contract';
import type { z } from 'zod';
import { api } from '@/lib/api-client';
import { orderQueryKeys } from './order-query';

type OrderListResponse = z.infer<typeof orderListResponseSchema>;

/** GET /shop/order/my-orders: the signed-in shopper's orders, newest first. */
export function useMyOrders() {
  return useQuery({
    queryKey: orderQueryKeys.list(),
    queryFn: async ({ signal }): Promise<Order[]> => (await api.get<OrderListResponse>('/shop/order/my-orders', undefined, signal)).data,
  });
}
