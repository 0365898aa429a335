/**
 * The catalog's fixed vocabularies as plain values, with no schema: pages import these at first load, and the schemas
 * built from them (`product.ts`) are loaded only when a call or a form needs them (decision 067).
 */
export const genderValues = ['male', 'female', 'car'] as const;
export type Gender = (typeof genderValues)[number];
export const genderLabels: Record<Gender, string> = { male: 'For Him', female: 'For Her', car: 'For Car' };

export const fragranceTypeValues = ['spicy', 'aromatic', 'citrus', 'woody', 'oud', 'oriental', 'floral', 'warm', 'green'] as const;
export type FragranceType = (typeof fragranceTypeValues)[number];

export const categoryValues = ['luxury', 'niche', 'designer', 'celebrity', 'natural'] as const;
export type Category = (typeof categoryValues)[number];
