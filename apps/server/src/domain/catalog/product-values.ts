import type { ParsedProductInput } from '@aurelle/contract';
import type { products } from '../../db/schema/index.ts';

/**
 * Row values from a validated admin form. Custom category/brand texts are kept only when 'custom'
 * is chosen, so search and filters never see a stale custom value; isCarProduct follows gender. Prices and stock
 * live on the sizes (saveProductVariants).
 */
export function productValues(
  input: ParsedProductInput,
): Omit<typeof products.$inferInsert, 'id' | 'createdAt' | 'pricePaise' | 'salePricePaise' | 'totalStock' | 'variants'> {
  return {
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
