import { basisPointsToGstRate, paiseToRupees, type AdminProduct, type Product, type ProductVariant } from '@aurelle/contract';
import type { products, StoredVariant } from '../../db/schema/index.ts';

export type ProductRow = typeof products.$inferSelect;
/** The columns a presented product needs (the search document stays in the database). */
export type PresentableProduct = Omit<ProductRow, 'searchDocument' | 'effectivePricePaise' | 'noteWords'>;

export function presentVariant(variant: StoredVariant): ProductVariant {
  return {
    id: variant.id,
    sizeMl: variant.sizeMl,
    kind: variant.kind,
    name: variant.name,
    sku: variant.sku,
    price: paiseToRupees(variant.pricePaise),
    salePrice: paiseToRupees(variant.salePricePaise),
    stock: variant.stock,
    image: variant.image,
    isHidden: variant.isHidden,
  };
}

/**
 * The product as the API shows it: rupees, `_id` and `id`, isCarProduct from gender 'car'. Shoppers see the shown
 * sizes only; the admin (`includeHidden`) sees hidden ones too.
 */
export function presentProduct(row: PresentableProduct, options: { includeHidden?: boolean } = {}): Product {
  const variants = options.includeHidden ? row.variants : row.variants.filter((variant) => !variant.isHidden);
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
    variants: variants.map(presentVariant),
    concentration: row.concentration,
    notes: { top: row.topNotes, heart: row.heartNotes, base: row.baseNotes },
    // Written only through the contract's enums (admin form, seed), so these text arrays hold known values.
    accords: row.accords as Product['accords'],
    longevity: row.longevity,
    sillage: row.sillage,
    seasons: row.seasons as Product['seasons'],
    timesOfDay: row.timesOfDay as Product['timesOfDay'],
    launchYear: row.launchYear,
    perfumer: row.perfumer,
    countryOfOrigin: row.countryOfOrigin,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** The product as the admin sees it: every size, and its GST classification with the rate in percent (issue 10). */
export function presentAdminProduct(row: PresentableProduct): AdminProduct {
  return {
    ...presentProduct(row, { includeHidden: true }),
    hsnCode: row.hsnCode,
    gstRate: basisPointsToGstRate(row.gstRateBasisPoints),
  };
}
