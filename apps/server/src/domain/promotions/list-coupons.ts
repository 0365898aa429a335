import { and, count, desc, eq, isNull } from 'drizzle-orm';
import type { Coupon } from '@aurelle/contract';
import type { DbOrTx } from '../../db/client.ts';
import { couponRedemptions, coupons } from '../../db/schema/index.ts';
import { presentCoupon } from './present-coupon.ts';

/** Every code, newest first, with its uses so far (one grouped count). */
export async function listCoupons(db: DbOrTx, now = new Date()): Promise<Coupon[]> {
  const rows = await db
    .select({ coupon: coupons, uses: count(couponRedemptions.id) })
    .from(coupons)
    .leftJoin(couponRedemptions, and(eq(couponRedemptions.couponId, coupons.id), isNull(couponRedemptions.releasedAt)))
    .groupBy(coupons.id)
    .orderBy(desc(coupons.createdAt), desc(coupons.id));
  return rows.map((row) => presentCoupon(row.coupon, Number(row.uses), now));
}
