import type { AdminOrder, OrderStatus } from '@aurelle/contract';
import type { Db } from '../../db/client.ts';
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
export async function updateOrderStatus(db: Db, input: UpdateOrderStatusInput): Promise<AdminOrder> {
  await db.transaction(async (tx) => {
    const change = await changeOrderStatus(tx, { orderId: input.orderId, to: input.status, changedBy: input.adminId });
    if (change.from !== change.to && isMailedOrderStatus(change.to)) {
      await enqueueJob(tx, ORDER_STATUS_MAIL_JOB, { orderId: input.orderId, status: change.to });
    }
  });
  return getAdminOrder(db, input.orderId);
}
