import { useQuery } from '@tanstack/react-query';
import { type Order } from '@aurelle/contract';
import { call } from '@/lib/api-client';
import { orderQueryKeys } from './order-query';

/** GET /shop/order/my-orders: the signed-in shopper's orders, newest first. */
export function useMyOrders() {
  return useQuery({
    queryKey: orderQueryKeys.list(),
    queryFn: async ({ signal }): Promise<Order[]> => (await call('listMyOrders', { signal })).data,
  });
}
