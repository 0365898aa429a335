import { z } from 'zod';
import { uuidSchema } from '../common.ts';
import { defineEndpoint } from '../endpoint.ts';
import { deliveryOptionSchema, deliveryQuoteSchema } from '../delivery/index.ts';
import { APPLIED_DISCOUNTS, couponCodeSchema } from '../promotions/index.ts';
import { giftCardCodeSchema } from '../gift-card/index.ts';
import { OFFER_KINDS, offerSizeSchema } from '../offers/index.ts';

/** The ways to pay a checkout can be priced for: a card (Razorpay), PayPal's redirect, or cash on delivery. */
export const CHECKOUT_PAYMENT_METHODS = ['razorpay', 'paypal', 'cod'] as const;
export type CheckoutPaymentMethod = (typeof CHECKOUT_PAYMENT_METHODS)[number];

/**
 * What a checkout is priced for (decision 096): the signed-in shopper's cart with the choices made so far. The address
 * names the delivery state (GST) and PIN code; without one, a PIN code alone prices delivery, and the invoice split
 * is left out until an address is chosen.
 */
export const checkoutQuoteRequestSchema = z.object({
  addressId: uuidSchema.optional(),
  pinCode: z
    .string()
    .regex(/^\d{6}$/, 'Enter a 6-digit PIN code')
    .optional(),
  deliveryOption: deliveryOptionSchema.optional(),
  couponCode: couponCodeSchema.optional(),
  giftWrap: z.boolean({ message: 'Gift wrap must be true or false' }).optional(),
  paymentMethod: z.enum(CHECKOUT_PAYMENT_METHODS, { message: 'Choose how to pay' }).optional(),
  /** A gift card to pay with (decision 104): it pays after everything else, up to its balance. */
  giftCardCode: giftCardCodeSchema.optional(),
  /** The free sample chosen when a "choose a free sample" offer applies (decision 106). */
  freeSampleVariantId: uuidSchema.optional(),
});
export type CheckoutQuoteRequest = z.input<typeof checkoutQuoteRequestSchema>;

/** What became of the code asked for. */
export const COUPON_QUOTE_STATUSES = ['applied', 'first-order-better', 'refused'] as const;
export type CouponQuoteStatus = (typeof COUPON_QUOTE_STATUSES)[number];

/** What became of the gift card asked for. */
export const GIFT_CARD_QUOTE_STATUSES = ['applied', 'refused'] as const;

/** One line as it will be charged and invoiced; rupees. */
export const quotedLineSchema = z.object({
  productId: z.string(),
  variantId: z.string(),
  title: z.string(),
  variantLabel: z.string(),
  image: z.string().nullable(),
  quantity: z.number().int(),
  /** The size's list price and the price charged now (its sale price within the sale's window). */
  listPrice: z.number(),
  unitPrice: z.number(),
  lineTotal: z.number(),
  /** This line's share of the discount. */
  discount: z.number(),
  /** The units left of this size when the cart asks for more than that (0: sold out); null when the line fits. */
  onlyLeft: z.number().int().nullable(),
});

/** A line of the invoice as it will print: goods, then delivery, the COD fee and gift wrap; rupees. */
export const quotedTaxLineSchema = z.object({
  description: z.string(),
  hsnCode: z.string(),
  quantity: z.number().int(),
  gstRatePercent: z.number(),
  taxable: z.number(),
  cgst: z.number(),
  sgst: z.number(),
  igst: z.number(),
  total: z.number(),
});

/** A size given free by an offer: its list price, all of it discounted. */
export const quotedFreeLineSchema = z.object({
  offerId: z.string(),
  offerName: z.string(),
  productId: z.string(),
  variantId: z.string(),
  title: z.string(),
  variantLabel: z.string(),
  image: z.string().nullable(),
  quantity: z.number().int(),
  listPrice: z.number(),
});

