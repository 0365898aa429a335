import { GIFT_CARD_MESSAGES, paiseToRupees, type CheckoutQuote } from '@aurelle/contract';
import type { PricedCheckout } from '../checkout/price-checkout.ts';

/** The quote's gift card in rupees: what it pays and keeps, or the status's refusal. */
export function presentQuotedGiftCard(giftCard: PricedCheckout['giftCard']): CheckoutQuote['giftCard'] {
  if (!giftCard) return null;
  const { card } = giftCard;
  if (!card.ok) return { maskedCode: card.maskedCode, status: 'refused', message: card.message, applied: 0, balanceAfter: 0 };
  return {
    maskedCode: card.maskedCode,
    status: 'applied',
    message: GIFT_CARD_MESSAGES.applied,
    applied: paiseToRupees(giftCard.appliedPaise),
    balanceAfter: paiseToRupees(giftCard.balanceAfterPaise),
  };
}
