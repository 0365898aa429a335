import { paiseToRupees, type CodOption } from '@aurelle/contract';
import type { Db } from '../../db/client.ts';
import { priceCheckout } from '../checkout/price-checkout.ts';
import { findUnpaidCheckouts } from '../orders/find-unpaid-checkouts.ts';

/**
 * What checkout shows beside "Cash on delivery" for the shopper's cart as it stands, to the shopper's address when one
 * is named: the checkout priced for cash (decision 096), so it is offered exactly when placing it would be accepted.
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
