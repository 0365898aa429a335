import type { OfferKind } from '@aurelle/contract';
import { shareOut } from '../tax/split-gst.ts';

/** An offer's terms as stored (amounts in paise). */
export interface OfferTerms {
  id: string;
  name: string;
  kind: OfferKind;
  startsAt: Date;
  endsAt: Date;
  isPaused: boolean;
  thresholdPaise: number | null;
  amountPaise: number | null;
  qualifyingSizeMl: number | null;
  qualifyingVariantId: string | null;
  freeVariantId: string | null;
  sampleVariantIds: readonly string[];
}

/** A paid cart line as the offers see it: what it is (to qualify for buy-get) and what is left of it after the code. */
export interface OfferCartLine {
  variantId: string;
  sizeMl: number;
  kind: string;
  quantity: number;
  /** Price × quantity at the checkout's instant. */
  grossPaise: number;
  /** The line's share of the code's or the first-order discount. */
  discountPaise: number;
}

/** A size an offer gives: units that can be given now (after what the paid lines take) and its list price. */
export interface OfferSizeStock {
  available: number;
  pricePaise: number;
}

export interface OfferContext {
  lines: readonly OfferCartLine[];
  /** The goods after the code's or the first-order discount: what every threshold is measured on. */
  goodsPaise: number;
  now: Date;
  offers: readonly OfferTerms[];
  /** The sizes the offers give (free sizes and samples), by size id; a size not here counts as sold out. */
  sizes: ReadonlyMap<string, OfferSizeStock>;
  /** The sample the shopper chose, when a "choose a free sample" offer may apply. */
  chosenSampleVariantId?: string | undefined;
}

export interface FreeItem {
  offerId: string;
  offerName: string;
  variantId: string;
  quantity: 1;
  /** The size's list price: the line's price and its whole discount. */
  pricePaise: number;
}

export interface OfferOutcome {
  /** The one spend-threshold discount that applies (the largest), or null. */
  discount: { offerId: string; offerName: string; amountPaise: number } | null;
  /** Each paid line's share of that discount, in the lines' order. */
  lineDiscounts: number[];
  /** Sizes given free (one unit each), buy-get first then the chosen sample. */
  freeItems: FreeItem[];
  freeGiftWrap: { offerId: string; offerName: string } | null;
  /** The "choose a free sample" offer that applies, its samples and the choice kept (null: none chosen). */
  sampleChoice: { offerId: string; offerName: string; sampleVariantIds: readonly string[]; chosenVariantId: string | null } | null;
  /** The chosen sample cannot be given: not one of the offer's, or sold out. Placing refuses the order then. */
  sampleRefusal: 'not-offered' | 'sold-out' | null;
  /** Free sizes of buy-get offers left out because none is left. */
  leftOut: Array<{ offerId: string; offerName: string; variantId: string }>;
  /** Spend offers running now whose threshold the goods have not reached: how much more, the nearest first. */
  hints: Array<{ offerId: string; offerName: string; kind: OfferKind; missingPaise: number }>;
}

/** Whether an offer runs at this instant: not paused, from its start (included) to its end (excluded). */
export function isOfferLive(offer: Pick<OfferTerms, 'isPaused' | 'startsAt' | 'endsAt'>, now: Date): boolean {
  return !offer.isPaused && offer.startsAt.getTime() <= now.getTime() && now.getTime() < offer.endsAt.getTime();
}

/** A line qualifies for a buy-get offer by its size (a chosen size, or any bottle of so many ml). */
export function qualifiesFor(offer: Pick<OfferTerms, 'qualifyingSizeMl' | 'qualifyingVariantId'>, line: OfferCartLine): boolean {
  if (line.quantity <= 0) return false;
  if (offer.qualifyingVariantId !== null) return line.variantId === offer.qualifyingVariantId;
  return offer.qualifyingSizeMl !== null && line.kind === 'bottle' && line.sizeMl === offer.qualifyingSizeMl;
}

/** Spend offers first by lower threshold, then by earlier start and id: a stable order for every choice below. */
function byThreshold(a: OfferTerms, b: OfferTerms): number {
  return (
    (a.thresholdPaise ?? 0) - (b.thresholdPaise ?? 0) ||
    a.startsAt.getTime() - b.startsAt.getTime() ||
    (a.id < b.id ? -1 : a.id > b.id ? 1 : 0)
  );
}

/**
 * What the automatic offers give a checkout (decision 106). Pure: the checkout's pricing calls it with the lines it
 * priced and the goods after the code's or the first-order discount, so the quote, the order and the invoice agree.
 *
 * - Every threshold is measured on the goods after that discount; free items never count toward one.
 * - At most one spend-threshold discount: the largest amount among those reached (on a tie, the lower threshold). It is
 *   shared out over the paid lines by what is left of each after the code.
 * - Free gift wrap: when any free-wrap offer's threshold is reached.
 * - Buy-get: each offer whose qualifying size is in the cart gives one unit of its free size, while stock lasts (else it
 *   is left out, with a notice).
 * - One free sample an order: the shopper's choice among the samples of a reached "choose a free sample" offer (the one
 *   listing the choice, else the lowest threshold). No choice, no sample; a sold-out or foreign choice is refused.
 * - Offers stack with a code or the first-order discount and with each other within these rules.
 */
