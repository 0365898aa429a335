import type { AdminOrder, OrderStatus } from '@aurelle/contract';
import { and, count, eq } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client.ts';
import { orderStatusHistory } from '../../db/schema/index.ts';
import { enqueueJob } from '../../infra/jobs/queue.ts';
import { changeOrderStatus } from '../orders/order-status.ts';
import { getAdminOrder } from './get-admin-order.ts';
import { isMailedOrderStatus, ORDER_STATUS_MAIL_JOB } from './order-status-mail-job.ts';

export interface UpdateOrderStatusInput {
  orderId: string;
  status: OrderStatus;
  /** The admin making the change, recorded in the status history. */
  adminId: string;
}

/**
 * An admin's status change, through the one transitions table. When the order ships or is delivered
 * the shopper's e-mail is queued in the same transaction: it goes out exactly when the change commits.
 */
/** Whether the order was in this status before the change just recorded (its history holds it more than once). */
async function reachedBefore(tx: DbOrTx, orderId: string, status: OrderStatus): Promise<boolean> {
  const [row] = await tx
    .select({ times: count() })
    .from(orderStatusHistory)
    .where(and(eq(orderStatusHistory.orderId, orderId), eq(orderStatusHistory.toStatus, status)));
  return Number(row?.times ?? 0) > 1;
}

export async function updateOrderStatus(db: Db, input: UpdateOrderStatusInput): Promise<AdminOrder> {
  await db.transaction(async (tx) => {
    const change = await changeOrderStatus(tx, { orderId: input.orderId, to: input.status, changedBy: input.adminId });
    // The shopper hears of each state once: delivered → shipped → delivered again mails nobody twice.
    if (change.from !== change.to && isMailedOrderStatus(change.to) && !(await reachedBefore(tx, input.orderId, change.to))) {
      await enqueueJob(tx, ORDER_STATUS_MAIL_JOB, { orderId: input.orderId, status: change.to });
    }
  });
  return getAdminOrder(db, input.orderId);
}
