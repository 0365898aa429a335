/** Why a code cannot be used, each with the message the shopper reads. */
export const COUPON_REFUSALS = [
  'UNKNOWN',
  'PAUSED',
  'NOT_STARTED',
  'EXPIRED',
  'USED_UP',
  'FIRST_ORDER_ONLY',
  'ALREADY_USED',
  'NOTHING_ELIGIBLE',
  'MINIMUM_NOT_MET',
] as const;
export type CouponRefusal = (typeof COUPON_REFUSALS)[number];
