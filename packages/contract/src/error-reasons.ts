import { z } from 'zod';
import { COUPON_REFUSALS } from './promotions/refusals.ts';

/**
 * Why a request was refused, for code to act on: a machine-readable `code` and the data that goes with it (how many
 * are left, what the limit is). The `message` beside it stays the spec's text for people; clients branch on the
 * reason, never on the message.
 */
export const errorReasonSchema = z.discriminatedUnion('code', [
  /** Fewer bottles in stock than asked for. */
  z.object({ code: z.literal('STOCK_LIMIT'), available: z.number().int().nonnegative() }),
  z.object({ code: z.literal('OUT_OF_STOCK') }),
  /** A back-in-stock request for a perfume that is in stock. */
  z.object({ code: z.literal('IN_STOCK'), available: z.number().int().positive() }),
  /** More of one product in the cart than a line may hold. */
  z.object({ code: z.literal('LINE_LIMIT'), limit: z.number().int().positive() }),
  /** The cart holds as many different products as it may. */
  z.object({ code: z.literal('CART_FULL'), limit: z.number().int().positive() }),
  z.object({ code: z.literal('EMPTY_CART') }),
  /** The wishlist holds as many products as it may. */
  z.object({ code: z.literal('WISHLIST_FULL'), limit: z.number().int().positive() }),
  z.object({ code: z.literal('ADDRESS_LIMIT'), limit: z.number().int().positive() }),
  /** Checkout with an address whose state is not one of the listed ones. */
  z.object({ code: z.literal('ADDRESS_STATE_NOT_LISTED') }),
  /** A catalog CSV refused: `rows` rows have errors, listed per row in `errors`. */
  z.object({ code: z.literal('CSV_ROWS_INVALID'), rows: z.number().int().positive() }),
  /** A password-reset link that is unknown, used, replaced by a newer one or past its time. */
  z.object({ code: z.literal('CODE_EXPIRED') }),
  z.object({ code: z.literal('EMAIL_TAKEN') }),
  z.object({ code: z.literal('INVALID_CREDENTIALS') }),
  z.object({ code: z.literal('ACCOUNT_INACTIVE') }),
  /** The session cookie is missing, expired or was ended (password change, sign-out elsewhere). */
  z.object({ code: z.literal('SESSION_EXPIRED') }),
  z.object({ code: z.literal('WRONG_CURRENT_PASSWORD') }),
  z.object({
    code: z.literal('NOT_FOUND'),
    resource: z.enum([
      'product',
      'variant',
      'order',
      'address',
      'cart-item',
      'campaign',
      'user',
      'feature-image',
      'invoice',
      'credit-note',
      'return',
      'session',
      'review',
    ]),
  }),
  z.object({ code: z.literal('PAGE_BEYOND_LAST'), lastPage: z.number().int().positive() }),
  /** A delete of a product that orders name: it can be archived instead. */
  z.object({ code: z.literal('PRODUCT_ORDERED') }),
  /** A delete of a product with a size an automatic offer names (qualifying, free or a sample). */
  z.object({ code: z.literal('PRODUCT_IN_OFFER') }),
  z.object({ code: z.literal('REVIEW_NOT_BOUGHT') }),
  z.object({ code: z.literal('REVIEW_EXISTS') }),
  /** The order is no longer waiting for payment (expired, cancelled or already paid). */
  z.object({ code: z.literal('ORDER_NOT_PAYABLE') }),
  z.object({ code: z.literal('UNPAID_FULFILMENT') }),
  /** Too many checkouts started and not paid in the last hour. */
  z.object({ code: z.literal('TOO_MANY_UNPAID_CHECKOUTS') }),
  /** A refund of an unpaid order, or above what is left to refund. */
  z.object({ code: z.literal('NOT_PAID') }),
  z.object({ code: z.literal('REFUND_TOO_LARGE') }),
  /** A cancellation after shipping (or of a final order), a return outside the rules, a shipment not allowed now. */
  z.object({ code: z.literal('NOT_CANCELLABLE') }),
  z.object({ code: z.literal('RETURN_NOT_ALLOWED') }),
  z.object({ code: z.literal('NOT_SHIPPABLE') }),
  z.object({ code: z.literal('COD_NOT_AVAILABLE'), why: z.enum(['off', 'limit', 'refused-before', 'pin', 'returns']) }),
  /** A cash-on-delivery confirmation that cannot be given: nothing to confirm, the order cancelled, or not yet given. */
  z.object({ code: z.literal('COD_CONFIRMATION'), state: z.enum(['nothing-to-confirm', 'cancelled', 'awaiting']) }),
  /** The payment provider did not take the refund; nothing was refunded. */
  z.object({ code: z.literal('REFUND_PROVIDER_FAILED') }),
  z.object({ code: z.literal('CAMPAIGN_BUSY'), status: z.enum(['sending', 'sent']) }),
  /** Why a coupon code cannot be used now. */
  z.object({ code: z.literal('COUPON_REFUSED'), why: z.enum(COUPON_REFUSALS) }),
  z.object({ code: z.literal('COUPON_CODE_TAKEN') }),
  /** Delivery: a PIN code India Post does not list, or one in another state than the address says. */
  z.object({ code: z.literal('PIN_UNKNOWN') }),
  z.object({ code: z.literal('PIN_STATE_MISMATCH'), state: z.string() }),
  /** Checkout to a PIN code the shop does not deliver to, or express delivery when it is not offered. */
  z.object({ code: z.literal('PIN_NOT_SERVED') }),
  z.object({ code: z.literal('EXPRESS_NOT_AVAILABLE') }),
  /** A gift card that cannot pay now: unknown code, or not active (its status). */
  z.object({ code: z.literal('GIFT_CARD_REFUSED'), why: z.enum(['not-found', 'scheduled', 'expired', 'voided', 'spent']) }),
  /** Automatic offers: the chosen free sample is sold out or not the offer's; an offer names a size that does not exist. */
  z.object({ code: z.literal('FREE_SAMPLE_SOLD_OUT') }),
  z.object({ code: z.literal('FREE_SAMPLE_NOT_OFFERED') }),
  z.object({ code: z.literal('OFFER_SIZE_UNKNOWN') }),
]);
export type ErrorReason = z.infer<typeof errorReasonSchema>;
export type ErrorReasonCode = ErrorReason['code'];
/** The reason of one code, with its data. */
export type ErrorReasonOf<C extends ErrorReasonCode> = Extract<ErrorReason, { code: C }>;
