import { and, eq, isNotNull, isNull, ne, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { orderItems, orders, productVariants } from '../../db/schema/index.ts';
import { lockProducts } from '../catalog/variants/lock-products.ts';
import { syncProductVariants } from '../../db/product-variants.ts';
import { scheduleStockAlerts } from '../stock-alerts/schedule-stock-alerts.ts';
import { releaseCouponUse } from '../promotions/release-coupon-use.ts';
import { giveBackUnpaidOrderGiftCard } from '../gift-cards/order-gift-card.ts';

/**
 * Gives an order's reserved units back to the shelf, exactly once: the stock_released_at guard is set by a
 * conditional update, so a second caller (retried job, sweep, webhook) finds nothing to release. Only an unpaid
 * order's, unless `includePaid` (a paid order cancelled before it shipped). Lines whose size or product
 * was deleted since are skipped. Returns whether this call released the stock.
 */
export async function releaseOrderStock(tx: DbOrTx, orderId: string, options: { includePaid?: boolean } = {}): Promise<boolean> {
  const claimed = await tx
    .update(orders)
    .set({ stockReleasedAt: new Date(), updatedAt: new Date() })
    .where(
      and(eq(orders.id, orderId), isNull(orders.stockReleasedAt), options.includePaid ? undefined : ne(orders.paymentStatus, 'completed')),
    )
    .returning({ id: orders.id });
  if (claimed.length === 0) return false;
  // An order that gives its units back gives its code's use back too.
  await releaseCouponUse(tx, orderId);
  const lines = await tx
    .select({ productId: orderItems.productId, variantId: orderItems.variantId, quantity: orderItems.quantity })
    .from(orderItems)
    .where(and(eq(orderItems.orderId, orderId), isNotNull(orderItems.productId)));
  await returnUnitsToShelf(tx, lines);
  // And an unpaid order's gift card share goes back to the card (a paid order's goes back with its refund); after the
  // products, as checkout locks them before the card, so the two never wait on each other.
  await giveBackUnpaidOrderGiftCard(tx, orderId, 'Order cancelled unpaid');
  return true;
}

/** Puts units of sizes back on sale (a released reservation, a cancelled order, a restocked return), products locked in id order. */
export async function returnUnitsToShelf(
  tx: DbOrTx,
  lines: ReadonlyArray<{ productId: string | null; variantId: string | null; quantity: number }>,
): Promise<void> {
  const productIds = [...new Set(lines.flatMap((line) => (line.productId ? [line.productId] : [])))].sort();
  await lockProducts(tx, productIds);
  for (const line of lines) {
    if (!line.variantId) continue;
    await tx
      .update(productVariants)
      .set({ stock: sql`${productVariants.stock} + ${line.quantity}`, updatedAt: new Date() })
      .where(eq(productVariants.id, line.variantId));
  }
  for (const productId of productIds) {
    await syncProductVariants(tx, productId);
    await scheduleStockAlerts(tx, productId);
  }
}
