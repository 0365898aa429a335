import { useQuery } from '@tanstack/react-query';
import { call } from '@/lib/api-client';
import { orderQueryKeys } from './order-query';

/** GET /shop/order/tracking/{id} — the courier's scans of a shipped order, newest first. */
export function useOrderTracking(orderId: string, isShipped: boolean) {
  return useQuery({
    queryKey: [...orderQueryKeys.details(orderId), 'tracking'],
    enabled: isShipped,
    queryFn: ({ signal }) => call('getOrderTracking', { params: { id: orderId }, signal }),
  });
}
