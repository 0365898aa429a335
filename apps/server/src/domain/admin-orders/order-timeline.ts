import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { courierById, formatInr, orderStatusLabels, paiseToRupees, type OrderTimelineEvent } from '@aurelle/contract';
import type { DbOrTx } from '../../db/client.ts';
import {
  jobs,
  orderNotes,
  orders,
  orderStatusHistory,
  refunds,
  returnRequests,
  users,
  whatsappAttempts,
  whatsappMessages,
} from '../../db/schema/index.ts';
import { notFound } from '../errors.ts';
import { AFTER_SALES_MAIL_JOB } from '../after-sales/job-types.ts';
import { SEND_ORDER_CONFIRMATION_JOB } from '../orders/job-types.ts';
import { ORDER_STATUS_MAIL_JOB } from './order-status-mail-job.ts';

const MAIL_TITLES: Record<string, (payload: Record<string, unknown>) => string> = {
  [SEND_ORDER_CONFIRMATION_JOB]: () => 'Order confirmation e-mailed',
  [ORDER_STATUS_MAIL_JOB]: (payload) => (payload.status === 'delivered' ? 'Delivery e-mail sent' : 'Shipping e-mail sent'),
  [AFTER_SALES_MAIL_JOB]: (payload) => `E-mail sent: ${String(payload.notice ?? 'after-sales notice').replaceAll('-', ' ')}`,
};

const istDateTime = new Intl.DateTimeFormat('en-IN', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Asia/Kolkata' });

const event = (
  at: Date,
  kind: OrderTimelineEvent['kind'],
  title: string,
  detail: string | null = null,
  by: string | null = null,
): OrderTimelineEvent => ({
  at: at.toISOString(),
  kind,
  title,
  detail,
  by,
});

/**
 * Everything that happened to an order, oldest first: placed, paid, each status change with who made it,
 * shipment, refunds, returns, e-mails sent (while their jobs are kept, JOB_RETENTION_DAYS) and the admins' notes.
 */
export async function loadOrderTimeline(db: DbOrTx, orderId: string): Promise<OrderTimelineEvent[]> {
  const [order] = await db.select().from(orders).where(eq(orders.id, orderId));
  if (!order) throw notFound('Order not found').because({ code: 'NOT_FOUND', resource: 'order' });
  const [history, notes, refundRows, returnRows, mailJobs, whatsappTries] = await Promise.all([
    db
      .select({ change: orderStatusHistory, by: users.userName })
      .from(orderStatusHistory)
      .leftJoin(users, eq(users.id, orderStatusHistory.changedBy))
      .where(eq(orderStatusHistory.orderId, orderId)),
    db.select().from(orderNotes).where(eq(orderNotes.orderId, orderId)),
    db
      .select({ refund: refunds, by: users.userName })
      .from(refunds)
      .leftJoin(users, eq(users.id, refunds.createdBy))
      .where(eq(refunds.orderId, orderId)),
    db.select().from(returnRequests).where(eq(returnRequests.orderId, orderId)),
    db
      .select({ type: jobs.type, payload: jobs.payload, finishedAt: jobs.finishedAt })
      .from(jobs)
      .where(and(inArray(jobs.type, Object.keys(MAIL_TITLES)), eq(jobs.status, 'done'), sql`${jobs.payload}->>'orderId' = ${orderId}`))
      .orderBy(asc(jobs.id)),
    db
      .select({ at: whatsappAttempts.at, ok: whatsappAttempts.ok, detail: whatsappAttempts.detail, event: whatsappMessages.event })
      .from(whatsappAttempts)
      .innerJoin(whatsappMessages, eq(whatsappMessages.id, whatsappAttempts.messageId))
      .where(eq(whatsappMessages.orderId, orderId)),
  ]);

  const events: OrderTimelineEvent[] = [
    event(
      order.createdAt,
      'placed',
      order.paymentMethod === 'cod' ? 'Order placed, cash on delivery' : 'Checkout started',
      `Total ${formatInr(paiseToRupees(order.totalPaise))}`,
    ),
  ];
  if (order.paidAt)
    events.push(event(order.paidAt, 'payment', 'Paid', order.providerPaymentId ? `Payment ${order.providerPaymentId}` : null));
  for (const { change, by } of history) {
    const title = change.fromStatus
      ? `${orderStatusLabels[change.fromStatus]} → ${orderStatusLabels[change.toStatus]}`
      : orderStatusLabels[change.toStatus];
    events.push(event(change.changedAt, 'status', title, change.reason, change.changedBy ? (by ?? 'A former admin') : 'The shop'));
  }
  if (order.shippedAt && order.courier) {
    const courier = courierById(order.courier)?.name ?? order.courier;
    events.push(event(order.shippedAt, 'shipment', `Shipped with ${courier}`, order.trackingNumber ? `AWB ${order.trackingNumber}` : null));
  }
  if (order.codRefusedAt) events.push(event(order.codRefusedAt, 'payment', 'Parcel refused at the door'));
  for (const { refund, by } of refundRows) {
    events.push(
      event(refund.createdAt, 'refund', `Refund of ${formatInr(paiseToRupees(refund.amountPaise))} (${refund.status})`, refund.reason, by),
    );
  }
  for (const request of returnRows) {
    events.push(event(request.createdAt, 'return', 'Return requested', request.reason, 'The shopper'));
    if (request.decidedAt) {
      events.push(
        event(request.decidedAt, 'return', request.status === 'rejected' ? 'Return rejected' : 'Return approved', request.rejectionReason),
      );
    }
  }
  for (const job of mailJobs) {
    const title = MAIL_TITLES[job.type];
    if (title && job.finishedAt) events.push(event(job.finishedAt, 'mail', title(job.payload)));
  }
  for (const attempt of whatsappTries) {
    const what = attempt.event.split(':')[0]?.replaceAll('-', ' ') ?? attempt.event;
    events.push(
      event(
        attempt.at,
        'whatsapp',
        attempt.ok ? `WhatsApp sent: ${what}` : `WhatsApp not sent: ${what}`,
        attempt.ok ? null : attempt.detail,
      ),
    );
  }
  if (order.codConfirmation === 'awaiting' && order.codConfirmationDueAt) {
    events.push(
      event(
        order.createdAt,
        'payment',
        "Awaiting the shopper's confirmation",
        `Cancelled if not confirmed by ${istDateTime.format(order.codConfirmationDueAt)} (India time)`,
      ),
    );
  }
  for (const note of notes) events.push(event(note.createdAt, 'note', 'Note', note.body, note.authorName));
  return events.sort((a, b) => (a.at < b.at ? -1 : a.at > b.at ? 1 : 0));
}
