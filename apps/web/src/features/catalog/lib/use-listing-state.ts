import { useEffect, useRef, useState } from 'react';
import { isRenderingServerMarkup } from '@/lib/ssr/hydration';
import { useNavigate, useSearchParams } from 'react-router';
import { DEFAULT_LISTING_SORT, type ListingFilterGroup, type SortBy } from '@aurelle/contract';
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
  const isBare = !hasFilterParams(params) && !params.has('sortBy');
  // A bare URL with something remembered is restored. In a page rendered in the browser it is read at once, before the
  // first request goes out; in a page the server rendered, after hydration (session storage exists only in the
  // browser, and the first render here must be the server's).
  const [rememberedAtStart] = useState(() => (isBare && !isRenderingServerMarkup() ? readRememberedSearch() : null));
  const isRestoring = rememberedAtStart !== null && isBare;
  const hasArrived = useRef(false);

  useEffect(() => {
    if (hasArrived.current) return;
    hasArrived.current = true;
    const remembered = rememberedAtStart ?? (isBare ? readRememberedSearch() : null);
    if (remembered !== null) navigate({ search: remembered }, { replace: true });
    // Once, on arrival: later changes of the URL are the shopper's own.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const filters = parseFilterParams(params);
  const sortBy = parseSortParam(params.get('sortBy')) ?? DEFAULT_LISTING_SORT;
  const stateKey = `${listingSearch(filters, sortBy)}|${sortBy}`;

  useEffect(() => {
    // After the arrival effect above (effects run in order), which reads the remembered choice before this overwrites it.
    // While a remembered search is being restored, the bare URL's defaults are not worth remembering.
    if (!isRestoring) storeListingState(filters, sortBy);
    // stateKey captures filters and sort.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [stateKey]);

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
    toggle: (group: ListingFilterGroup, value: string) => update(toggleFilterValue(filters, group, value), sortBy),
    clear: () => update({}, sortBy),
    setSort: (next: SortBy) => update(filters, next),
  };
}
