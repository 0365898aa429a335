import { z } from 'zod';
import { MAX_PAGE, queryCount } from '../common.ts';
import { rupeeAmount, wholeNumberField } from '../money-field.ts';
import {
  GIFT_CARD_LIMIT_CEILING,
  GIFT_CARD_LIMIT_FLOOR,
  GIFT_CARD_MESSAGE_MAX,
  GIFT_CARD_MESSAGES,
  GIFT_CARD_NAME_MAX,
  GIFT_CARD_PRESETS_MAX,
  GIFT_CARD_STATUSES,
} from './gift-card-values.ts';
import { GIFT_CARD_PURCHASE_MESSAGES, GIFT_CARD_PURCHASE_STATUSES } from './purchase-values.ts';

/** Amounts the admin sets are whole rupees within the floor and ceiling. */
const limitAmount = (label: string) => wholeNumberField({ label, min: GIFT_CARD_LIMIT_FLOOR, max: GIFT_CARD_LIMIT_CEILING });

/** The back office's offer: preset amounts (at most GIFT_CARD_PRESETS_MAX, each within the limits) and the custom amount's limits. */
export const giftCardSettingsInputSchema = z
  .object({
    presets: z
      .array(limitAmount('Preset amount'), { message: GIFT_CARD_PURCHASE_MESSAGES.presetsRequired })
      .min(1, GIFT_CARD_PURCHASE_MESSAGES.presetsRequired)
      .max(GIFT_CARD_PRESETS_MAX, `At most ${GIFT_CARD_PRESETS_MAX} preset amounts`)
      // Shown in order, each once.
      .transform((presets) => [...new Set(presets)].sort((a, b) => a - b)),
    minAmount: limitAmount('Lowest amount'),
    maxAmount: limitAmount('Highest amount'),
  })
  .superRefine((settings, ctx) => {
    if (settings.minAmount >= settings.maxAmount) {
      ctx.addIssue({ code: 'custom', path: ['minAmount'], message: GIFT_CARD_MESSAGES.minAboveMax });
      return;
    }
    if (settings.presets.some((preset) => preset < settings.minAmount || preset > settings.maxAmount)) {
      ctx.addIssue({ code: 'custom', path: ['presets'], message: GIFT_CARD_MESSAGES.presetsOutsideLimits });
    }
  });
export type GiftCardSettingsInput = z.infer<typeof giftCardSettingsInputSchema>;
/** As a form sends it: amounts may still be text, for the server to check and name. */
export type GiftCardSettingsDraft = z.input<typeof giftCardSettingsInputSchema>;

export const giftCardSettingsSchema = z.object({
  presets: z.array(z.number()),
  minAmount: z.number(),
  maxAmount: z.number(),
  /** Null until an admin saves: the shop's defaults apply. */
  updatedAt: z.string().nullable(),
});
export type GiftCardSettings = z.infer<typeof giftCardSettingsSchema>;
export const giftCardSettingsResponseSchema = z.object({
  success: z.literal(true),
  message: z.string().optional(),
  data: giftCardSettingsSchema,
});

/** What the storefront's page offers: the amounts and the delivery dates (India's calendar). */
export const giftCardOptionsResponseSchema = z.object({
  success: z.literal(true),
  data: z.object({
    presets: z.array(z.number()),
    minAmount: z.number(),
    maxAmount: z.number(),
    firstDeliveryDate: z.string(),
    lastDeliveryDate: z.string(),
  }),
});
export type GiftCardOptions = z.infer<typeof giftCardOptionsResponseSchema>['data'];

const optionalText = (label: string, max: number) =>
  z
    .string()
    .trim()
    .max(max, `${label} must be at most ${max} characters`)
    .optional()
    .transform((text) => (text ? text : undefined));

