import type { Db } from '../../db/client.ts';
import { placePendingOrder } from '../orders/place-pending-order.ts';

/**
 * Checkout with cash on delivery: the same transaction as a card checkout (prices, first-order discount,
 * stock reserved), checked against the shop's cash-on-delivery terms, confirmed with the fee added and waiting for the
 * shopper to confirm the cash (WhatsApp or the e-mail's link) before it ships; the purchased lines leave the cart and
 * the confirmation e-mail is queued. Returns our order id, and whether there was
 * nothing to pay (a code worth the whole order: paid at once, no cash to collect).
 */
export async function placeCodOrder(
  db: Db,
  input: {
    userId: string;
    addressId: string | undefined;
    couponCode?: string | undefined;
    gift?: { wrap: boolean; message: string } | undefined;
    deliveryOption?: 'standard' | 'express' | undefined;
    whatsappUpdates?: boolean | undefined;
    giftCardCode?: string | undefined;
    /** The free sample chosen when a "choose a free sample" offer applies. */
    freeSampleVariantId?: string | undefined;
    /** Hours the shopper has to confirm it (COD_CONFIRM_HOURS) before it is cancelled. */
    confirmWithinHours: number;
  },
): Promise<{ orderId: string; paidInFull: boolean }> {
  const placed = await placePendingOrder(db, {
    userId: input.userId,
    addressId: input.addressId,
    couponCode: input.couponCode,
    gift: input.gift,
    deliveryOption: input.deliveryOption,
    whatsappUpdates: input.whatsappUpdates,
    giftCardCode: input.giftCardCode,
    freeSampleVariantId: input.freeSampleVariantId,
    codConfirmWithinHours: input.confirmWithinHours,
    paymentMethod: 'cod',
    paymentProvider: 'cash',
  });
  return { orderId: placed.orderId, paidInFull: placed.paidInFull };
}