export function applyOffers(context: OfferContext): OfferOutcome {
  const live = context.offers.filter((offer) => isOfferLive(offer, context.now));
  const goods = Math.max(0, context.goodsPaise);
  const reached = (offer: OfferTerms) => offer.thresholdPaise !== null && goods >= offer.thresholdPaise;
  // Units each size can still give, as the free items below take them.
  const left = new Map([...context.sizes].map(([variantId, size]) => [variantId, Math.max(0, size.available)]));
  const take = (variantId: string): boolean => {
    const units = left.get(variantId) ?? 0;
    if (units < 1) return false;
    left.set(variantId, units - 1);
    return true;
  };
  const priceOf = (variantId: string) => context.sizes.get(variantId)?.pricePaise ?? 0;

  const spends = live
    .filter((offer) => offer.kind === 'spend-discount' && reached(offer) && (offer.amountPaise ?? 0) > 0)
    .sort(byThreshold);
  const best = spends.reduce<OfferTerms | undefined>(
    (top, offer) => (!top || (offer.amountPaise ?? 0) > (top.amountPaise ?? 0) ? offer : top),
    undefined,
  );
  const remaining = context.lines.map((line) => Math.max(0, line.grossPaise - line.discountPaise));
  const amountPaise = best ? Math.min(best.amountPaise ?? 0, goods) : 0;
  const discount = best && amountPaise > 0 ? { offerId: best.id, offerName: best.name, amountPaise } : null;
  const lineDiscounts = discount ? shareOut(discount.amountPaise, remaining) : context.lines.map(() => 0);

  const wrap = live.filter((offer) => offer.kind === 'free-gift-wrap' && reached(offer)).sort(byThreshold)[0];

  const freeItems: FreeItem[] = [];
  const leftOut: OfferOutcome['leftOut'] = [];
  const buyGets = live
    .filter((offer) => offer.kind === 'buy-get' && offer.freeVariantId !== null && context.lines.some((line) => qualifiesFor(offer, line)))
    .sort(byThreshold);
  for (const offer of buyGets) {
    const variantId = offer.freeVariantId ?? '';
    if (take(variantId))
      freeItems.push({ offerId: offer.id, offerName: offer.name, variantId, quantity: 1, pricePaise: priceOf(variantId) });
    else leftOut.push({ offerId: offer.id, offerName: offer.name, variantId });
  }

  const sampleOffers = live
    .filter((offer) => offer.kind === 'free-sample' && reached(offer) && offer.sampleVariantIds.length > 0)
    .sort(byThreshold);
  const chosen = context.chosenSampleVariantId;
  const sampleOffer =
    (chosen !== undefined ? sampleOffers.find((offer) => offer.sampleVariantIds.includes(chosen)) : undefined) ?? sampleOffers[0];
  let sampleRefusal: OfferOutcome['sampleRefusal'] = null;
  let chosenVariantId: string | null = null;
  if (sampleOffer && chosen !== undefined) {
    if (!sampleOffer.sampleVariantIds.includes(chosen)) sampleRefusal = 'not-offered';
    else if (!take(chosen)) sampleRefusal = 'sold-out';
    else {
      chosenVariantId = chosen;
      freeItems.push({ offerId: sampleOffer.id, offerName: sampleOffer.name, variantId: chosen, quantity: 1, pricePaise: priceOf(chosen) });
    }
  }

  const hints = live
    .filter((offer) => offer.kind !== 'buy-get' && offer.thresholdPaise !== null && !reached(offer))
    .sort(byThreshold)
    .map((offer) => ({ offerId: offer.id, offerName: offer.name, kind: offer.kind, missingPaise: (offer.thresholdPaise ?? 0) - goods }));

  return {
    discount,
    lineDiscounts,
    freeItems,
    freeGiftWrap: wrap ? { offerId: wrap.id, offerName: wrap.name } : null,
    sampleChoice: sampleOffer
      ? { offerId: sampleOffer.id, offerName: sampleOffer.name, sampleVariantIds: sampleOffer.sampleVariantIds, chosenVariantId }
      : null,
    sampleRefusal,
    leftOut,
    hints,
  };
}

/** The variants the offers may give (free sizes and samples): what checkout reads and locks besides the cart. */
export function offeredVariantIds(offers: readonly OfferTerms[]): string[] {
  return [...new Set(offers.flatMap((offer) => [...(offer.freeVariantId ? [offer.freeVariantId] : []), ...offer.sampleVariantIds]))];
}
