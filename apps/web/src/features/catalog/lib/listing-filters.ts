import {
  DEFAULT_LISTING_SORT,
  filterGroups,
  MAX_NOTE_FILTERS,
  normaliseNoteName,
  perfumeFilterGroups,
  sortByValues,
  type FilterGroup,
  type ListingFilterGroup,
  type SortBy,
} from '@aurelle/contract';
import { listingQueryString, paths, type ListingQuery } from '@/lib/paths';

/** The shopper's chosen filters: a map of group to chosen option ids. */
export type ListingFilters = Partial<Record<ListingFilterGroup, string[]>>;

export const filterGroupOrder: readonly ListingFilterGroup[] = [
  'gender',
  'category',
  'car',
  'fragranceType',
  'notes',
  'concentration',
  'size',
  'price',
];

/** Session-storage keys: the spec keeps the filters map there; the sort rides along. */
export const FILTERS_STORAGE_KEY = 'filters';
export const SORT_STORAGE_KEY = 'sortBy';

function allowedValues(group: Exclude<ListingFilterGroup, 'notes'>): readonly string[] {
  return group in filterGroups
    ? filterGroups[group as FilterGroup]
    : perfumeFilterGroups[group as Exclude<ListingFilterGroup, FilterGroup>];
}

function cleanValues(group: ListingFilterGroup, values: readonly unknown[]): string[] {
  if (group === 'notes') {
    // Any note of the vocabulary, spelt as it spells notes, A to Z, so equal choices share one URL.
    const names = values.filter((value): value is string => typeof value === 'string' && /^\p{L}[\p{L}' -]{1,39}$/u.test(value.trim()));
    return [...new Set(names.map(normaliseNoteName))].sort().slice(0, MAX_NOTE_FILTERS);
  }
  const allowed = allowedValues(group);
  const kept = values.filter((value): value is string => typeof value === 'string' && allowed.includes(value));
  // Stable order (the option order) so equal selections share one cache entry and one URL.
  return allowed.filter((value) => kept.includes(value));
}

/** Drops unknown groups, unknown values and empty groups. */
export function normalizeFilters(filters: ListingFilters): ListingFilters {
  const result: ListingFilters = {};
  for (const group of filterGroupOrder) {
    const values = cleanValues(group, filters[group] ?? []);
    if (values.length > 0) result[group] = values;
  }
  return result;
}

/** Whether the query string says anything about filters (even `category=all`, which means "none"). */
export function hasFilterParams(params: URLSearchParams): boolean {
  return filterGroupOrder.some((group) => params.has(group));
}

/** Filters from the query string (`gender=male,female&car=true`); `all` and unknown values are ignored. */
export function parseFilterParams(params: URLSearchParams): ListingFilters {
  const result: ListingFilters = {};
  for (const group of filterGroupOrder) {
    const raw = params.get(group);
    if (!raw) continue;
    result[group] = raw.split(',').map((part) => part.trim());
  }
  return normalizeFilters(result);
}

export function parseSortParam(raw: string | null): SortBy | null {
  return raw !== null && (sortByValues as readonly string[]).includes(raw) ? (raw as SortBy) : null;
}

/** The query of a listing URL; the default sort is left out to keep links short. */
export function listingQuery(filters: ListingFilters, sortBy: SortBy = DEFAULT_LISTING_SORT): ListingQuery {
  // Typed by the contract's filter groups: a group the listing URL cannot carry fails to compile here.
  const filterQuery: Pick<ListingQuery, ListingFilterGroup> = normalizeFilters(filters);
  return { ...filterQuery, sortBy: sortBy === DEFAULT_LISTING_SORT ? undefined : sortBy };
}

/** Query string for a listing URL (`?gender=male,female&sortBy=…`, or ''). */
export function listingSearch(filters: ListingFilters, sortBy: SortBy = DEFAULT_LISTING_SORT): string {
  return listingQueryString(listingQuery(filters, sortBy));
}

export function countActiveFilters(filters: ListingFilters): number {
  return filterGroupOrder.reduce((sum, group) => sum + (filters[group]?.length ?? 0), 0);
}

export function toggleFilterValue(filters: ListingFilters, group: ListingFilterGroup, value: string): ListingFilters {
  const current = filters[group] ?? [];
  const next = current.includes(value) ? current.filter((v) => v !== value) : [...current, value];
  return normalizeFilters({ ...filters, [group]: next });
}

/** The listing request's query: only chosen groups, each comma-joined (`category=luxury,niche`) as the API reads it. */
export function toApiQuery(filters: ListingFilters): Partial<Record<ListingFilterGroup, string>> {
  const query: Partial<Record<ListingFilterGroup, string>> = {};
  for (const [group, values] of Object.entries(normalizeFilters(filters)) as Array<[ListingFilterGroup, string[]]>) {
    query[group] = values.join(',');
  }
  return query;
}

type ReadableStorage = Pick<Storage, 'getItem'>;
type WritableStorage = Pick<Storage, 'setItem'>;

function sessionStore(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage;
  } catch {
    // Storage can be disabled (privacy mode); the listing then simply forgets between visits.
    return null;
  }
}

export function readStoredFilters(storage: ReadableStorage | null = sessionStore()): ListingFilters {
  const raw = storage?.getItem(FILTERS_STORAGE_KEY);
  if (!raw) return {};
  try {
    const parsed: unknown = JSON.parse(raw);
    if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return {};
    const candidate: ListingFilters = {};
    for (const group of filterGroupOrder) {
      const values: unknown = (parsed as Record<string, unknown>)[group];
      if (Array.isArray(values)) candidate[group] = values.filter((v): v is string => typeof v === 'string');
    }
    return normalizeFilters(candidate);
  } catch {
    return {};
  }
}

export function readStoredSort(storage: ReadableStorage | null = sessionStore()): SortBy | null {
  return parseSortParam(storage?.getItem(SORT_STORAGE_KEY) ?? null);
}

/** The query string of what the session remembers (`?gender=female…`), or null when it remembers nothing. */
export function readRememberedSearch(storage: ReadableStorage | null = sessionStore()): string | null {
  const filters = readStoredFilters(storage);
  const sortBy = readStoredSort(storage);
  if (countActiveFilters(filters) === 0 && sortBy === null) return null;
  return listingSearch(filters, sortBy ?? DEFAULT_LISTING_SORT);
}

export function storeListingState(filters: ListingFilters, sortBy: SortBy, storage: WritableStorage | null = sessionStore()): void {
  try {
    storage?.setItem(FILTERS_STORAGE_KEY, JSON.stringify(normalizeFilters(filters)));
    storage?.setItem(SORT_STORAGE_KEY, sortBy);
  } catch {
    // Quota or privacy errors only cost the shopper the remembered filters.
  }
}

/** A shortcut from the home page: remember one filter and return the listing URL for it. */
export function listingUrlFor(filters: ListingFilters): string {
  storeListingState(filters, readStoredSort() ?? DEFAULT_LISTING_SORT);
  return paths.shop.listing(listingQuery(filters, readStoredSort() ?? DEFAULT_LISTING_SORT));
}
