import { useQuery } from '@tanstack/react-query';
import type { ListProductsResponse } from '@aurelle/contract';
import { api } from '@/lib/api-client';
import { catalogKeys } from './query-keys';

export const FEATURED_LIMIT = 8;

/** GET /shop/products/get?featured=true for the home page's featured grid. */
export function useFeaturedProducts() {
  return useQuery({
    queryKey: catalogKeys.featured(),
    queryFn: ({ signal }) =>
      api.get<ListProductsResponse>('/shop/products/get', { featured: 'true', limit: FEATURED_LIMIT }, signal).then((r) => r.data),
  });
}
