import { paiseToRupees, type CodOption } from '@aurelle/contract';
import type { Db } from '../../db/client.ts';
import { priceCheckout } from '../checkout/price-checkout.ts';
import { findUnpaidCheckouts } from '../orders/find-unpaid-checkouts.ts';

/**
 * Cash on delivery for the shopper's cart as it stands, to the shopper's address when one is named, without a code,
 * gift wrap or express (GET /shop/order/cod-option, kept for API clients): the checkout priced for cash by the one use
 * case (decision 096). The checkout page reads the same answer, for all its choices, from the quote.
 */
export async function codOption(db: Db, userId: string, now = new Date(), to: { addressId?: string | undefined } = {}): Promise<CodOption> {
  const priced = await priceCheckout(db, {
    userId,
    addressId: to.addressId,
    paymentMethod: 'cod',
    now,
    replacingOrderIds: await findUnpaidCheckouts(db, userId),
  });
  const { refusal, feePaise, limitPaise } = priced.cashOnDelivery;
  return { available: refusal === null, reason: refusal?.message ?? null, fee: paiseToRupees(feePaise), limit: paiseToRupees(limitPaise) };
}
