import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '@/lib/api-client';

/** Counts per filter option over the whole catalog (one product row, the facets are what we want). */
export function catalogFacetsQuery() {
  return queryOptions({
    queryKey: ['catalog', 'products', 'facets'],
    queryFn: ({ signal }) => call('listProducts', { query: { limit: 1 }, signal }).then((r) => r.facets),
  });
}

export function useCatalogFacets() {
  return useQuery(catalogFacetsQuery());
}
