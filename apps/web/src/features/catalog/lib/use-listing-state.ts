import { useEffect, useState } from 'react';
import { useHydrated } from '@/lib/use-hydrated';
import { useNavigate, useSearchParams } from 'react-router';
import { DEFAULT_LISTING_SORT, type FilterGroup, type SortBy } from '@aurelle/contract';
import {
  countActiveFilters,
  hasFilterParams,
  listingSearch,
  normalizeFilters,
  parseFilterParams,
  parseSortParam,
  readRememberedSearch,
  storeListingState,
  toggleFilterValue,
  type ListingFilters,
} from './listing-filters';

/**
 * The listing's filters and sort. The query string is the source of truth (shareable, back
 * button); session storage remembers them for the next visit to a bare /shop/listing, as
 * the original shop kept its filters map there.
 */
export function useListingState() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  // Session storage exists only in the browser, after hydration: the server rendered the URL's listing, and the
  // first render here must be the same.
  const isHydrated = useHydrated();
  const [hasArrived, setHasArrived] = useState(false);
  // A bare URL with something remembered: restore it before the first request goes out.
  const rememberedSearch = isHydrated && !hasArrived && !hasFilterParams(params) && !params.has('sortBy') ? readRememberedSearch() : null;
  const isRestoring = rememberedSearch !== null;

  useEffect(() => {
    if (!isHydrated || hasArrived) return;
    if (rememberedSearch !== null) navigate({ search: rememberedSearch }, { replace: true });
    setHasArrived(true);
  }, [isHydrated, hasArrived, rememberedSearch, navigate]);

  const filters = parseFilterParams(params);
  const sortBy = parseSortParam(params.get('sortBy')) ?? DEFAULT_LISTING_SORT;
  const stateKey = `${listingSearch(filters, sortBy)}|${sortBy}`;

  useEffect(() => {
    // Not before arrival is settled: the remembered choice must be read before it is overwritten.
    if (hasArrived) storeListingState(filters, sortBy);
    // stateKey captures filters and sort.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [stateKey, hasArrived]);

  function update(nextFilters: ListingFilters, nextSort: SortBy) {
    const normalized = normalizeFilters(nextFilters);
    storeListingState(normalized, nextSort);
    // Commas stay readable in the address bar (URLSearchParams would write %2C).
    navigate({ search: listingSearch(normalized, nextSort) }, { preventScrollReset: true });
  }

  return {
    filters,
    sortBy,
    isRestoring,
    activeCount: countActiveFilters(filters),
    toggle: (group: FilterGroup, value: string) => update(toggleFilterValue(filters, group, value), sortBy),
    clear: () => update({}, sortBy),
    setSort: (next: SortBy) => update(filters, next),
  };
}
