import { and, desc, eq, isNotNull, or } from 'drizzle-orm';
import { COD_PAYMENT_METHOD } from '@aurelle/contract';
import type { Order } from '@aurelle/contract';
import type { DbOrTx } from '../../db/client.ts';
import { orders } from '../../db/schema/index.ts';
import { loadPresentedOrders } from './present-order.ts';

/** A shopper's most recent orders first; bounded so one account can never make this call heavy. */
const MY_ORDERS_LIMIT = 200;

/**
 * By default only orders the shopper placed: paid at some point (cancelled and refunded ones included) or cash on
 * delivery. A checkout that was never paid (abandoned, replaced by a newer one, payment failed) is not a failed order
 * to the shopper; `all` lists them too.
 */
export async function listMyOrders(db: DbOrTx, userId: string, include: 'placed' | 'all' = 'placed'): Promise<Order[]> {
  const placed = or(isNotNull(orders.paidAt), eq(orders.paymentMethod, COD_PAYMENT_METHOD));
  const rows = await db
    .select()
    .from(orders)
    .where(and(eq(orders.userId, userId), include === 'all' ? undefined : placed))
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .limit(MY_ORDERS_LIMIT);
  return loadPresentedOrders(db, rows);
}
