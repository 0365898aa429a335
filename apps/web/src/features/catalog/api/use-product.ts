import { useQuery } from '@tanstack/react-query';
import type { Product } from '@aurelle/contract';
import { api, ApiRequestError } from '@/lib/api-client';
import { catalogKeys } from './query-keys';

interface ProductResponse {
  success: true;
  data: Product;
}

/** GET /shop/products/get/{id} (quick view and the product page). */
export function useProduct(id: string | null | undefined) {
  return useQuery({
    queryKey: catalogKeys.product(id ?? ''),
    queryFn: ({ signal }) =>
      api.get<ProductResponse>(`/shop/products/get/${encodeURIComponent(id ?? '')}`, undefined, signal).then((r) => r.data),
    enabled: Boolean(id),
    // An unknown product will not appear by asking again.
    retry: (count, error) => !(error instanceof ApiRequestError && error.status >= 400 && error.status < 500) && count < 1,
  });
}
