import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { ORDER_SEARCH_DEBOUNCE_MS } from '@aurelle/contract';
import { useDebouncedValue } from '@/lib/use-debounced-value';

/**
 * A back-office list whose filters, search and page live in the URL (shareable, kept by the back button): `update`
 * writes some of the URL's values (an empty one is removed) and, for any change but the page's, starts again at page
 * 1 and calls `onFiltersChange`; the search box's text is written to `q` once the admin pauses typing.
 */
export function useUrlFilters(options: { onFiltersChange?: () => void } = {}) {
  const [params, setParams] = useSearchParams();
  const urlSearch = params.get('q') ?? '';
  const [searchInput, setSearchInput] = useState(urlSearch);
  const search = useDebouncedValue(searchInput.trim(), ORDER_SEARCH_DEBOUNCE_MS);
  const onFiltersChange = useRef(options.onFiltersChange);
  onFiltersChange.current = options.onFiltersChange;

  const update = (changes: Record<string, string | undefined>) => {
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        for (const [name, value] of Object.entries(changes)) {
          if (value) next.set(name, value);
          else next.delete(name);
        }
        if (!('page' in changes)) next.delete('page');
        return next;
      },
      { replace: true },
    );
    if (!('page' in changes)) onFiltersChange.current?.();
  };

  useEffect(() => {
    if (search !== urlSearch) update({ q: search || undefined });
    // Only the debounced search writes the URL; the URL's own changes must not loop back.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [search]);

  return {
    params,
    setParams,
    update,
    /** The search box's text as typed. */
    searchInput,
    setSearchInput,
    /** The search the URL holds (what the list shows). */
    urlSearch,
    /** True while typed text has not reached the URL yet: a page number then belongs to the old search. */
    isSearchPending: search !== urlSearch,
  };
}
