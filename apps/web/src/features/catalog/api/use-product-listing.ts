import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { LISTING_DEFAULT_LIMIT, type SortBy } from '@aurelle/contract';
import { call } from '@/lib/api-client';
import { normalizeFilters, toApiQuery, type ListingFilters } from '../lib/listing-filters';
import { catalogKeys } from './query-keys';

/** GET /shop/products/get, page by page (more load as the shopper scrolls: docs/decisions/021-catalog-listing-and-search.md). */
export function productListingQuery(filters: ListingFilters, sortBy: SortBy) {
  const normalized = normalizeFilters(filters);
  return infiniteQueryOptions({
    queryKey: catalogKeys.listing(normalized, sortBy),
    queryFn: ({ pageParam, signal }) =>
      call('listProducts', {
        query: { ...toApiQuery(normalized), sortBy, page: pageParam, limit: LISTING_DEFAULT_LIMIT },
        signal,
      }),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.page < last.totalPages ? last.page + 1 : undefined),
  });
}

export function useProductListing(filters: ListingFilters, sortBy: SortBy, options: { enabled?: boolean } = {}) {
  return useInfiniteQuery({
    ...productListingQuery(filters, sortBy),
    // Keeps the grid and the counts on screen while a new filter loads, so nothing jumps.
    placeholderData: keepPreviousData,
    enabled: options.enabled ?? true,
  });
}
