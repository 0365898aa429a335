/**
 * Buying a gift card (docs/decisions/105-buying-gift-cards.md), plain values only: the storefront's page reads them
 * without loading zod.
 */
import { GIFT_CARD_MAX_DELIVERY_DAYS } from './gift-card-values.ts';

/** A purchase waits for its payment, then is paid (its card issued) or failed (nothing issued). */
export const GIFT_CARD_PURCHASE_STATUSES = ['pending', 'paid', 'failed'] as const;
export type GiftCardPurchaseStatus = (typeof GIFT_CARD_PURCHASE_STATUSES)[number];
export const GIFT_CARD_PURCHASE_STATUS_LABELS: Record<GiftCardPurchaseStatus, string> = {
  pending: 'Awaiting payment',
  paid: 'Paid',
  failed: 'Payment failed',
};

/** A receipt for a voucher: the words it carries, so nobody takes it for a tax invoice. */
export const GIFT_CARD_RECEIPT_TITLE = 'Receipt — not a tax invoice';

export const GIFT_CARD_PURCHASE_MESSAGES = {
  recipientName: 'Enter the recipient’s name',
  deliverOnRequired: 'Choose a delivery date',
  presetsRequired: 'Add at least one preset amount',
  receiptNotReady: 'The receipt is issued once the gift card is paid',
  delivered: 'Delivered',
  whatsappNumber: 'Enter a valid 10-digit mobile number for WhatsApp',
} as const;

/** Delivery dates offered: today and the next GIFT_CARD_MAX_DELIVERY_DAYS days, on India's calendar (YYYY-MM-DD). */
export function giftCardDeliveryWindow(now: Date): { first: string; last: string } {
  const indiaMs = now.getTime() + 330 * 60_000;
  const first = new Date(indiaMs).toISOString().slice(0, 10);
  const last = new Date(indiaMs + GIFT_CARD_MAX_DELIVERY_DAYS * 86_400_000).toISOString().slice(0, 10);
  return { first, last };
}
