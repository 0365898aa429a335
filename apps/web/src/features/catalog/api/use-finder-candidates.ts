import { useQuery } from '@tanstack/react-query';
import { LISTING_MAX_LIMIT } from '@aurelle/contract';
import { call } from '@/lib/api-client';
import { normalizeFilters, toApiQuery, type ListingFilters } from '../lib/listing-filters';

/** The scent finder's candidates: one large page of the listing for the wearer and budget, ranked in the browser. */
export function useFinderCandidates(filters: ListingFilters | null) {
  const normalized = normalizeFilters(filters ?? {});
  return useQuery({
    queryKey: ['catalog', 'finder', normalized],
    queryFn: ({ signal }) =>
      call('listProducts', { query: { ...toApiQuery(normalized), page: 1, limit: LISTING_MAX_LIMIT }, signal }).then((r) => r.data),
    enabled: filters !== null,
  });
}
