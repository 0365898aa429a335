import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { orders } from '../../db/schema/index.ts';
import { lockedOrder } from '../after-sales/locked-order.ts';
import { conflict } from '../errors.ts';
import { releaseOrderStock } from '../orders/release-order-stock.ts';

/**
 * A parcel back at the shop (RTO delivered), checked by an admin: its units go back on sale, once (the release's own
 * guard and `return_restocked_at`). Returns when it was restocked.
 */
export async function restockReturnedOrder(db: Db, orderId: string): Promise<Date> {
  return db.transaction(async (tx) => {
    const order = await lockedOrder(tx, orderId);
    if (!order.returnedToSenderAt) throw conflict('Only a parcel returned to the shop can be restocked');
    if (order.returnRestockedAt) throw conflict('This returned parcel is already back in stock');
    await releaseOrderStock(tx, order.id, { includePaid: true });
    const now = new Date();
    await tx.update(orders).set({ returnRestockedAt: now, updatedAt: now }).where(eq(orders.id, order.id));
    return now;
  });
}
