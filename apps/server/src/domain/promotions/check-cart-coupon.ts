import { asc } from 'drizzle-orm';
import { paiseToRupees, unitPricePaise, type CheckCouponResponse } from '@aurelle/contract';
import type { DbOrTx } from '../../db/client.ts';
import { cartItems } from '../../db/schema/index.ts';
import { selectCartLines } from '../cart/select-cart-lines.ts';
import { EMPTY_CART_MESSAGE } from '../orders/messages.ts';
import { isFirstOrder } from '../orders/is-first-order.ts';
import { badRequest } from '../errors.ts';
import { checkCoupon, chooseDiscount } from './coupon-rules.ts';
import { couponUsage, findCoupon } from './find-coupon.ts';

export const FIRST_ORDER_BETTER_MESSAGE = 'Your first-order discount of 15% is more than this code gives, so it applies instead';

/**
 * "Have a code?" at checkout: whether the signed-in shopper's cart can use the code now and what the order would get.
 * Nothing is held: checkout checks again, under the code's lock, with the cart as it is then.
 */
export async function checkCartCoupon(
  db: DbOrTx,
  input: { userId: string; code: string; now?: Date },
): Promise<Omit<CheckCouponResponse, 'success'>> {
  const now = input.now ?? new Date();
  const lines = (await selectCartLines(db, input.userId).orderBy(asc(cartItems.createdAt))).map((line) => ({
    ...line,
    unitPricePaise: unitPricePaise(line, now),
  }));
  if (lines.length === 0) throw badRequest(EMPTY_CART_MESSAGE).because({ code: 'EMPTY_CART' });
  const coupon = await findCoupon(db, input.code);
  const firstOrder = await isFirstOrder(db, input.userId);
  const usage = coupon ? await couponUsage(db, coupon.id, input.userId) : { total: 0, byShopper: 0 };
  const check = checkCoupon(coupon, lines, { now, usage, isFirstOrder: firstOrder });
  if (!check.ok) throw badRequest(check.message, { code: [check.message] }).because({ code: 'COUPON_REFUSED', why: check.reason });
  const chosen = chooseDiscount(lines, { isFirstOrder: firstOrder, coupon: check });
  return {
    code: input.code.toUpperCase(),
    subtotal: paiseToRupees(chosen.subtotalPaise),
    discount: paiseToRupees(chosen.discountPaise),
    total: paiseToRupees(chosen.totalPaise),
    applied: chosen.applied,
    message: chosen.applied === 'coupon' ? `Code ${input.code.toUpperCase()} applied` : FIRST_ORDER_BETTER_MESSAGE,
  };
}
