import { useQuery } from '@tanstack/react-query';
import { call } from '@/lib/api-client';
import { adminProductKeys } from './query-keys';

/** GET /admin/products/get: every product for the back office. */
export function useAdminProducts() {
  return useQuery({
    queryKey: adminProductKeys.all,
    queryFn: ({ signal }) => call('listAdminProducts', { signal }).then((r) => r.data),
  });
}
