import { paiseToRupees, type Coupon } from '@aurelle/contract';
import { couponState } from './coupon-rules.ts';
import type { StoredCoupon } from './find-coupon.ts';

/** A code as the back office lists it: amounts in rupees, its state now and its uses so far. */
export function presentCoupon(row: StoredCoupon, usesSoFar: number, now = new Date()): Coupon {
  const rupees = (paise: number | null) => (paise === null ? null : paiseToRupees(paise));
  return {
    id: row.id,
    code: row.code,
    description: row.description,
    kind: row.kind,
    value: row.kind === 'percent' ? (row.percent ?? 0) : paiseToRupees(row.amountPaise ?? 0),
    minOrderValue: rupees(row.minOrderPaise),
    maxDiscount: rupees(row.maxDiscountPaise),
    startsAt: row.startsAt?.toISOString() ?? null,
    endsAt: row.endsAt?.toISOString() ?? null,
    totalUsesCap: row.totalUsesCap,
    perShopperCap: row.perShopperCap,
    productIds: row.productIds,
    brands: row.brands,
    categories: row.categories,
    firstOrderOnly: row.firstOrderOnly,
    isPaused: row.isPaused,
    usesSoFar,
    state: couponState(row, usesSoFar, now),
    createdAt: row.createdAt.toISOString(),
  };
}
