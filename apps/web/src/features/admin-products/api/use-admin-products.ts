import { useQuery } from '@tanstack/react-query';
import type { Product } from '@aurelle/contract';
import { api } from '@/lib/api-client';
import { adminProductKeys } from './query-keys';

interface AdminProductListResponse {
  success: true;
  data: Product[];
}

/** GET /admin/products/get: every product for the back office. */
export function useAdminProducts() {
  return useQuery({
    queryKey: adminProductKeys.all,
    queryFn: ({ signal }) => api.get<AdminProductListResponse>('/admin/products/get', undefined, signal).then((r) => r.data),
  });
}
