import { paiseToRupees, type Product } from '@aurelle/contract';
import type { products } from '../../db/schema/index.ts';

export type ProductRow = typeof products.$inferSelect;
/** The columns a presented product needs (the search document stays in the database). */
export type PresentableProduct = Omit<ProductRow, 'searchDocument' | 'effectivePricePaise'>;

/** The product as the API shows it: rupees, `_id` and `id`, isCarProduct from gender 'car'. */
export function presentProduct(row: PresentableProduct): Product {
  return {
    _id: row.id,
    id: row.id,
    image: row.image,
    title: row.title,
    description: row.description,
    category: row.category,
    customCategory: row.customCategory,
    brand: row.brand,
    customBrand: row.customBrand,
    price: paiseToRupees(row.pricePaise),
    salePrice: paiseToRupees(row.salePricePaise),
    totalStock: row.totalStock,
    // A real column: round away float noise (4.329999 → 4.33).
    averageReview: Math.round(row.averageReview * 100) / 100,
    reviewCount: row.reviewCount,
    gender: row.gender,
    // Only ever written through productInputSchema, so the text column holds a known family.
    fragranceType: row.fragranceType as Product['fragranceType'],
    isCarProduct: row.gender === 'car',
    isFeatured: row.isFeatured,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
