/**
 * Gift cards (docs/decisions/103-gift-cards.md), plain values only: the storefront's pages read them without loading zod.
 * A card is a voucher with a balance kept as a ledger; amounts here are rupees unless named paise.
 */

/** A card can be spent for at least a year: this many days from the day it is issued. */
export const GIFT_CARD_VALIDITY_DAYS = 365;
/** A purchase names a delivery date from today to this many days ahead (India time). */
export const GIFT_CARD_MAX_DELIVERY_DAYS = 90;
export const GIFT_CARD_MESSAGE_MAX = 300;
export const GIFT_CARD_NAME_MAX = 80;

/** What the shop offers until an admin changes it: preset amounts and the custom amount's limits (rupees). */
export const DEFAULT_GIFT_CARD_AMOUNTS = [1000, 2500, 5000, 10000] as const;
export const DEFAULT_GIFT_CARD_MIN = 500;
export const DEFAULT_GIFT_CARD_MAX = 50000;
/** The custom amount's limits an admin may set, and how many presets. */
export const GIFT_CARD_LIMIT_FLOOR = 100;
export const GIFT_CARD_LIMIT_CEILING = 200000;
export const GIFT_CARD_PRESETS_MAX = 6;

/**
 * A card's code: four groups of four from an alphabet without look-alikes (no 0/O, 1/I/L), "AURL-7KQ2-M9XD-3HTP".
 * Shoppers may type it in lower case, with spaces or without the dashes.
 */
export const GIFT_CARD_CODE_ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';
export const GIFT_CARD_CODE_PREFIX = 'AURL';

/** The code as stored and compared: capitals, no spaces or dashes. */
export function normalizeGiftCardCode(text: string): string {
  return text.toUpperCase().replace(/[\s-]/g, '');
}

/** The code as printed: AURL-XXXX-XXXX-XXXX. */
export function formatGiftCardCode(normalized: string): string {
  return normalized.match(/.{1,4}/g)?.join('-') ?? normalized;
}

/** Only the last four characters, as lists and receipts show a card. */
export function maskGiftCardCode(lastFour: string): string {
  return `AURL-••••-••••-${lastFour}`;
}

/** What a card is, from its ledger and dates. */
export const GIFT_CARD_STATUSES = ['scheduled', 'active', 'spent', 'expired', 'voided'] as const;
export type GiftCardStatus = (typeof GIFT_CARD_STATUSES)[number];
export const GIFT_CARD_STATUS_LABELS: Record<GiftCardStatus, string> = {
  scheduled: 'To be delivered',
  active: 'Active',
  spent: 'Spent',
  expired: 'Expired',
  voided: 'Voided',
};

/** Every movement of a card's balance: the ledger is append-only and the balance is its sum. */
export const GIFT_CARD_ENTRY_KINDS = ['issued', 'redeemed', 'refunded', 'voided'] as const;
export type GiftCardEntryKind = (typeof GIFT_CARD_ENTRY_KINDS)[number];
export const GIFT_CARD_ENTRY_LABELS: Record<GiftCardEntryKind, string> = {
  issued: 'Issued',
  redeemed: 'Paid for an order',
  refunded: 'Given back',
  voided: 'Voided',
};

export const GIFT_CARD_MESSAGES = {
  codeRequired: 'Enter your gift card code',
  notFound: 'This gift card code is not valid',
  expired: 'This gift card has expired',
  voided: 'This gift card is no longer valid',
  empty: 'This gift card has no balance left',
  notYetDelivered: 'This gift card is not active yet',
  applied: 'Gift card applied',
  amountPreset: 'Choose an amount',
  recipientEmail: 'Enter the recipient’s e-mail address',
  deliverOnPast: 'The delivery date cannot be in the past',
  deliverOnTooLate: `Choose a delivery date within ${GIFT_CARD_MAX_DELIVERY_DAYS} days`,
  purchaseNotFound: 'Gift card purchase not found',
  purchaseNotPayable: 'This gift card purchase is no longer awaiting payment',
  paid: 'Thank you: your gift card is on its way',
  issued: 'Gift card issued',
  alreadyVoided: 'This gift card is already voided',
  voidedDone: 'Gift card voided',
  settingsSaved: 'Gift card settings saved',
  presetsOutsideLimits: 'Every preset amount must lie within the custom amount’s limits',
  minAboveMax: 'The lowest amount must be below the highest',
} as const;

/** The custom amount's refusal, naming the limits. */
export function giftCardAmountOutsideMessage(minRupees: number, maxRupees: number): string {
  return `Choose an amount from ₹${minRupees.toLocaleString('en-IN')} to ₹${maxRupees.toLocaleString('en-IN')}`;
}
