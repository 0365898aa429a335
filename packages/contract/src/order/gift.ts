import { z } from 'zod';
import { uuidSchema } from '../common.ts';
import { defineEndpoint } from '../endpoint.ts';

/** Gifting: a gift message fits on a card. */
export const GIFT_MESSAGE_MAX = 200;
export const GIFT_MESSAGE_TOO_LONG_MESSAGE = `A gift message is at most ${GIFT_MESSAGE_MAX} characters`;

/** "This is a gift", sent with the payment call: gift wrap or not, and a message for the card (may be empty). */
export const giftInputSchema = z.object({
  wrap: z.boolean({ message: 'Gift wrap must be true or false' }).default(false),
  message: z.string({ message: 'The gift message must be text' }).trim().max(GIFT_MESSAGE_MAX, GIFT_MESSAGE_TOO_LONG_MESSAGE).default(''),
});
export type GiftInput = z.input<typeof giftInputSchema>;

/** How an order is a gift (null: it is not); the wrap fee in rupees. */
export const orderGiftSchema = z.object({ wrap: z.boolean(), message: z.string(), wrapFee: z.number() }).nullable();
export type OrderGift = z.infer<typeof orderGiftSchema>;

export const giftOptionsResponseSchema = z.object({ success: z.literal(true), wrapFee: z.number() });

/** Packing slips to print: one order or several (comma-separated ids), one A4 page each. */
export const MAX_PACKING_SLIPS = 100;
export const packingSlipsQuerySchema = z.object({
  ids: z
    .string({ message: 'Choose at least one order' })
    .transform((value) => [
      ...new Set(
        value
          .split(',')
          .map((id) => id.trim().toLowerCase())
          .filter(Boolean),
      ),
    ])
    .pipe(
      z
        .array(uuidSchema)
        .min(1, 'Choose at least one order')
        .max(MAX_PACKING_SLIPS, `At most ${MAX_PACKING_SLIPS} packing slips at a time`),
    ),
});

export const giftEndpoints = {
  /** What gift wrapping costs today (the admin sets it in Settings). */
  downloadPackingSlips: defineEndpoint({
    method: 'GET',
    path: '/api/admin/orders/packing-slips',
    auth: 'admin',
    permission: 'shipping',
    query: packingSlipsQuerySchema,
    response: { 200: 'pdf' },
  }),
  getGiftOptions: defineEndpoint({
    method: 'GET',
    path: '/api/shop/order/gift-options',
    auth: 'user',
    response: { 200: giftOptionsResponseSchema },
  }),
};
