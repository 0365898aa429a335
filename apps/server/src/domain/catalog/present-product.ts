import {
  basisPointsToGstRate,
  isSaleOn,
  paiseToRupees,
  type AdminProduct,
  type Product,
  type ProductVariant,
  type SizeParcel,
} from '@aurelle/contract';
import type { DbOrTx } from '../../db/client.ts';
import type { products, StoredVariant } from '../../db/schema/index.ts';
import { NO_PARCEL, readSizeParcels } from './variants/size-parcels.ts';

export type ProductRow = typeof products.$inferSelect;
/** The columns a presented product needs (the search document stays in the database). */
export type PresentableProduct = Omit<ProductRow, 'searchDocument' | 'effectivePricePaise' | 'noteWords'>;

/** A stored instant (the projection's text, in the database session's format) as the API's ISO text. */
const isoOrNull = (value: string | null | undefined) => (value ? new Date(value).toISOString() : null);

/** A size as the admin sees it: its sale price and window as set. */
function presentStoredVariant(variant: StoredVariant): ProductVariant {
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
    saleStartsAt: isoOrNull(variant.saleStartsAt),
    saleEndsAt: isoOrNull(variant.saleEndsAt),
  };
}

/**
 * A size as shoppers see it at `now` (decision 081): the sale price and its window only while that sale is on; before
 * it starts and after it ends the size shows no sale at all.
 */
export function presentVariant(variant: StoredVariant, now: Date): ProductVariant {
  const stored = presentStoredVariant(variant);
  if (isSaleOn(variant.salePricePaise, variant, now)) return stored;
  return { ...stored, salePrice: 0, saleStartsAt: null, saleEndsAt: null };
}

/**
 * The product as shoppers see it at `now` (by default the moment of the call): rupees, `_id` and `id`, isCarProduct from
 * gender 'car', the shown sizes only, each with the sale in force then (decision 081); `price` and `salePrice` are the
 * default size's.
 */
export function presentProduct(row: PresentableProduct, options: { now?: Date } = {}): Product {
  const now = options.now ?? new Date();
  const variants = row.variants.filter((variant) => !variant.isHidden).map((variant) => presentVariant(variant, now));
  return presentWith(row, variants, variants[0]?.salePrice);
}

function presentWith(row: PresentableProduct, variants: ProductVariant[], defaultSalePrice: number | undefined): Product {
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
    salePrice: defaultSalePrice ?? paiseToRupees(row.salePricePaise),
    totalStock: row.totalStock,
    // A real column: round away float noise (4.329999 → 4.33).
    averageReview: Math.round(row.averageReview * 100) / 100,
    reviewCount: row.reviewCount,
    gender: row.gender,
    // Only ever written through productInputSchema, so the text column holds a known family.
    fragranceType: row.fragranceType as Product['fragranceType'],
    isCarProduct: row.gender === 'car',
    isFeatured: row.isFeatured,
    variants,
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

/**
 * The product as the admin sees it: every size with its sale price and window as set (the product's sale price is the
 * default size's as set) and its own parcel (`parcels` by size id, see readSizeParcels), and its GST classification
 * with the rate in percent.
 */
export function presentAdminProduct(row: PresentableProduct, parcels: ReadonlyMap<string, SizeParcel>): AdminProduct {
  const variants = row.variants.map(presentStoredVariant);
  const defaultSize = variants.find((variant) => !variant.isHidden);
  return {
    ...presentWith(row, variants, defaultSize?.salePrice),
    variants: variants.map((variant) => ({ ...variant, ...(parcels.get(variant.id) ?? NO_PARCEL) })),
    hsnCode: row.hsnCode,
    gstRate: basisPointsToGstRate(row.gstRateBasisPoints),
    archivedAt: row.archivedAt ? row.archivedAt.toISOString() : null,
  };
}

/** Products as the admin sees them, their sizes' parcels read in one query. */
export async function presentAdminProducts(db: DbOrTx, rows: readonly PresentableProduct[]): Promise<AdminProduct[]> {
  // The whole grid reads only the sizes that have a parcel of their own; a few products read theirs.
  const parcels = await readSizeParcels(db, rows.length > 50 ? undefined : rows.map((row) => row.id));
  return rows.map((row) => presentAdminProduct(row, parcels));
}

export async function presentAdminProductOf(db: DbOrTx, row: PresentableProduct): Promise<AdminProduct> {
  return presentAdminProduct(row, await readSizeParcels(db, [row.id]));
}
