import { and, eq } from 'drizzle-orm';
import type { Order } from '@aurelle/contract';
import type { DbOrTx } from '../../db/client.ts';
import { orders } from '../../db/schema/index.ts';
import { notFound } from '../errors.ts';
import { ORDER_NOT_FOUND_MESSAGE } from './messages.ts';
import { loadPresentedOrders } from './present-order.ts';

/** One of the shopper's own orders; another shopper's id answers exactly like an unknown one. */
export async function findMyOrder(db: DbOrTx, input: { userId: string; orderId: string }): Promise<Order> {
  const rows = await db
    .select()
    .from(orders)
    .where(and(eq(orders.id, input.orderId), eq(orders.userId, input.userId)))
    .limit(1);
  const [order] = await loadPresentedOrders(db, rows);
  if (!order) throw notFound(ORDER_NOT_FOUND_MESSAGE).because({ code: 'NOT_FOUND', resource: 'order' });
  return order;
}
