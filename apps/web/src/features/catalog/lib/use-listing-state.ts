import { useEffect, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { DEFAULT_LISTING_SORT, type FilterGroup, type SortBy } from '@aurelle/contract';
import {
  countActiveFilters,
  hasFilterParams,
  listingSearch,
  normalizeFilters,
  parseFilterParams,
  parseSortParam,
  readStoredFilters,
  readStoredSort,
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
  // A bare URL with something remembered: restore it before the first request goes out.
  const [isRestoring, setIsRestoring] = useState(
    () => !hasFilterParams(params) && !params.has('sortBy') && (countActiveFilters(readStoredFilters()) > 0 || readStoredSort() !== null),
  );

  useEffect(() => {
    if (!isRestoring) return;
    navigate({ search: listingSearch(readStoredFilters(), readStoredSort() ?? DEFAULT_LISTING_SORT) }, { replace: true });
    setIsRestoring(false);
    // Runs once, on arrival.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const filters = parseFilterParams(params);
  const sortBy = parseSortParam(params.get('sortBy')) ?? DEFAULT_LISTING_SORT;
  const stateKey = `${listingSearch(filters, sortBy)}|${sortBy}`;

  useEffect(() => {
    if (!isRestoring) storeListingState(filters, sortBy);
    // stateKey captures filters and sort.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [stateKey, isRestoring]);

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
