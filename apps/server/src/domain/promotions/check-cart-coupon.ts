import { paiseToRupees, type CheckCouponResponse } from '@aurelle/contract';
import type { DbOrTx } from '../../db/client.ts';
import { priceCheckout } from '../checkout/price-checkout.ts';
import { badRequest } from '../errors.ts';
import { findUnpaidCheckouts } from '../orders/find-unpaid-checkouts.ts';

export const FIRST_ORDER_BETTER_MESSAGE = 'Your first-order discount of 15% is more than this code gives, so it applies instead';

/**
 * "Have a code?": whether the signed-in shopper's cart can use the code now and what the goods would come to, from the
 * checkout's one pricing (decision 096). Nothing is held: placing the order checks again, under the code's lock.
 */
export async function checkCartCoupon(
  db: DbOrTx,
  input: { userId: string; code: string; now?: Date },
): Promise<Omit<CheckCouponResponse, 'success'>> {
  const priced = await priceCheckout(db, {
    userId: input.userId,
    couponCode: input.code,
    now: input.now ?? new Date(),
    replacingOrderIds: await findUnpaidCheckouts(db, input.userId),
  });
  const check = priced.couponCheck;
  if (check && !check.ok) throw badRequest(check.message, { code: [check.message] }).because({ code: 'COUPON_REFUSED', why: check.reason });
  const code = input.code.toUpperCase();
  return {
    code,
    subtotal: paiseToRupees(priced.subtotalPaise),
    discount: paiseToRupees(priced.discountPaise),
    total: paiseToRupees(priced.goodsTotalPaise),
    applied: priced.applied,
    message: priced.applied === 'coupon' ? `Code ${code} applied` : FIRST_ORDER_BETTER_MESSAGE,
  };
}
