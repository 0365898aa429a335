import { and, asc, eq, gt, inArray, lte } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { offers, products, productVariants } from '../../db/schema/index.ts';
import { isArchived } from '../catalog/archive/in-shop.ts';
import { offeredVariantIds, type OfferTerms } from './offer-rules.ts';

/** The offers running at this instant (not paused, within their window), oldest first. */
export async function readLiveOffers(db: DbOrTx, now: Date): Promise<OfferTerms[]> {
  return db
    .select({
      id: offers.id,
      name: offers.name,
      kind: offers.kind,
      startsAt: offers.startsAt,
      endsAt: offers.endsAt,
      isPaused: offers.isPaused,
      thresholdPaise: offers.thresholdPaise,
      amountPaise: offers.amountPaise,
      qualifyingSizeMl: offers.qualifyingSizeMl,
      qualifyingVariantId: offers.qualifyingVariantId,
      freeVariantId: offers.freeVariantId,
      sampleVariantIds: offers.sampleVariantIds,
    })
    .from(offers)
    .where(and(eq(offers.isPaused, false), lte(offers.startsAt, now), gt(offers.endsAt, now)))
    .orderBy(asc(offers.startsAt), asc(offers.id));
}

/** The sizes offers give, with what checkout needs to price, show, reserve and invoice them. */
export async function readOfferSizes(db: DbOrTx, variantIds: readonly string[]) {
  if (variantIds.length === 0) return [];
  return db
    .select({
      variantId: productVariants.id,
      productId: productVariants.productId,
      title: products.title,
      productImage: products.image,
      variantImage: productVariants.image,
      sizeMl: productVariants.sizeMl,
      kind: productVariants.kind,
      name: productVariants.name,
      sku: productVariants.sku,
      pricePaise: productVariants.pricePaise,
      stock: productVariants.stock,
      isHidden: productVariants.isHidden,
      isArchived,
      hsnCode: products.hsnCode,
      gstRateBasisPoints: products.gstRateBasisPoints,
    })
    .from(productVariants)
    .innerJoin(products, eq(products.id, productVariants.productId))
    .where(inArray(productVariants.id, [...variantIds]))
    .orderBy(asc(products.title), asc(productVariants.sizeMl));
}
export type OfferSizeRow = Awaited<ReturnType<typeof readOfferSizes>>[number];

/** The products whose sizes the running offers may give: placing an order locks them with the cart's. */
export async function offeredProductIds(db: DbOrTx, now: Date): Promise<string[]> {
  const variantIds = offeredVariantIds(await readLiveOffers(db, now));
  if (variantIds.length === 0) return [];
  const rows = await db
    .selectDistinct({ productId: productVariants.productId })
    .from(productVariants)
    .where(inArray(productVariants.id, variantIds));
  return rows.map((row) => row.productId);
}
