import { useQuery } from '@tanstack/react-query';
import type { SalesDashboard } from '@aurelle/contract';
import { api } from '@/lib/api-client';

/** GET /admin/dashboard/sales — the last 30 days, computed in SQL on the server. */
export function useSalesDashboard() {
  return useQuery({
    queryKey: ['admin', 'dashboard', 'sales'],
    queryFn: ({ signal }) => api.get<SalesDashboard>('/admin/dashboard/sales', undefined, signal),
  });
}
