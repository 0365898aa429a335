import { inArray, isNotNull, or, type SQL } from 'drizzle-orm';
import { sizeParcelFields, type ParsedProductVariantInput, type SizeParcel } from '@aurelle/contract';
import type { DbOrTx } from '../../../db/client.ts';
import { productVariants } from '../../../db/schema/index.ts';

export const NO_PARCEL: SizeParcel = { shippingWeightGrams: null, boxLengthCm: null, boxBreadthCm: null, boxHeightCm: null };

const hasOwnParcel: SQL = or(
  isNotNull(productVariants.shippingWeightGrams),
  isNotNull(productVariants.boxLengthCm),
  isNotNull(productVariants.boxBreadthCm),
  isNotNull(productVariants.boxHeightCm),
) as SQL;

/**
 * The sizes' own parcels by size id, of some products or of the whole catalog; a size missing from the map follows
 * the shop's defaults. Read from the sizes themselves: the product row's projection is the shopper's and has none.
 */
export async function readSizeParcels(db: DbOrTx, productIds?: readonly string[]): Promise<Map<string, SizeParcel>> {
  if (productIds?.length === 0) return new Map();
  const rows = await db
    .select({
      id: productVariants.id,
      shippingWeightGrams: productVariants.shippingWeightGrams,
      boxLengthCm: productVariants.boxLengthCm,
      boxBreadthCm: productVariants.boxBreadthCm,
      boxHeightCm: productVariants.boxHeightCm,
    })
    .from(productVariants)
    .where(productIds ? inArray(productVariants.productId, [...productIds]) : hasOwnParcel);
  return new Map(rows.map(({ id, ...parcel }) => [id, parcel]));
}

/** The parcel values a save writes: those the request sent (null clears one); those it left out stay as stored. */
export function parcelValuesOf(variant: ParsedProductVariantInput): Partial<SizeParcel> {
  return Object.fromEntries(sizeParcelFields.flatMap((field) => (variant[field] === undefined ? [] : [[field, variant[field]]])));
}
