import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { listOrdersResponseSchema } from '@aurelle/contract';
import type { z } from 'zod';
import { api } from '@/lib/api-client';

export type AdminOrdersPage = z.output<typeof listOrdersResponseSchema>;

export const adminOrdersKey = ['admin', 'orders'] as const;

/** GET /admin/orders/get?page&search — one page of every customer's orders, newest first. */
export function useAdminOrders({ page, search }: { page: number; search: string }) {
  return useQuery({
    queryKey: [...adminOrdersKey, 'list', { page, search }],
    queryFn: ({ signal }) => api.get<AdminOrdersPage>('/admin/orders/get', { page, search }, signal),
    placeholderData: keepPreviousData,
  });
}
