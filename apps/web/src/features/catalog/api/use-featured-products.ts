import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '@/lib/api-client';
import { catalogKeys } from './query-keys';

export const FEATURED_LIMIT = 8;

/** GET /shop/products/get?featured=true for the home page's featured grid. */
export function featuredProductsQuery() {
  return queryOptions({
    queryKey: catalogKeys.featured(),
    queryFn: ({ signal }) => call('listProducts', { query: { featured: 'true', limit: FEATURED_LIMIT }, signal }).then((r) => r.data),
  });
}

export function useFeaturedProducts() {
  return useQuery(featuredProductsQuery());
}
