import { offerLabel, paiseToRupees, variantLabel, type CheckoutQuote } from '@aurelle/contract';
import type { PricedOffers } from './price-offers.ts';

/** What the checkout summary shows of the offers (rupees): what applies, the free lines, the sample chooser, hints. */
export function presentQuotedOffers(offers: PricedOffers): CheckoutQuote['offers'] {
  const { outcome } = offers;
  const applied: CheckoutQuote['offers']['applied'] = [];
  if (outcome.discount)
    applied.push({
      offerId: outcome.discount.offerId,
      kind: 'spend-discount',
      label: offerLabel(outcome.discount.offerName),
      amount: paiseToRupees(outcome.discount.amountPaise),
    });
  for (const line of offers.freeLines) {
    if (applied.some((offer) => offer.offerId === line.offerId)) continue;
    const kind = outcome.sampleChoice?.offerId === line.offerId ? 'free-sample' : 'buy-get';
    applied.push({ offerId: line.offerId, kind, label: offerLabel(line.offerName), amount: 0 });
  }
  if (outcome.freeGiftWrap)
    applied.push({
      offerId: outcome.freeGiftWrap.offerId,
      kind: 'free-gift-wrap',
      label: offerLabel(outcome.freeGiftWrap.offerName),
      amount: 0,
    });
  return {
    applied,
    freeLines: offers.freeLines.map((line) => ({
      offerId: line.offerId,
      offerName: line.offerName,
      productId: line.productId,
      variantId: line.variantId,
      title: line.title,
      variantLabel: line.variantLabel,
      image: line.image,
      quantity: line.quantity,
      listPrice: paiseToRupees(line.unitPricePaise),
    })),
    freeGiftWrap: outcome.freeGiftWrap !== null,
    sampleChoice: outcome.sampleChoice
      ? {
          offerId: outcome.sampleChoice.offerId,
          offerName: outcome.sampleChoice.offerName,
          chosenVariantId: outcome.sampleChoice.chosenVariantId,
          samples: offers.samples.map(({ row, available }) => ({
            variantId: row.variantId,
            productId: row.productId,
            title: row.title,
            variantLabel: variantLabel(row),
            image: row.variantImage ?? row.productImage,
            price: paiseToRupees(row.pricePaise),
            available,
          })),
        }
      : null,
    notices: offers.notices,
    hints: offers.hints,
  };
}
