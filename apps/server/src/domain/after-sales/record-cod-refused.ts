import { eq } from 'drizzle-orm';
import { AFTER_SALES_MESSAGES, COD_PAYMENT_METHOD } from '@aurelle/contract';
import type { Db } from '../../db/client.ts';
import { orders } from '../../db/schema/index.ts';
import { conflict } from '../errors.ts';
import { changeOrderStatus } from '../orders/order-status.ts';
import { releaseOrderStock } from '../orders/release-order-stock.ts';
import { lockedOrder } from './locked-order.ts';

/**
 * The shopper refused a cash-on-delivery parcel at the door: the order is rejected, its units go back on
 * the shelf when the parcel returns, and the shopper is not offered cash on delivery again.
 */
export async function recordCodRefused(db: Db, input: { orderId: string; adminId: string }): Promise<void> {
  await db.transaction(async (tx) => {
    const order = await lockedOrder(tx, input.orderId);
    if (order.paymentMethod !== COD_PAYMENT_METHOD) throw conflict(AFTER_SALES_MESSAGES.codOnly);
    if (order.paymentStatus === 'completed') throw conflict(AFTER_SALES_MESSAGES.codAlreadyPaid);
    if (order.status !== 'inShipping') throw conflict(AFTER_SALES_MESSAGES.codNotShipped);
    await changeOrderStatus(tx, { orderId: order.id, to: 'rejected', changedBy: input.adminId, reason: 'Cash-on-delivery parcel refused' });
    await releaseOrderStock(tx, order.id);
    await tx.update(orders).set({ codRefusedAt: new Date(), updatedAt: new Date() }).where(eq(orders.id, order.id));
  });
}
