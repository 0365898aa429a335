import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { call } from '@/lib/api-client';

export const adminOrdersKey = ['admin', 'orders'] as const;

/** GET /admin/orders/get?page&search — one page of every customer's orders, newest first. */
export function useAdminOrders({ page, search }: { page: number; search: string }) {
  return useQuery({
    queryKey: [...adminOrdersKey, 'list', { page, search }],
    queryFn: ({ signal }) => call('listAdminOrders', { query: { page, search }, signal }),
    placeholderData: keepPreviousData,
  });
}
