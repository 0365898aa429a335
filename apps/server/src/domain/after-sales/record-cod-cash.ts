import { eq } from 'drizzle-orm';
import { AFTER_SALES_MESSAGES, cashAmountMessage, COD_PAYMENT_METHOD, rupeesToPaise } from '@aurelle/contract';
import type { Db } from '../../db/client.ts';
import { orders } from '../../db/schema/index.ts';
import { enqueueJob } from '../../infra/jobs/queue.ts';
import { paymentsConfirmed } from '../../infra/metrics.ts';
import { ORDER_STATUS_MAIL_JOB } from '../admin-orders/order-status-mail-job.ts';
import { badRequest, conflict } from '../errors.ts';
import { changeOrderStatus } from '../orders/order-status.ts';
import { issueInvoice } from '../tax/issue-invoice.ts';
import { lockedOrder } from './locked-order.ts';
import { amountToPayPaise } from '../gift-cards/order-gift-card.ts';

/**
 * The admin records the cash the courier collected for a cash-on-delivery order: exactly the order's
 * total, once. In one transaction the order becomes paid and delivered, its tax invoice is issued (a COD invoice is
 * issued at delivery) and the shopper's "delivered" e-mail is queued.
 */
export async function recordCodCash(db: Db, input: { orderId: string; adminId: string; amount: number }): Promise<void> {
  await db.transaction(async (tx) => {
    const order = await lockedOrder(tx, input.orderId);
    if (order.paymentMethod !== COD_PAYMENT_METHOD) throw conflict(AFTER_SALES_MESSAGES.codOnly);
    if (order.paymentStatus === 'completed') throw conflict(AFTER_SALES_MESSAGES.codAlreadyPaid);
    // Back at the shop (RTO, decision 098) the order stays In shipping, but no courier collected anything.
    if (order.returnedToSenderAt) throw conflict(AFTER_SALES_MESSAGES.codReturnedToSender);
    if (order.status !== 'inShipping') throw conflict(AFTER_SALES_MESSAGES.codNotShipped);
    // The courier collected what a gift card left to pay (decision 104).
    if (rupeesToPaise(input.amount) !== amountToPayPaise(order)) {
      const message = cashAmountMessage(amountToPayPaise(order));
      throw badRequest(message, { amount: [message] });
    }
    const now = new Date();
    await tx.update(orders).set({ paymentStatus: 'completed', paidAt: now, updatedAt: now }).where(eq(orders.id, order.id));
    await changeOrderStatus(tx, { orderId: order.id, to: 'delivered', changedBy: input.adminId, reason: 'Cash collected on delivery' });
    await enqueueJob(tx, ORDER_STATUS_MAIL_JOB, { orderId: order.id, status: 'delivered' });
    // The last write: the invoice series waits for this commit (issueInvoice).
    await issueInvoice(tx, order.id, now);
  });
  paymentsConfirmed.inc({ payment_method: COD_PAYMENT_METHOD });
}
