import { and, eq, isNotNull, isNull, ne, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { orderItems, orders, products } from '../../db/schema/index.ts';
import { scheduleStockAlerts } from '../stock-alerts/schedule-stock-alerts.ts';

/**
 * Gives an unpaid order's reserved units back to the shelf, exactly once: the stock_released_at guard is
 * set by a conditional update, so a second caller (retried job, sweep, webhook) finds nothing to release.
 * Lines whose product was deleted since are skipped. Returns whether this call released the stock.
 */
export async function releaseOrderStock(tx: DbOrTx, orderId: string): Promise<boolean> {
  const claimed = await tx
    .update(orders)
    .set({ stockReleasedAt: new Date(), updatedAt: new Date() })
    .where(and(eq(orders.id, orderId), isNull(orders.stockReleasedAt), ne(orders.paymentStatus, 'completed')))
    .returning({ id: orders.id });
  if (claimed.length === 0) return false;
  const lines = await tx
    .select({ productId: orderItems.productId, quantity: orderItems.quantity })
    .from(orderItems)
    .where(and(eq(orderItems.orderId, orderId), isNotNull(orderItems.productId)))
    .orderBy(orderItems.productId);
  for (const line of lines) {
    if (!line.productId) continue;
    await tx
      .update(products)
      .set({ totalStock: sql`${products.totalStock} + ${line.quantity}`, updatedAt: new Date() })
      .where(eq(products.id, line.productId));
    await scheduleStockAlerts(tx, line.productId);
  }
  return true;
}
