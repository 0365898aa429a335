import { eq } from 'drizzle-orm';
import { AFTER_SALES_MESSAGES } from '@aurelle/contract';
import type { DbOrTx } from '../../db/client.ts';
import { orders } from '../../db/schema/index.ts';
import { enqueueJob } from '../../infra/jobs/queue.ts';
import { conflict } from '../errors.ts';
import { cancelUnpaidOrder } from '../orders/cancel-unpaid-order.ts';
import { changeOrderStatus } from '../orders/order-status.ts';
import { releaseOrderStock } from '../orders/release-order-stock.ts';
import { executeRefund, type ExecuteRefundDeps } from './execute-refund.ts';
import { AFTER_SALES_MAIL_JOB } from './job-types.ts';
import { lockedOrder } from './locked-order.ts';
import { requestRefund } from './request-refund.ts';
import { canCancel, hasShipped, refundablePaise } from './rules.ts';
import { refunds } from '../../db/schema/index.ts';

export interface CancelOrderInput {
  orderId: string;
  userId: string;
  reason?: string | undefined;
}

/**
 * A shopper cancels their order before it ships, in one transaction: status cancelled, every unit back on
 * the shelf, and for a paid order a refund of everything paid, requested with the order's own key (a second cancel
 * finds it). The refund is paid out right after; should the provider be down, its job retries it. An unpaid checkout
 * is cancelled like an abandoned one; a cash-on-delivery order simply stops.
 */
/**
 * Cancels a paid or cash-on-delivery order that has not shipped, inside the caller's transaction (the order locked):
 * status cancelled with the reason, every unit back on the shelf, the shopper's "cancelled" e-mail queued once.
 */
export async function stopOrder(tx: DbOrTx, orderId: string, reason: string): Promise<void> {
  await changeOrderStatus(tx, { orderId, to: 'cancelled', changedBy: null, reason });
  await releaseOrderStock(tx, orderId, { includePaid: true });
  await tx.update(orders).set({ updatedAt: new Date() }).where(eq(orders.id, orderId));
  await enqueueJob(tx, AFTER_SALES_MAIL_JOB, { orderId, notice: 'cancelled' }, { dedupeKey: `cancel-mail:${orderId}` });
}

export async function cancelOrder(deps: ExecuteRefundDeps, input: CancelOrderInput): Promise<void> {
  const reason = input.reason ? `Cancelled by the shopper: ${input.reason}` : 'Cancelled by the shopper';
  const refundId = await deps.db.transaction(async (tx) => {
    const order = await lockedOrder(tx, input.orderId, input.userId);
    if (!canCancel(order)) {
      const message = hasShipped(order) ? AFTER_SALES_MESSAGES.cancelAfterShipping : AFTER_SALES_MESSAGES.notCancellable;
      throw conflict(message).because({ code: 'NOT_CANCELLABLE' });
    }
    if (order.paymentStatus !== 'completed' && order.paymentMethod !== 'cod') {
      await cancelUnpaidOrder(tx, { orderId: order.id, reason });
      return undefined;
    }
    await stopOrder(tx, order.id, reason);
    if (order.paymentStatus !== 'completed') return undefined;
    const earlier = await tx
      .select({ amountPaise: refunds.amountPaise, status: refunds.status })
      .from(refunds)
      .where(eq(refunds.orderId, order.id));
    const amountPaise = refundablePaise(order, earlier);
    if (amountPaise === 0) return undefined;
    const { refund } = await requestRefund(tx, {
      orderId: order.id,
      amountPaise,
      kind: 'cancellation',
      reason,
      idempotencyKey: `cancel:${order.id}`,
      createdBy: null,
    });
    return refund.id;
  });
  if (refundId) {
    await executeRefund(deps, refundId).catch((error: unknown) => {
      deps.log.warn({ err: error, refundId }, 'cancellation refund will be retried by its job');
    });
  }
}
