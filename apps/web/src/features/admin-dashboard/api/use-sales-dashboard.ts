import { useQuery } from '@tanstack/react-query';
import { call } from '@/lib/api-client';

/** GET /admin/dashboard/sales — the last 30 days, computed in SQL on the server. */
export function useSalesDashboard() {
  return useQuery({
    queryKey: ['admin', 'dashboard', 'sales'],
    queryFn: ({ signal }) => call('getSalesDashboard', { signal }),
  });
}
