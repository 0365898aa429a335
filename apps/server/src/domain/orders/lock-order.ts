import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { orders } from '../../db/schema/index.ts';

/**
 * Locks one order row until the transaction ends and reads what every order rule decides on. Whoever holds it
 * (a status change, a payment, an expiry, a cancellation) sees the others' committed result, never a half state.
 * Undefined when there is no such order.
 */
export async function lockOrder(tx: DbOrTx, orderId: string) {
  const [order] = await tx
    .select({
      userId: orders.userId,
      status: orders.status,
      paymentStatus: orders.paymentStatus,
      paymentMethod: orders.paymentMethod,
      reservationExpiresAt: orders.reservationExpiresAt,
      codConfirmation: orders.codConfirmation,
    })
    .from(orders)
    .where(eq(orders.id, orderId))
    .for('update')
    .limit(1);
  return order;
}
