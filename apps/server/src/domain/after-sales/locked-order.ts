import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { orders } from '../../db/schema/index.ts';
import { notFound } from '../errors.ts';
import { lockOrder } from '../orders/lock-order.ts';
import { ORDER_NOT_FOUND_MESSAGE } from '../orders/messages.ts';

export type OrderRow = typeof orders.$inferSelect;

/**
 * The order, its row locked until the transaction ends. With a shopper's id, only their own: another shopper's order
 * answers exactly like a missing one.
 */
export async function lockedOrder(tx: DbOrTx, orderId: string, userId?: string): Promise<OrderRow> {
  const locked = await lockOrder(tx, orderId);
  if (!locked || (userId !== undefined && locked.userId !== userId)) {
    throw notFound(ORDER_NOT_FOUND_MESSAGE).because({ code: 'NOT_FOUND', resource: 'order' });
  }
  const [order] = await tx.select().from(orders).where(eq(orders.id, orderId)).limit(1);
  if (!order) throw notFound(ORDER_NOT_FOUND_MESSAGE).because({ code: 'NOT_FOUND', resource: 'order' });
  return order;
}
