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

/**
 * GST classification of a product. HSN 3303 is perfumes and toilet waters, taxed at 18%; the rate is a
 * percentage in the API and basis points in the database (0.25% → 25, 18% → 1800), so the slabs stay whole numbers.
 */
export const DEFAULT_HSN_CODE = '3303';
export const gstRateValues = [0, 0.25, 3, 5, 12, 18, 28] as const;
export type GstRate = (typeof gstRateValues)[number];
export const DEFAULT_GST_RATE: GstRate = 18;
export const HSN_CODE_MESSAGE = 'HSN code must be 4, 6 or 8 digits';
export const GST_RATE_MESSAGE = 'Choose a GST rate: 0, 0.25, 3, 5, 12, 18 or 28%';

export function gstRateToBasisPoints(rate: number): number {
  // Rounded: 0.25 * 100 is exact, but a rate parsed from text should never leave float noise in an integer column.
  return Math.round(rate * 100);
}

export function basisPointsToGstRate(basisPoints: number): number {
  return basisPoints / 100;
}
