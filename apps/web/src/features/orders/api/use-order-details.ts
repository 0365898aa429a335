import { useQuery } from '@tanstack/react-query';
import { type Order } from '@aurelle/contract';
import { call } from '@/lib/api-client';
import { orderQueryKeys } from './order-query';

/** GET /shop/order/details/{id}; the list's copy is shown while the fresh one loads. */
export function useOrderDetails(orderId: string | null, listCopy: Order | undefined) {
  return useQuery({
    queryKey: orderQueryKeys.details(orderId ?? 'none'),
    enabled: Boolean(orderId),
    placeholderData: listCopy,
    queryFn: async ({ signal }): Promise<Order> => (await call('getMyOrder', { params: { id: orderId ?? '' }, signal })).data,
  });
}
