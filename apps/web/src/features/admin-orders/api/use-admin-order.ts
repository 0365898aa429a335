import { useQuery } from '@tanstack/react-query';
import { call } from '@/lib/api-client';
import { adminOrdersKey } from './use-admin-orders';

/** GET /admin/orders/details/:id — the details dialog (fetched while it is open). */
export function useAdminOrder(orderId: string | null) {
  return useQuery({
    queryKey: [...adminOrdersKey, 'detail', orderId],
    queryFn: async ({ signal }) => (await call('getAdminOrder', { params: { id: orderId ?? '' }, signal })).order,
    enabled: orderId !== null,
  });
}