export const quotedOffersSchema = z.object({
  /** Each offer that gives this checkout something, named as the order keeps it; amount: rupees off (0 for a free item or wrap). */
  applied: z.array(
    z.object({
      offerId: z.string(),
      kind: z.enum(OFFER_KINDS),
      label: z.string(),
      amount: z.number(),
    }),
  ),
  freeLines: z.array(quotedFreeLineSchema),
  /** Gift wrap is free for this checkout (when chosen, it costs nothing). */
  freeGiftWrap: z.boolean(),
  /** A "choose a free sample" offer applies: its samples (sold-out ones not available) and the one chosen. */
  sampleChoice: z
    .object({
      offerId: z.string(),
      offerName: z.string(),
      chosenVariantId: z.string().nullable(),
      samples: z.array(offerSizeSchema.extend({ available: z.boolean() })),
    })
    .nullable(),
  /** What the shopper should know: a free item left out because it is sold out. */
  notices: z.array(z.string()),
  /** "Spend ₹N more for …" for the nearest thresholds not reached. */
  hints: z.array(z.string()),
});

/** Whether a choice can be made, and in the shopper's words why not. */
export const quoteAllowanceSchema = z.object({ allowed: z.boolean(), reason: z.string().nullable() });

export const checkoutQuoteSchema = z.object({
  lines: z.array(quotedLineSchema),
  subtotal: z.number(),
  /** The order's one discount, named as the order will keep it; null when none applies. */
  discount: z.object({ kind: z.enum(APPLIED_DISCOUNTS), label: z.string(), code: z.string().nullable(), amount: z.number() }).nullable(),
  /** The code asked for: applied, beaten by the first-order discount, or refused, with what to tell the shopper. */
  coupon: z.object({ code: z.string(), status: z.enum(COUPON_QUOTE_STATUSES), message: z.string() }).nullable(),
  /** Delivery to the address (or PIN code): each option with its fee for these goods, and the one priced. */
  delivery: z
    .object({
      option: deliveryOptionSchema,
      label: z.string(),
      fee: z.number(),
      options: z.array(deliveryQuoteSchema),
    })
    .nullable(),
  giftWrap: z.object({ fee: z.number(), chosen: z.boolean() }),
  cashOnDelivery: quoteAllowanceSchema.extend({ fee: z.number(), limit: z.number() }),
  express: quoteAllowanceSchema,
  /** The cash-on-delivery fee charged: non-zero only when cash on delivery is the way to pay. */
  codFee: z.number(),
  total: z.number(),
  /** The invoice's GST split for the address's state (null until an address is chosen). */
  tax: z
    .object({
      supplyType: z.enum(['intra-state', 'inter-state']),
      lines: z.array(quotedTaxLineSchema),
      taxable: z.number(),
      cgst: z.number(),
      sgst: z.number(),
      igst: z.number(),
    })
    .nullable(),
  /** Automatic offers (decision 106): what applies, the free lines, free gift wrap, the sample chooser and hints. */
  offers: quotedOffersSchema,
  /** Why this checkout cannot be placed as it stands (the message placing it would answer), or null. */
  blocker: z.object({ message: z.string(), field: z.string().nullable() }).nullable(),
  /**
   * The gift card asked for (decision 104): applied (what it pays of the total and what it keeps) or refused with the
   * status's message; null without one. It pays after everything else: goods, delivery, gift wrap, the COD fee.
   */
  giftCard: z
    .object({
      maskedCode: z.string(),
      status: z.enum(GIFT_CARD_QUOTE_STATUSES),
      message: z.string(),
      applied: z.number(),
      balanceAfter: z.number(),
    })
    .nullable(),
  /** What is left to pay once the card has paid its share: what the provider is asked for or the courier collects. */
  amountToPay: z.number(),
});
export type CheckoutQuote = z.infer<typeof checkoutQuoteSchema>;

export const checkoutQuoteResponseSchema = z.object({ success: z.literal(true), quote: checkoutQuoteSchema });

export const checkoutQuoteEndpoints = {
  /**
   * The checkout priced by the server for the signed-in shopper's cart and choices: what the summary shows, and what
   * placing the order will charge. Nothing is held.
   */
  quoteCheckout: defineEndpoint({
    method: 'POST',
    path: '/api/shop/checkout/quote',
    auth: 'user',
    body: checkoutQuoteRequestSchema,
    response: { 200: checkoutQuoteResponseSchema },
  }),
};
