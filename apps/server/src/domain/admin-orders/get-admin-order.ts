import { asc, eq } from 'drizzle-orm';
import type { AdminOrder } from '@aurelle/contract';
import type { DbOrTx } from '../../db/client.ts';
import { orderStatusHistory, users } from '../../db/schema/index.ts';
import { loadPresentedOrder } from '../orders/present-order.ts';
import { notFound } from '../errors.ts';

export const ORDER_NOT_FOUND_MESSAGE = 'Order not found';

/** The order with its customer, lines, address, payment and status history (who changed it and when). */
export async function getAdminOrder(db: DbOrTx, orderId: string): Promise<AdminOrder> {
  const order = await loadPresentedOrder(db, orderId, { withCustomer: true });
  if (!order) throw notFound(ORDER_NOT_FOUND_MESSAGE).because({ code: 'NOT_FOUND', resource: 'order' });
  const history = await db
    .select({
      fromStatus: orderStatusHistory.fromStatus,
      toStatus: orderStatusHistory.toStatus,
      changedAt: orderStatusHistory.changedAt,
      reason: orderStatusHistory.reason,
      changedById: users.id,
      changedByName: users.userName,
    })
    .from(orderStatusHistory)
    .leftJoin(users, eq(users.id, orderStatusHistory.changedBy))
    .where(eq(orderStatusHistory.orderId, orderId))
    .orderBy(asc(orderStatusHistory.changedAt), asc(orderStatusHistory.id));
  return {
    ...order,
    statusHistory: history.map((change) => ({
      fromStatus: change.fromStatus,
      toStatus: change.toStatus,
      changedAt: change.changedAt.toISOString(),
      changedBy: change.changedById && change.changedByName ? { _id: change.changedById, userName: change.changedByName } : null,
      reason: change.reason,
    })),
  };
}
