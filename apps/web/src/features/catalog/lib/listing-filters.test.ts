import { describe, expect, it } from 'vitest';
import {
  countActiveFilters,
  FILTERS_STORAGE_KEY,
  hasFilterParams,
  listingSearch,
  parseFilterParams,
  parseSortParam,
  readStoredFilters,
  readStoredSort,
  SORT_STORAGE_KEY,
  storeListingState,
  toggleFilterValue,
} from './listing-filters';

function memoryStorage() {
  const map = new Map<string, string>();
  return { getItem: (key: string) => map.get(key) ?? null, setItem: (key: string, value: string) => void map.set(key, value), map };
}

describe('listing filters', () => {
  it('reads comma lists from the query string, dropping unknown values and "all"', () => {
    const params = new URLSearchParams('gender=female,male,robot&category=all&car=true&fragranceType=oud,%20floral');
    expect(parseFilterParams(params)).toEqual({ gender: ['male', 'female'], car: ['true'], fragranceType: ['oud', 'floral'] });
    expect(hasFilterParams(params)).toBe(true);
    expect(hasFilterParams(new URLSearchParams('sortBy=title-atoz'))).toBe(false);
  });

  it('writes a stable, readable query string and leaves the default sort out', () => {
    expect(listingSearch({ fragranceType: ['woody', 'citrus'], gender: ['female'] })).toBe('?gender=female&fragranceType=citrus,woody');
    expect(listingSearch({}, 'title-ztoa')).toBe('?sortBy=title-ztoa');
    expect(listingSearch({}, 'price-lowtohigh')).toBe('');
  });

  it('toggles a value on and off and counts active filters', () => {
    const once = toggleFilterValue({}, 'category', 'niche');
    expect(once).toEqual({ category: ['niche'] });
    const twice = toggleFilterValue(once, 'gender', 'male');
    expect(countActiveFilters(twice)).toBe(2);
    expect(toggleFilterValue(twice, 'category', 'niche')).toEqual({ gender: ['male'] });
  });

  it('accepts only the four sort options', () => {
    expect(parseSortParam('price-hightolow')).toBe('price-hightolow');
    expect(parseSortParam('cheapest')).toBeNull();
    expect(parseSortParam(null)).toBeNull();
  });

  it('keeps the filters map and the sort in session storage, and survives tampering', () => {
    const storage = memoryStorage();
    storeListingState({ gender: ['female'], car: ['true'] }, 'title-atoz', storage);
    expect(JSON.parse(storage.map.get(FILTERS_STORAGE_KEY) ?? '')).toEqual({ gender: ['female'], car: ['true'] });
    expect(readStoredFilters(storage)).toEqual({ gender: ['female'], car: ['true'] });
    expect(readStoredSort(storage)).toBe('title-atoz');

    storage.setItem(FILTERS_STORAGE_KEY, '{"gender":"male","category":["luxury",5,"fake"]}');
    storage.setItem(SORT_STORAGE_KEY, 'random');
    expect(readStoredFilters(storage)).toEqual({ category: ['luxury'] });
    expect(readStoredSort(storage)).toBeNull();
    storage.setItem(FILTERS_STORAGE_KEY, 'not json');
    expect(readStoredFilters(storage)).toEqual({});
  });
});

describe('the perfume filters', () => {
  it('reads notes, concentration, size and price from the address bar, spelt and ordered one way', () => {
    const params = new URLSearchParams('notes=rose,pink%20pepper,Rose,R0se&concentration=edp,bogus&size=50,7&price=under-2000');
    expect(parseFilterParams(params)).toEqual({
      notes: ['Pink Pepper', 'Rose'],
      concentration: ['edp'],
      size: ['50'],
      price: ['under-2000'],
    });
    expect(listingSearch({ notes: ['Saffron'], price: ['2000-5000'] })).toBe('?notes=Saffron&price=2000-5000');
  });
});
