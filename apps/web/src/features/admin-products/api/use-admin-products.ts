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

/** One product for the edit sheet, read from the back office's list (fetched when first asked for, then shared). */
export function useAdminProduct(productId: string | null) {
  return useQuery({
    queryKey: adminProductKeys.all,
    queryFn: ({ signal }) => call('listAdminProducts', { signal }).then((r) => r.data),
    enabled: productId !== null,
    select: (products) => products.find((product) => product._id === productId) ?? null,
  });
}
