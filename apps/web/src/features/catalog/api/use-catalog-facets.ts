import { useQuery } from '@tanstack/react-query';
import type { ListProductsResponse } from '@aurelle/contract';
import { api } from '@/lib/api-client';

/** Counts per filter option over the whole catalog (one product row, the facets are what we want). */
export function useCatalogFacets() {
  return useQuery({
    queryKey: ['catalog', 'products', 'facets'],
    queryFn: ({ signal }) => api.get<ListProductsResponse>('/shop/products/get', { limit: 1 }, signal).then((r) => r.facets),
  });
}
