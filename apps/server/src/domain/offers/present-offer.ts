import { paiseToRupees, variantLabel, type Offer, type OfferState } from '@aurelle/contract';
import type { offers } from '../../db/schema/index.ts';
import type { OfferSizeRow } from './read-live-offers.ts';

export type StoredOffer = typeof offers.$inferSelect;

/** How the back office lists an offer now. */
export function offerState(offer: Pick<StoredOffer, 'isPaused' | 'startsAt' | 'endsAt'>, now: Date): OfferState {
  if (offer.isPaused) return 'paused';
  if (now.getTime() >= offer.endsAt.getTime()) return 'ended';
  if (now.getTime() < offer.startsAt.getTime()) return 'scheduled';
  return 'active';
}

/** An offer as the back office shows it: rupees, ISO instants, its sizes named, and its state now. */
export function presentOffer(row: StoredOffer, sizes: ReadonlyMap<string, OfferSizeRow>, now = new Date()): Offer {
  const rupees = (paise: number | null) => (paise === null ? null : paiseToRupees(paise));
  const named = [row.qualifyingVariantId, row.freeVariantId, ...row.sampleVariantIds].flatMap((id) => {
    const size = id ? sizes.get(id) : undefined;
    return size
      ? [
          {
            variantId: size.variantId,
            productId: size.productId,
            title: size.title,
            variantLabel: variantLabel(size),
            image: size.variantImage ?? size.productImage,
            price: paiseToRupees(size.pricePaise),
          },
        ]
      : [];
  });
  return {
    id: row.id,
    name: row.name,
    kind: row.kind,
    startsAt: row.startsAt.toISOString(),
    endsAt: row.endsAt.toISOString(),
    isPaused: row.isPaused,
    threshold: rupees(row.thresholdPaise),
    amount: rupees(row.amountPaise),
    qualifyingSizeMl: row.qualifyingSizeMl,
    qualifyingVariantId: row.qualifyingVariantId,
    freeVariantId: row.freeVariantId,
    sampleVariantIds: row.sampleVariantIds,
    sizes: named,
    state: offerState(row, now),
    createdAt: row.createdAt.toISOString(),
  };
}

/** The ids of the sizes an offer names. */
export function sizesNamedBy(row: Pick<StoredOffer, 'qualifyingVariantId' | 'freeVariantId' | 'sampleVariantIds'>): string[] {
  return [
    ...new Set([
      ...(row.qualifyingVariantId ? [row.qualifyingVariantId] : []),
      ...(row.freeVariantId ? [row.freeVariantId] : []),
      ...row.sampleVariantIds,
    ]),
  ];
}
