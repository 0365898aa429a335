import { gstRateToBasisPoints, type ParsedProductInput } from '@aurelle/contract';
import type { products } from '../../db/schema/index.ts';

/**
 * Row values from a validated admin form. Custom category/brand texts are kept only when 'custom'
 * is chosen, so search and filters never see a stale custom value; isCarProduct follows gender. Prices and stock
 * live on the sizes (saveProductVariants).
 */
export function productValues(
  input: ParsedProductInput,
): Omit<typeof products.$inferInsert, 'id' | 'createdAt' | 'pricePaise' | 'salePricePaise' | 'totalStock' | 'variants'> {
  // The perfume's own fields: a field left out keeps what the product has (the spec's form sends none of them).
  const perfume = {
    ...(input.concentration === undefined ? {} : { concentration: input.concentration }),
    ...(input.notes === undefined ? {} : { topNotes: input.notes.top, heartNotes: input.notes.heart, baseNotes: input.notes.base }),
    ...(input.accords === undefined ? {} : { accords: input.accords }),
    ...(input.longevity === undefined ? {} : { longevity: input.longevity }),
    ...(input.sillage === undefined ? {} : { sillage: input.sillage }),
    ...(input.seasons === undefined ? {} : { seasons: input.seasons }),
    ...(input.timesOfDay === undefined ? {} : { timesOfDay: input.timesOfDay }),
    ...(input.launchYear === undefined ? {} : { launchYear: input.launchYear }),
    ...(input.perfumer === undefined ? {} : { perfumer: input.perfumer }),
    ...(input.countryOfOrigin === undefined ? {} : { countryOfOrigin: input.countryOfOrigin }),
  };
  // GST classification: likewise kept when left out; a new product gets its defaults in addProduct.
  const tax = {
    ...(input.hsnCode === undefined ? {} : { hsnCode: input.hsnCode }),
    ...(input.gstRate === undefined ? {} : { gstRateBasisPoints: gstRateToBasisPoints(input.gstRate) }),
  };
  return {
    ...perfume,
    ...tax,
    image: input.image,
    title: input.title,
    description: input.description,
    category: input.category,
    customCategory: input.category === 'custom' ? (input.customCategory ?? null) : null,
    brand: input.brand,
    customBrand: input.brand === 'custom' ? (input.customBrand ?? null) : null,
    gender: input.gender,
    fragranceType: input.fragranceType,
    isCarProduct: input.gender === 'car',
    isFeatured: input.isFeatured,
  };
}
