import { DELIVERY_OPTION_LABELS, discountLabel, paiseToRupees, type CheckoutQuote } from '@aurelle/contract';
import type { DbOrTx } from '../../db/client.ts';
import { findUnpaidCheckouts } from '../orders/find-unpaid-checkouts.ts';
import { FIRST_ORDER_BETTER_MESSAGE } from '../promotions/check-cart-coupon.ts';
import { priceCheckout, type PriceCheckoutInput, type PricedCheckout } from './price-checkout.ts';
import { presentQuotedGiftCard } from '../gift-cards/present-quoted-gift-card.ts';
import { presentQuotedOffers } from '../offers/present-quoted-offers.ts';

/**
 * The checkout quote (POST /api/shop/checkout/quote): the shopper's checkout priced exactly as placing it would price
 * it now, with the checkouts it would replace given back, in rupees. The summary shows this and adds nothing.
 */
export async function quoteCheckout(db: DbOrTx, input: Omit<PriceCheckoutInput, 'placing' | 'replacingOrderIds'>): Promise<CheckoutQuote> {
  const priced = await priceCheckout(db, { ...input, replacingOrderIds: await findUnpaidCheckouts(db, input.userId) });
  return presentQuote(priced, input.couponCode);
}

export function presentQuote(priced: PricedCheckout, couponCode: string | undefined): CheckoutQuote {
  const rupees = paiseToRupees;
  // A refused code is told in `coupon`; the shopper pays without it, so what blocks is whatever else stands.
  const blocker = priced.refusalBesidesCode ?? priced.shortage;
  const check = priced.couponCheck;
  return {
    lines: priced.lines.map((line) => ({
      productId: line.productId,
      variantId: line.variantId,
      title: line.title,
      variantLabel: line.variantLabel,
      image: line.variantImage ?? line.productImage,
      quantity: line.quantity,
      listPrice: rupees(line.pricePaise),
      unitPrice: rupees(line.unitPricePaise),
      lineTotal: rupees(line.unitPricePaise * line.quantity),
      discount: rupees(line.discountPaise),
      onlyLeft: line.quantity > line.available ? line.available : null,
    })),
    subtotal: rupees(priced.subtotalPaise),
    discount:
      priced.applied === 'none'
        ? null
        : {
            kind: priced.applied,
            label: discountLabel(priced.applied, priced.appliedCouponCode),
            code: priced.appliedCouponCode,
            amount: rupees(priced.discountPaise),
          },
    coupon:
      couponCode === undefined || !check
        ? null
        : {
            code: couponCode.toUpperCase(),
            status: !check.ok ? 'refused' : priced.applied === 'coupon' ? 'applied' : 'first-order-better',
            message: !check.ok
              ? check.message
              : priced.applied === 'coupon'
                ? `Code ${couponCode.toUpperCase()} applied`
                : FIRST_ORDER_BETTER_MESSAGE,
          },
    delivery: priced.delivery
      ? {
          option: priced.delivery.option,
          label: DELIVERY_OPTION_LABELS[priced.delivery.option],
          fee: rupees(priced.delivery.feePaise),
          options: priced.delivery.options,
        }
      : null,
    giftWrap: { fee: rupees(priced.giftWrapOfferPaise), chosen: priced.giftWrapChosen },
    cashOnDelivery: {
      allowed: priced.cashOnDelivery.refusal === null,
      reason: priced.cashOnDelivery.refusal?.message ?? null,
      fee: rupees(priced.cashOnDelivery.feePaise),
      limit: rupees(priced.cashOnDelivery.limitPaise),
    },
    express: { allowed: priced.express === null, reason: priced.express?.message ?? null },
    codFee: rupees(priced.codFeePaise),
    total: rupees(priced.totalPaise),
    tax: priced.tax
      ? {
          supplyType: priced.tax.intraState ? 'intra-state' : 'inter-state',
          lines: priced.tax.lines.map((line) => ({
            description: line.description,
            hsnCode: line.hsnCode,
            quantity: line.quantity,
            gstRatePercent: line.gstRateBasisPoints / 100,
            taxable: rupees(line.taxablePaise),
            cgst: rupees(line.cgstPaise),
            sgst: rupees(line.sgstPaise),
            igst: rupees(line.igstPaise),
            total: rupees(line.totalPaise),
          })),
          taxable: rupees(priced.tax.totals.taxablePaise),
          cgst: rupees(priced.tax.totals.cgstPaise),
          sgst: rupees(priced.tax.totals.sgstPaise),
          igst: rupees(priced.tax.totals.igstPaise),
        }
      : null,
    offers: presentQuotedOffers(priced.offers),
    blocker: blocker ? { message: blocker.message, field: Object.keys(blocker.fieldErrors ?? {})[0] ?? null } : null,
    giftCard: presentQuotedGiftCard(priced.giftCard),
    amountToPay: rupees(priced.amountToPayPaise),
  };
}
