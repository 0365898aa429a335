import {
  formatInrCompact,
  OFFER_MESSAGES,
  offerHintMessage,
  offerLabel,
  paiseToRupees,
  variantLabel,
  type OfferKind,
} from '@aurelle/contract';
import type { DbOrTx } from '../../db/client.ts';
import { badRequest, type AppError } from '../errors.ts';
import { applyOffers, offeredVariantIds, type OfferCartLine, type OfferOutcome, type OfferTerms } from './offer-rules.ts';
import { readOfferSizes, type OfferSizeRow } from './read-live-offers.ts';

/** A size given free, as checkout prices, reserves and invoices it: its list price, all of it discounted. */
export interface PricedFreeLine {
  offerId: string;
  offerName: string;
  productId: string;
  variantId: string;
  title: string;
  variantLabel: string;
  sku: string;
  image: string;
  quantity: number;
  unitPricePaise: number;
  discountPaise: number;
  hsnCode: string;
  gstRateBasisPoints: number;
}

export interface PricedOffers {
  outcome: OfferOutcome;
  freeLines: PricedFreeLine[];
  /** The spend-threshold discount (0 when none). */
  discountPaise: number;
  /** The free lines' list value, all of it their discount. */
  freeValuePaise: number;
  /** Offers that took an amount off or gave a size: the order keeps their names. */
  names: string[];
  /** The sample chooser: each of the offer's samples with whether one can be given. */
  samples: Array<{ row: OfferSizeRow; available: boolean }>;
  notices: string[];
  hints: string[];
  /** The chosen sample cannot be given (placing refuses the order with this). */
  refusal: AppError | null;
}

const HINT_WHAT: Record<OfferKind, string> = {
  'buy-get': 'a free size',
  'spend-discount': '',
  'free-gift-wrap': 'free gift wrap',
  'free-sample': 'a free sample of your choice',
};

/**
 * The running offers applied to a priced cart (decision 106): reads the offers and the sizes they give, counts each
 * size's units for sale (with what the checkouts being replaced hold, less what the paid lines take) and calls the one
 * rule, `applyOffers`. Called by `priceCheckout` only.
 */
export async function priceOffers(
  db: DbOrTx,
  input: {
    /** The offers running at `now` (read once per checkout, with what else no product lock guards). */
    offers: OfferTerms[];
    lines: ReadonlyArray<OfferCartLine & { productId: string }>;
    goodsPaise: number;
    now: Date;
    held: ReadonlyMap<string, number>;
    chosenSampleVariantId?: string | undefined;
  },
): Promise<PricedOffers> {
  const offers = input.offers;
  const rows = await readOfferSizes(db, offeredVariantIds(offers));
  const inCart = new Map<string, number>();
  for (const line of input.lines) inCart.set(line.variantId, (inCart.get(line.variantId) ?? 0) + line.quantity);
  const availableOf = (row: OfferSizeRow) =>
    row.isHidden || row.isArchived ? 0 : Math.max(0, row.stock + (input.held.get(row.variantId) ?? 0) - (inCart.get(row.variantId) ?? 0));
  const byId = new Map(rows.map((row) => [row.variantId, row]));
  const outcome = applyOffers({
    lines: input.lines,
    goodsPaise: input.goodsPaise,
    now: input.now,
    offers,
    sizes: new Map(rows.map((row) => [row.variantId, { available: availableOf(row), pricePaise: row.pricePaise }])),
    chosenSampleVariantId: input.chosenSampleVariantId,
  });

  const freeLines = outcome.freeItems.flatMap((item): PricedFreeLine[] => {
    const row = byId.get(item.variantId);
    if (!row) return [];
    return [
      {
        offerId: item.offerId,
        offerName: item.offerName,
        productId: row.productId,
        variantId: row.variantId,
        title: row.title,
        variantLabel: variantLabel(row),
        sku: row.sku,
        image: row.variantImage ?? row.productImage,
        quantity: item.quantity,
        unitPricePaise: item.pricePaise,
        discountPaise: item.pricePaise * item.quantity,
        hsnCode: row.hsnCode,
        gstRateBasisPoints: row.gstRateBasisPoints,
      },
    ];
  });
  const sizeName = (variantId: string) => {
    const row = byId.get(variantId);
    return row ? `${row.title} (${variantLabel(row)})` : 'size';
  };
  const notices = outcome.leftOut.map((item) => `The free ${sizeName(item.variantId)} of ${offerLabel(item.offerName)} is sold out`);
  const chosen = input.chosenSampleVariantId;
  const refusal =
    outcome.sampleRefusal === null || chosen === undefined
      ? null
      : outcome.sampleRefusal === 'sold-out'
        ? badRequest(soldOutSampleMessage(sizeName(chosen)), { freeSampleVariantId: [soldOutSampleMessage(sizeName(chosen))] }).because({
            code: 'FREE_SAMPLE_SOLD_OUT',
          })
        : badRequest(OFFER_MESSAGES.sampleNotOffered, { freeSampleVariantId: [OFFER_MESSAGES.sampleNotOffered] }).because({
            code: 'FREE_SAMPLE_NOT_OFFERED',
          });
  const discountPaise = outcome.discount?.amountPaise ?? 0;
  const names = [...new Set([...(outcome.discount ? [outcome.discount.offerName] : []), ...freeLines.map((line) => line.offerName)])];
  const hints = outcome.hints.flatMap((hint) => {
    const offer = offers.find((candidate) => candidate.id === hint.offerId);
    const what = hint.kind === 'spend-discount' ? `${formatInrCompact(paiseToRupees(offer?.amountPaise ?? 0))} off` : HINT_WHAT[hint.kind];
    return what ? [offerHintMessage(paiseToRupees(hint.missingPaise), what)] : [];
  });
  const sampleIds = outcome.sampleChoice?.sampleVariantIds ?? [];
  return {
    outcome,
    freeLines,
    discountPaise,
    freeValuePaise: freeLines.reduce((sum, line) => sum + line.discountPaise, 0),
    names,
    samples: sampleIds.flatMap((id) => {
      const row = byId.get(id);
      return row ? [{ row, available: availableOf(row) > 0 }] : [];
    }),
    notices,
    hints,
    refusal,
  };
}

export const soldOutSampleMessage = (name: string) => `The free sample ${name} is sold out: choose another`;
