import {
  computeOrderTotals,
  FIRST_ORDER_DISCOUNT_PERCENT,
  rupeesToPaise,
  type CartItem,
  type CheckCouponResponse,
} from '@aurelle/contract';

/**
 * What the goods come to after the discount, as the order summary shows it: the server's answer for a code, else the
 * first-order rule computed here. The delivery fee's threshold is on this value; the server decides again.
 */
export function goodsTotalPaise(
  items: readonly CartItem[],
  isFirstOrder: boolean | undefined,
  couponAnswer: CheckCouponResponse | undefined,
): number {
  if (couponAnswer) return rupeesToPaise(couponAnswer.total);
  return computeOrderTotals(
    items.map((item) => ({ unitPricePaise: rupeesToPaise(item.salePrice > 0 ? item.salePrice : item.price), quantity: item.quantity })),
    isFirstOrder === true,
    FIRST_ORDER_DISCOUNT_PERCENT,
  ).totalPaise;
}
