import type { Db } from '../../db/client.ts';
import { stopOrder } from '../after-sales/cancel-order.ts';
import { lockedOrder } from '../after-sales/locked-order.ts';
import { lockOrder } from '../orders/lock-order.ts';

export type CodExpiryOutcome = 'cancelled' | 'not-due' | 'not-awaiting';

/** A cash-on-delivery order nobody confirmed in time is cancelled: its stock goes back, the shopper is told by e-mail. */
export async function expireCodConfirmation(db: Db, input: { orderId: string; now?: Date }): Promise<CodExpiryOutcome> {
  const now = input.now ?? new Date();
  return db.transaction(async (tx) => {
    if (!(await lockOrder(tx, input.orderId))) return 'not-awaiting';
    const order = await lockedOrder(tx, input.orderId);
    if (order.codConfirmation !== 'awaiting' || order.status === 'cancelled' || order.status === 'rejected') return 'not-awaiting';
    if (!order.codConfirmationDueAt || order.codConfirmationDueAt > now) return 'not-due';
    await stopOrder(tx, order.id, 'Cash on delivery not confirmed in time');
    return 'cancelled';
  });
}
