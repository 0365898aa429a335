import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { orders } from '../../db/schema/index.ts';
import { notFound } from '../errors.ts';
import { ORDER_NOT_FOUND_MESSAGE } from './messages.ts';
import { lockOrder } from './lock-order.ts';
import { changeOrderStatus } from './order-status.ts';
import { releaseOrderStock } from './release-order-stock.ts';

export type CancelOutcome = 'cancelled' | 'already-paid' | 'not-pending';

/**
 * Cancels an order whose payment failed, expired or was abandoned: status cancelled (through the transitions
 * table), payment failed, reserved stock released once. A paid order is never touched; an order an admin
 * already moved on (no longer pending) keeps its status. Run inside the caller's transaction.
 */
export async function cancelUnpaidOrder(tx: DbOrTx, input: { orderId: string; reason: string }): Promise<CancelOutcome> {
  const order = await lockOrder(tx, input.orderId);
  if (!order) throw notFound(ORDER_NOT_FOUND_MESSAGE).because({ code: 'NOT_FOUND', resource: 'order' });
  if (order.paymentStatus === 'completed') return 'already-paid';
  if (order.status !== 'pending') {
    // Already cancelled earlier: make sure the stock went back (no-op when it did).
    if (order.status === 'cancelled') await releaseOrderStock(tx, input.orderId);
    return 'not-pending';
  }
  await changeOrderStatus(tx, { orderId: input.orderId, to: 'cancelled', changedBy: null, reason: input.reason });
  await tx.update(orders).set({ paymentStatus: 'failed', updatedAt: new Date() }).where(eq(orders.id, input.orderId));
  await releaseOrderStock(tx, input.orderId);
  return 'cancelled';
}
