import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { orders } from '../../db/schema/index.ts';
import { enqueueJob } from '../../infra/jobs/queue.ts';
import { queueWhatsAppUpdate } from '../whatsapp/queue-whatsapp-update.ts';
import { paymentsConfirmed } from '../../infra/metrics.ts';
import { conflict, notFound } from '../errors.ts';
import { SEND_ORDER_CONFIRMATION_JOB } from '../orders/job-types.ts';
import { clearPurchasedLines } from '../orders/clear-purchased-lines.ts';
import { lockOrder } from '../orders/lock-order.ts';
import { ORDER_NOT_FOUND_MESSAGE } from '../orders/messages.ts';
import { changeOrderStatus } from '../orders/order-status.ts';
import { issueInvoice } from '../tax/issue-invoice.ts';
import { ORDER_EXPIRED_MESSAGE } from './messages.ts';

export interface MarkOrderPaidInput {
  orderId: string;
  /** Null when no provider was asked (nothing to pay). */
  providerPaymentId: string | null;
  /** Which path confirmed it, for the status history: 'verify', 'webhook', 'capture', 'nothing to pay'. */
  source: string;
}

export type MarkPaidOutcome = { outcome: 'paid' | 'already-paid'; userId: string };

/**
 * The one way an order becomes paid (verify, webhooks and the legacy capture all call it), inside the
 * caller's transaction. The order row is locked first, so concurrent confirmations of the same payment
 * serialize and exactly one of them does the work: status confirmed (transitions table), payment
 * completed, reservation committed (no expiry any more), purchased lines leave the cart, the tax invoice
 * issued, one confirmation e-mail queued. A cancelled order (expired or failed) is refused; the caller logs it for a refund.
 */
export async function markOrderPaid(tx: DbOrTx, input: MarkOrderPaidInput): Promise<MarkPaidOutcome> {
  const order = await lockOrder(tx, input.orderId);
  if (!order) throw notFound(ORDER_NOT_FOUND_MESSAGE).because({ code: 'NOT_FOUND', resource: 'order' });
  if (order.paymentStatus === 'completed') return { outcome: 'already-paid', userId: order.userId };
  if (order.status === 'cancelled' || order.status === 'rejected')
    throw conflict(ORDER_EXPIRED_MESSAGE).because({ code: 'ORDER_NOT_PAYABLE' });

  const now = new Date();
  // Only a pending order changes status here; an unpaid order cannot have moved on (decision 010).
  if (order.status === 'pending') {
    await changeOrderStatus(tx, { orderId: input.orderId, to: 'confirmed', changedBy: null, reason: `Paid (${input.source})` });
  }
  await tx
    .update(orders)
    .set({
      paymentStatus: 'completed',
      paidAt: now,
      providerPaymentId: input.providerPaymentId,
      reservationExpiresAt: null,
      updatedAt: now,
    })
    .where(eq(orders.id, input.orderId));

  await clearPurchasedLines(tx, order.userId, input.orderId);
  await enqueueJob(tx, SEND_ORDER_CONFIRMATION_JOB, { orderId: input.orderId }, { dedupeKey: `order-confirmation:${input.orderId}` });
  await queueWhatsAppUpdate(tx, { orderId: input.orderId, event: 'order-confirmed' });
  // The tax invoice is issued with the payment, in its transaction: a payment that rolls back leaves no number used.
  // Last, as the payment's last write: the series it numbers from waits for this commit (issueInvoice).
  await issueInvoice(tx, input.orderId, now);
  // In the caller's transaction, so at least once: a confirmation rolled back and retried counts twice.
  paymentsConfirmed.inc({ payment_method: order.paymentMethod });
  return { outcome: 'paid', userId: order.userId };
}
