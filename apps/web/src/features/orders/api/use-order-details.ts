import { useQuery } from '@tanstack/react-query';
import type { Order, orderDetailsResponseSchema } from '@aurelle/contract';
import type { z } from 'zod';
import { api } from '@/lib/api-client';
import { orderQueryKeys } from './order-query';

type OrderDetailsResponse = z.infer<typeof orderDetailsResponseSchema>;

/** GET /shop/order/details/{id}; the list's copy is shown while the fresh one loads. */
export function useOrderDetails(orderId: string | null, listCopy: Order | undefined) {
  return useQuery({
    queryKey: orderQueryKeys.details(orderId ?? 'none'),
    enabled: Boolean(orderId),
    placeholderData: listCopy,
    queryFn: async ({ signal }): Promise<Order> =>
      (await api.get<OrderDetailsResponse>(`/shop/order/details/${encodeURIComponent(orderId ?? '')}`, undefined, signal)).data,
  });
}
