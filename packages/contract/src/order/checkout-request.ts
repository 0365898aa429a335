import { z } from 'zod';
import { couponCodeSchema } from '../promotions/index.ts';
import { deliveryOptionSchema } from '../delivery/index.ts';
import { uuidSchema } from '../common.ts';
import { giftInputSchema } from './gift.ts';
import { giftCardCodeSchema } from '../gift-card/index.ts';

/**
 * What every way to place an order sends (card, PayPal, cash on delivery): the address and the shopper's choices.
 * Client amounts and items are accepted for compatibility but ignored: the server recomputes
 * (docs/decisions/052-money-in-paise-server-computes-amounts.md).
 */
export const checkoutRequestSchema = z
  .object({
    addressId: uuidSchema.optional(),
    addressInfo: z.object({ _id: uuidSchema }).passthrough().optional(),
    /** A coupon code; the server checks it again and decides the discount. */
    couponCode: couponCodeSchema.optional(),
    /** Present when the order is a gift. */
    gift: giftInputSchema.optional(),
    /** Standard (the default) or express delivery; the server prices it. */
    deliveryOption: deliveryOptionSchema.optional(),
    /** WhatsApp updates on this order, to the delivery address's phone: asked at checkout, unticked by default. */
    whatsappUpdates: z.boolean().optional(),
    /** A gift card paying first (decision 104); the server checks it again under the card's lock. */
    giftCardCode: giftCardCodeSchema.optional(),
    /** The free sample chosen when a "choose a free sample" offer applies (decision 106); none chosen, none given. */
    freeSampleVariantId: uuidSchema.optional(),
  })
  .passthrough()
  .refine((body) => body.addressId || body.addressInfo?._id, { message: 'Please select a delivery address', path: ['addressId'] });
