import { and, eq, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { couponRedemptions } from '../../db/schema/index.ts';

/**
 * Gives an order's code use back: its payment failed or expired, or it was cancelled before it shipped.
 * Called where the order's stock goes back to the shelf (releaseOrderStock), in the same transaction; at most once.
 */
export async function releaseCouponUse(tx: DbOrTx, orderId: string, now = new Date()): Promise<void> {
  await tx
    .update(couponRedemptions)
    .set({ releasedAt: now })
    .where(and(eq(couponRedemptions.orderId, orderId), isNull(couponRedemptions.releasedAt)));
}
