import { and, count, eq, isNull, notInArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { couponRedemptions, coupons } from '../../db/schema/index.ts';
import type { CouponTerms, CouponUsage } from './coupon-rules.ts';

export type StoredCoupon = typeof coupons.$inferSelect;

/**
 * The code's row (codes are stored in capitals). `lock` takes its row lock for the rest of the transaction: every
 * checkout that redeems the code queues on it, so caps hold however many shoppers race for its last use.
 */
export async function findCoupon(db: DbOrTx, code: string, options: { lock?: boolean } = {}): Promise<StoredCoupon | undefined> {
  const query = db.select().from(coupons).where(eq(coupons.code, code.trim().toUpperCase())).limit(1);
  const [row] = options.lock ? await query.for('update') : await query;
  return row;
}

export function couponTerms(row: StoredCoupon): CouponTerms {
  return row;
}

/** Uses that count against the caps: every order that took the code and has not given it back. */
export async function couponUsage(
  db: DbOrTx,
  couponId: string,
  userId: string,
  /** Unpaid checkouts about to be replaced (and their uses given back): not counted. */
  exceptOrderIds: readonly string[] = [],
): Promise<CouponUsage> {
  const live = and(
    eq(couponRedemptions.couponId, couponId),
    isNull(couponRedemptions.releasedAt),
    exceptOrderIds.length > 0 ? notInArray(couponRedemptions.orderId, [...exceptOrderIds]) : undefined,
  );
  const [[all], [mine]] = await Promise.all([
    db.select({ uses: count() }).from(couponRedemptions).where(live),
    db
      .select({ uses: count() })
      .from(couponRedemptions)
      .where(and(live, eq(couponRedemptions.userId, userId))),
  ]);
  return { total: Number(all?.uses ?? 0), byShopper: Number(mine?.uses ?? 0) };
}
