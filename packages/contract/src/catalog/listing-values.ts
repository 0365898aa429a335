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
