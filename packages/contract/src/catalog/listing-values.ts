import { concentrationValues } from './perfume-values.ts';
import { categoryValues, fragranceTypeValues } from './product-values.ts';

/** The listing's sort options and filter groups as plain values (no schema: pages need them at first load). */
export const sortByValues = ['price-lowtohigh', 'price-hightolow', 'title-atoz', 'title-ztoa'] as const;
export type SortBy = (typeof sortByValues)[number];
export const sortByLabels: Record<SortBy, string> = {
  'price-lowtohigh': 'Price: Low to High',
  'price-hightolow': 'Price: High to Low',
  'title-atoz': 'Title: A to Z',
  'title-ztoa': 'Title: Z to A',
};

/** Shopper filter groups: gender, category and car, plus the fragrance family (docs/decisions/057-readings-of-the-spec.md). */
export const filterGroups = {
  gender: ['male', 'female'],
  category: categoryValues,
  car: ['true'],
  fragranceType: fragranceTypeValues,
} as const;
export type FilterGroup = keyof typeof filterGroups;
export const filterGroupLabels: Record<FilterGroup, string> = {
  gender: 'Gender',
  category: 'Category',
  car: 'Car Fragrances',
  fragranceType: 'Fragrance family',
};

/** Price bands of the listing's price filter: a scent is in a band when one of its sizes costs that much. */
export const priceBandValues = ['under-2000', '2000-5000', '5000-10000', '10000-plus'] as const;
export type PriceBand = (typeof priceBandValues)[number];
export const priceBandLabels: Record<PriceBand, string> = {
  'under-2000': 'Under ₹2,000',
  '2000-5000': '₹2,000 – ₹5,000',
  '5000-10000': '₹5,000 – ₹10,000',
  '10000-plus': 'Over ₹10,000',
};
/** Each band's unit prices in paise, lower bound included, upper bound excluded (null: none). */
export const priceBandPaise: Record<PriceBand, [number, number | null]> = {
  'under-2000': [0, 200_000],
  '2000-5000': [200_000, 500_000],
  '5000-10000': [500_000, 1_000_000],
  '10000-plus': [1_000_000, null],
};

/** The sizes the size filter offers, in ml: samples, travel sizes, bottles. */
export const sizeFilterValues = ['2', '3', '5', '6', '10', '12', '30', '50', '75', '100', '125', '150', '200'] as const;

/**
 * Perfume filter groups. Unlike the groups above, a product may have several values in one of them (notes,
 * sizes, price bands), so each group is counted by its own query. Notes take any name of the vocabulary.
 */
export const perfumeFilterGroups = {
  notes: [] as readonly string[],
  concentration: concentrationValues,
  size: sizeFilterValues,
  price: priceBandValues,
} as const;
export type PerfumeFilterGroup = keyof typeof perfumeFilterGroups;
export type ListingFilterGroup = FilterGroup | PerfumeFilterGroup;
export const listingFilterGroupLabels: Record<ListingFilterGroup, string> = {
  ...filterGroupLabels,
  notes: 'Notes',
  concentration: 'Concentration',
  size: 'Size',
  price: 'Price',
};
/** At most this many notes in one listing query. */
export const MAX_NOTE_FILTERS = 10;
