import { useQuery } from '@tanstack/react-query';
import type { orderResponseSchema } from '@aurelle/contract';
import type { z } from 'zod';
import { api } from '@/lib/api-client';
import { adminOrdersKey } from './use-admin-orders';

type OrderResponse = z.output<typeof orderResponseSchema>;

/** GET /admin/orders/details/:id — the details dialog (fetched while it is open). */
export function useAdminOrder(orderId: string | null) {
  return useQuery({
    queryKey: [...adminOrdersKey, 'detail', orderId],
    queryFn: async ({ signal }) => (await api.get<OrderResponse>(`/admin/orders/details/${orderId}`, undefined, signal)).order,
    enabled: orderId !== null,
  });
}
