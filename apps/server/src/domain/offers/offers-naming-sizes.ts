import { arrayOverlaps, inArray, or } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { offers } from '../../db/schema/index.ts';

/**
 * The offers that name any of these sizes (as the size that qualifies, the free size or a sample), with the size each
 * names first. A size an offer names is not deleted: the offer would give, or wait for, a size that no longer exists.
 */
export async function offersNamingSizes(
  db: DbOrTx,
  variantIds: readonly string[],
): Promise<Array<{ offerName: string; variantId: string }>> {
  if (variantIds.length === 0) return [];
  const ids = [...variantIds];
  const rows = await db
    .select({
      name: offers.name,
      qualifyingVariantId: offers.qualifyingVariantId,
      freeVariantId: offers.freeVariantId,
      sampleVariantIds: offers.sampleVariantIds,
    })
    .from(offers)
    .where(or(inArray(offers.qualifyingVariantId, ids), inArray(offers.freeVariantId, ids), arrayOverlaps(offers.sampleVariantIds, ids)));
  const wanted = new Set(ids);
  return rows.flatMap((row) => {
    const named = [row.qualifyingVariantId, row.freeVariantId, ...row.sampleVariantIds].find((id) => id !== null && wanted.has(id));
    return named ? [{ offerName: row.name, variantId: named }] : [];
  });
}

/** The refusal when a size to delete is named by an offer. */
export function sizeNamedByOfferMessage(sizeLabel: string, offerName: string): string {
  return `${sizeLabel} is part of the offer “${offerName}”; choose another size in the offer first`;
}

/** The refusal when a product to delete has a size an offer names. */
export function productInOfferMessage(offerName: string): string {
  return `This product is part of the offer “${offerName}”; choose another size in the offer first`;
}
