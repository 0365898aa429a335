import { and, asc, eq, lte } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { orders } from '../../db/schema/index.ts';
import { expireReservation } from './expire-reservation.ts';

const SWEEP_BATCH = 200;

/** Safety net behind the per-order expiry jobs: expires every unpaid reservation already past due. */
export async function sweepExpiredReservations(db: Db, now = new Date()): Promise<number> {
  let expired = 0;
  for (;;) {
    const due = await db
      .select({ id: orders.id })
      .from(orders)
      .where(and(eq(orders.paymentStatus, 'pending'), eq(orders.status, 'pending'), lte(orders.reservationExpiresAt, now)))
      .orderBy(asc(orders.reservationExpiresAt))
      .limit(SWEEP_BATCH);
    let expiredInBatch = 0;
    for (const order of due) {
      if ((await expireReservation(db, { orderId: order.id, now })) === 'cancelled') expiredInBatch += 1;
    }
    expired += expiredInBatch;
    // A full batch that changed nothing would repeat forever; the next sweep takes the rest.
    if (due.length < SWEEP_BATCH || expiredInBatch === 0) return expired;
  }
}
