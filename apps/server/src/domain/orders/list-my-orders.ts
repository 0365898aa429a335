import { desc, eq } from 'drizzle-orm';
import type { Order } from '@aurelle/contract';
import type { DbOrTx } from '../../db/client.ts';
import { orders } from '../../db/schema/index.ts';
import { loadPresentedOrders } from './present-order.ts';

/** A shopper's most recent orders first; bounded so one account can never make this call heavy. */
const MY_ORDERS_LIMIT = 200;

export async function listMyOrders(db: DbOrTx, userId: string): Promise<Order[]> {
  const rows = await db
    .select()
    .from(orders)
    .where(eq(orders.userId, userId))
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .limit(MY_ORDERS_LIMIT);
  return loadPresentedOrders(db, rows);
}