/** A shopper's purchase: the amount is checked against the admin's settings and the date against today on the server. */
export const createGiftCardPurchaseRequestSchema = z
  .object({
    amount: z
      .union([z.number(), z.string().trim().min(1, GIFT_CARD_MESSAGES.amountPreset)], { error: GIFT_CARD_MESSAGES.amountPreset })
      .pipe(rupeeAmount({ label: 'Amount', min: 'positive', max: GIFT_CARD_LIMIT_CEILING })),
    /** For the buyer: the card is e-mailed to their own address. */
    forSelf: z.boolean().default(false),
    recipientName: optionalText('Recipient name', GIFT_CARD_NAME_MAX),
    recipientEmail: z
      .string()
      .trim()
      .optional()
      .transform((text) => (text ? text : undefined))
      .pipe(z.email({ message: 'Please enter a valid email address' }).max(254, 'Email is too long').optional()),
    message: optionalText('Message', GIFT_CARD_MESSAGE_MAX),
    /** Optional: the recipient's Indian mobile (the buyer's, for their own card), read like an address's phone. */
    recipientWhatsapp: z
      .string()
      .trim()
      .optional()
      .transform((text) => (text ? text.replace(/[\s-]/g, '').replace(/^(\+91|0)/, '') : undefined))
      .pipe(
        z
          .string()
          .regex(/^[6-9]\d{9}$/, GIFT_CARD_PURCHASE_MESSAGES.whatsappNumber)
          .optional(),
      ),
    deliverOn: z
      .string({ message: GIFT_CARD_PURCHASE_MESSAGES.deliverOnRequired })
      .regex(/^\d{4}-\d{2}-\d{2}$/, GIFT_CARD_PURCHASE_MESSAGES.deliverOnRequired),
  })
  .superRefine((purchase, ctx) => {
    if (purchase.forSelf) return;
    if (!purchase.recipientName)
      ctx.addIssue({ code: 'custom', path: ['recipientName'], message: GIFT_CARD_PURCHASE_MESSAGES.recipientName });
    if (!purchase.recipientEmail) ctx.addIssue({ code: 'custom', path: ['recipientEmail'], message: GIFT_CARD_MESSAGES.recipientEmail });
  });
export type CreateGiftCardPurchaseRequest = z.infer<typeof createGiftCardPurchaseRequestSchema>;
/** As the page sends it: the custom amount as typed, for the server to check and name. */
export type CreateGiftCardPurchaseDraft = z.input<typeof createGiftCardPurchaseRequestSchema>;

/** The provider order to pay, in Razorpay's shape (amount in paise), with our purchase's id. */
export const giftCardPaymentOrderSchema = z.object({
  success: z.literal(true),
  amount: z.number().int(),
  id: z.string(),
  currency: z.literal('INR'),
  keyId: z.string(),
  purchaseId: z.string(),
  provider: z.enum(['razorpay', 'simulated']),
});
export type GiftCardPaymentOrder = z.infer<typeof giftCardPaymentOrderSchema>;

export const giftCardPurchaseSchema = z.object({
  id: z.string(),
  amount: z.number(),
  status: z.enum(GIFT_CARD_PURCHASE_STATUSES),
  forSelf: z.boolean(),
  recipientName: z.string(),
  recipientEmail: z.string(),
  /** The 10-digit mobile the card is also sent to on WhatsApp, when one was given. */
  recipientWhatsapp: z.string().nullable(),
  message: z.string().nullable(),
  /** YYYY-MM-DD, India's calendar. */
  deliverOn: z.string(),
  /** The card it became (once paid), masked; and what it is now. */
  maskedCode: z.string().nullable(),
  cardStatus: z.enum(GIFT_CARD_STATUSES).nullable(),
  expiresAt: z.string().nullable(),
  deliveredAt: z.string().nullable(),
  receiptNumber: z.string().nullable(),
  paidAt: z.string().nullable(),
  createdAt: z.string(),
});
export type GiftCardPurchase = z.infer<typeof giftCardPurchaseSchema>;

/** The back office's view adds who bought it and the payment's trail. */
export const adminGiftCardPurchaseSchema = giftCardPurchaseSchema.extend({
  buyerName: z.string(),
  buyerEmail: z.string(),
  giftCardId: z.string().nullable(),
  provider: z.string(),
  providerOrderId: z.string().nullable(),
  providerPaymentId: z.string().nullable(),
  failureReason: z.string().nullable(),
});
export type AdminGiftCardPurchase = z.infer<typeof adminGiftCardPurchaseSchema>;

export const giftCardPurchasePaidResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  alreadyPaid: z.boolean(),
  data: giftCardPurchaseSchema,
});
export const myGiftCardPurchasesResponseSchema = z.object({ success: z.literal(true), data: z.array(giftCardPurchaseSchema) });

export const GIFT_CARD_PURCHASE_PAGE_SIZE = 25;
export const listGiftCardPurchasesQuerySchema = z.object({
  status: z.enum(GIFT_CARD_PURCHASE_STATUSES).optional(),
  page: queryCount('page', MAX_PAGE).default(1),
});
export type ListGiftCardPurchasesQuery = z.infer<typeof listGiftCardPurchasesQuerySchema>;
export const giftCardPurchaseListResponseSchema = z.object({
  success: z.literal(true),
  data: z.array(adminGiftCardPurchaseSchema),
  total: z.number().int(),
  page: z.number().int(),
  totalPages: z.number().int(),
});
