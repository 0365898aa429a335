import { z } from 'zod';
import { MAX_PAGE, queryCount } from '../common.ts';
import { rupeeAmount } from '../money-field.ts';
import {
  GIFT_CARD_ENTRY_KINDS,
  GIFT_CARD_LIMIT_CEILING,
  GIFT_CARD_MESSAGE_MAX,
  GIFT_CARD_MESSAGES,
  GIFT_CARD_NAME_MAX,
  GIFT_CARD_STATUSES,
} from './gift-card-values.ts';

export * from './gift-card-values.ts';

const optionalText = (label: string, max: number) =>
  z
    .string()
    .trim()
    .max(max, `${label} must be at most ${max} characters`)
    .optional()
    .transform((text) => (text ? text : undefined));

/** A code as a shopper or an admin types it (any case, spaces or dashes); checked against the store, not a pattern. */
export const giftCardCodeSchema = z
  .string({ message: GIFT_CARD_MESSAGES.codeRequired })
  .trim()
  .min(1, GIFT_CARD_MESSAGES.codeRequired)
  .max(40, GIFT_CARD_MESSAGES.notFound);

/** The back office issues a card (goodwill, a prize, a card sold in a boutique): active at once, valid a year. */
export const issueGiftCardRequestSchema = z.object({
  amount: rupeeAmount({ label: 'Amount', min: 'positive', max: GIFT_CARD_LIMIT_CEILING }),
  recipientName: optionalText('Recipient name', GIFT_CARD_NAME_MAX),
  // Optional: an empty field is no e-mail; anything else must be one.
  recipientEmail: z
    .string()
    .trim()
    .optional()
    .transform((text) => (text ? text : undefined))
    .pipe(z.email({ message: 'Please enter a valid email address' }).max(254, 'Email is too long').optional()),
  message: optionalText('Message', GIFT_CARD_MESSAGE_MAX),
});
export type IssueGiftCardRequest = z.infer<typeof issueGiftCardRequestSchema>;

export const voidGiftCardRequestSchema = z.object({
  reason: z.string({ message: 'Say why the card is voided' }).trim().min(1, 'Say why the card is voided').max(300),
});

export const giftCardSchema = z.object({
  id: z.string(),
  /** AURL-••••-••••-1234: the whole code is shown once, when the card is made. */
  maskedCode: z.string(),
  status: z.enum(GIFT_CARD_STATUSES),
  initialAmount: z.number(),
  balance: z.number(),
  recipientName: z.string().nullable(),
  recipientEmail: z.string().nullable(),
  message: z.string().nullable(),
  activeFrom: z.string(),
  expiresAt: z.string(),
  voidedAt: z.string().nullable(),
  voidReason: z.string().nullable(),
  createdAt: z.string(),
  /** A card a shopper bought: who, and the purchase's payment state (absent on reads that do not join it). */
  purchase: z
    .object({ id: z.string(), buyerName: z.string(), buyerEmail: z.string(), status: z.enum(['pending', 'paid', 'failed']) })
    .nullable()
    .optional(),
});
export type GiftCard = z.infer<typeof giftCardSchema>;

export const giftCardEntrySchema = z.object({
  id: z.string(),
  kind: z.enum(GIFT_CARD_ENTRY_KINDS),
  /** Rupees, signed: what the entry added to (+) or took from (−) the balance. */
  amount: z.number(),
  balanceAfter: z.number(),
  orderId: z.string().nullable(),
  note: z.string().nullable(),
  actorName: z.string().nullable(),
  createdAt: z.string(),
});
export type GiftCardEntry = z.infer<typeof giftCardEntrySchema>;

export const issuedGiftCardResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  /** The whole code, AURL-XXXX-XXXX-XXXX: shown this once, never again. */
  code: z.string(),
  data: giftCardSchema,
});
export const giftCardResponseSchema = z.object({ success: z.literal(true), message: z.string(), data: giftCardSchema });
export const giftCardDetailResponseSchema = z.object({
  success: z.literal(true),
  data: z.object({ card: giftCardSchema, ledger: z.array(giftCardEntrySchema) }),
});

export const GIFT_CARD_PAGE_SIZE = 25;
export const listGiftCardsQuerySchema = z.object({
  /** A whole code, its last four characters, or a recipient's e-mail. */
  search: z.string().trim().max(254).optional(),
  status: z.enum(GIFT_CARD_STATUSES).optional(),
  page: queryCount('page', MAX_PAGE).default(1),
});
export type ListGiftCardsQuery = z.infer<typeof listGiftCardsQuerySchema>;
export const giftCardListResponseSchema = z.object({
  success: z.literal(true),
  data: z.array(giftCardSchema),
  total: z.number().int(),
  page: z.number().int(),
  totalPages: z.number().int(),
});

export const checkGiftCardRequestSchema = z.object({ code: giftCardCodeSchema });
/** What a shopper may know of a card they hold the code of: whether it can be spent, how much, until when. */
export const checkGiftCardResponseSchema = z.object({
  success: z.literal(true),
  data: z.object({
    maskedCode: z.string(),
    status: z.enum(GIFT_CARD_STATUSES),
    balance: z.number(),
    activeFrom: z.string(),
    expiresAt: z.string(),
  }),
});

export * from './purchase-values.ts';
export * from './purchase.ts';
