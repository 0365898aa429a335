import type { Db } from '../../db/client.ts';
import { cancelUnpaidOrder, type CancelOutcome } from './cancel-unpaid-order.ts';
import { lockOrder } from './lock-order.ts';

export type ExpireOutcome = CancelOutcome | 'not-due' | 'missing';

/** Cancels an unpaid order whose reservation window has passed and puts its stock back (once). */
export async function expireReservation(db: Db, input: { orderId: string; now?: Date }): Promise<ExpireOutcome> {
  const now = input.now ?? new Date();
  return db.transaction(async (tx) => {
    const order = await lockOrder(tx, input.orderId);
    if (!order) return 'missing';
    if (order.paymentStatus === 'completed') return 'already-paid';
    if (!order.reservationExpiresAt) return 'not-pending';
    if (order.reservationExpiresAt > now) return 'not-due';
    return cancelUnpaidOrder(tx, { orderId: input.orderId, reason: 'Payment window expired' });
  });
}
