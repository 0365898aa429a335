import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { ListOrdersQuery } from '@aurelle/contract';
import { call } from '@/lib/api-client';

export const adminOrdersKey = ['admin', 'orders'] as const;

/** GET /admin/orders/get — one page of every customer's orders, newest first, searched and filtered. */
export function useAdminOrders(query: Partial<ListOrdersQuery> & { page: number; search: string }) {
  return useQuery({
    queryKey: [...adminOrdersKey, 'list', query],
    queryFn: ({ signal }) => call('listAdminOrders', { query, signal }),
    placeholderData: keepPreviousData,
  });
}
