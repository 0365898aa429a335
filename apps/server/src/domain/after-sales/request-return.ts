import { eq } from 'drizzle-orm';
import { AFTER_SALES_MESSAGES, type ReturnLine } from '@aurelle/contract';
import type { Db } from '../../db/client.ts';
import { refunds, returnRequests } from '../../db/schema/index.ts';
import { enqueueJob } from '../../infra/jobs/queue.ts';
import { badRequest, conflict } from '../errors.ts';
import { AFTER_SALES_MAIL_JOB } from './job-types.ts';
import { lockedOrder } from './locked-order.ts';
import { orderLinesAsInvoiced, valueReturnedLines } from './return-lines.ts';
import { isWithinReturnWindow, refundablePaise } from './rules.ts';

export interface RequestReturnInput {
  orderId: string;
  userId: string;
  reason: string;
  lines: readonly ReturnLine[];
  now?: Date;
}

/**
 * A shopper asks to return unopened items of their delivered order within 30 days of delivery: one open
 * request per order, never more units than were bought and not already returned, valued as they were paid for. The
 * admin decides; the shopper is e-mailed that the request was received.
 */
export async function requestReturn(db: Db, input: RequestReturnInput): Promise<string> {
  const now = input.now ?? new Date();
  return db.transaction(async (tx) => {
    const order = await lockedOrder(tx, input.orderId, input.userId);
    const refuse = (message: string) => conflict(message).because({ code: 'RETURN_NOT_ALLOWED' });
    if (order.status !== 'delivered' || order.paymentStatus !== 'completed') throw refuse(AFTER_SALES_MESSAGES.notDelivered);
    if (!isWithinReturnWindow(order, now)) throw refuse(AFTER_SALES_MESSAGES.returnWindowClosed);
    const earlier = await tx.select().from(returnRequests).where(eq(returnRequests.orderId, order.id));
    if (earlier.some((request) => request.status === 'requested')) throw refuse(AFTER_SALES_MESSAGES.returnAlreadyOpen);

    // The same line named twice counts once with both quantities.
    const wanted = new Map<string, number>();
    for (const line of input.lines) wanted.set(line.lineId, (wanted.get(line.lineId) ?? 0) + line.quantity);
    const items = await orderLinesAsInvoiced(tx, order.id);
    const alreadyReturned = new Map<string, number>();
    for (const request of earlier.filter((r) => r.status === 'approved')) {
      for (const line of request.lines) alreadyReturned.set(line.lineId, (alreadyReturned.get(line.lineId) ?? 0) + line.quantity);
    }
    for (const [lineId, quantity] of wanted) {
      const item = items.find((candidate) => candidate.id === lineId);
      if (!item) throw badRequest(AFTER_SALES_MESSAGES.returnNothing, { lines: ['This item is not part of the order'] });
      if (quantity > item.quantity - (alreadyReturned.get(lineId) ?? 0)) {
        throw badRequest(AFTER_SALES_MESSAGES.returnTooMany, { lines: [AFTER_SALES_MESSAGES.returnTooMany] });
      }
    }
    const lines = [...wanted].map(([lineId, quantity]) => ({ lineId, quantity }));
    const valued = valueReturnedLines(items, order.discountPaise, lines);
    const refundsSoFar = await tx
      .select({ amountPaise: refunds.amountPaise, status: refunds.status })
      .from(refunds)
      .where(eq(refunds.orderId, order.id));
    // Never more than is left to refund (an admin may already have refunded part of the order).
    const amountPaise = Math.min(
      valued.reduce((sum, line) => sum + line.amountPaise, 0),
      refundablePaise(order, refundsSoFar),
    );
    if (amountPaise <= 0) throw refuse(AFTER_SALES_MESSAGES.returnTooMany);

    const [request] = await tx
      .insert(returnRequests)
      .values({ orderId: order.id, reason: input.reason, lines, amountPaise, createdAt: now })
      .returning({ id: returnRequests.id });
    if (!request) throw new Error('Return request insert returned no row');
    await enqueueJob(tx, AFTER_SALES_MAIL_JOB, { orderId: order.id, notice: 'return-requested', returnRequestId: request.id });
    return request.id;
  });
}
