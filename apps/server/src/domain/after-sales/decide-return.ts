import { and, eq } from 'drizzle-orm';
import { AFTER_SALES_MESSAGES, uuidSchema, type decideReturnRequestSchema } from '@aurelle/contract';
import type { z } from 'zod';
import type { DbOrTx } from '../../db/client.ts';
import { returnRequests } from '../../db/schema/index.ts';
import { enqueueJob } from '../../infra/jobs/queue.ts';
import { conflict, notFound } from '../errors.ts';
import { returnUnitsToShelf } from '../orders/release-order-stock.ts';
import { executeRefund, type ExecuteRefundDeps } from './execute-refund.ts';
import { AFTER_SALES_MAIL_JOB } from './job-types.ts';
import { lockedOrder } from './locked-order.ts';
import { orderLinesAsInvoiced } from './return-lines.ts';
import { requestRefund } from './request-refund.ts';

export const RETURN_NOT_FOUND_MESSAGE = 'Return request not found';

/** The order a return request belongs to (undefined for an unknown or malformed id). */
export async function orderOfReturnRequest(db: DbOrTx, returnRequestId: unknown): Promise<string | undefined> {
  const parsed = uuidSchema.safeParse(returnRequestId);
  if (!parsed.success) return undefined;
  const id = parsed.data;
  const [found] = await db.select({ orderId: returnRequests.orderId }).from(returnRequests).where(eq(returnRequests.id, id)).limit(1);
  return found?.orderId;
}

/**
 * The admin decides a return request. Approving refunds what the returned items were worth (the refund's
 * key is the request's, so approving twice refunds once), credits them on a credit note and, when asked, puts the
 * units back on sale; rejecting records the reason the shopper is shown. Either way the shopper is e-mailed.
 */
export async function decideReturn(
  deps: ExecuteRefundDeps,
  input: { returnRequestId: string; adminId: string; decision: z.output<typeof decideReturnRequestSchema> },
): Promise<{ orderId: string }> {
  const outcome = await deps.db.transaction(async (tx) => {
    const [found] = await tx
      .select({ orderId: returnRequests.orderId })
      .from(returnRequests)
      .where(eq(returnRequests.id, input.returnRequestId))
      .limit(1);
    if (!found) throw notFound(RETURN_NOT_FOUND_MESSAGE).because({ code: 'NOT_FOUND', resource: 'return' });
    await lockedOrder(tx, found.orderId);
    const [request] = await tx.select().from(returnRequests).where(eq(returnRequests.id, input.returnRequestId)).limit(1);
    if (!request || request.status !== 'requested')
      throw conflict(AFTER_SALES_MESSAGES.returnNotOpen).because({ code: 'RETURN_NOT_ALLOWED' });
    const now = new Date();
    const decision = input.decision;
    if (decision.decision === 'reject') {
      await tx
        .update(returnRequests)
        .set({ status: 'rejected', rejectionReason: decision.reason, decidedBy: input.adminId, decidedAt: now })
        .where(and(eq(returnRequests.id, request.id), eq(returnRequests.status, 'requested')));
      await enqueueJob(tx, AFTER_SALES_MAIL_JOB, { orderId: request.orderId, notice: 'return-rejected', returnRequestId: request.id });
      return { orderId: request.orderId, refundId: undefined };
    }
    await tx
      .update(returnRequests)
      .set({ status: 'approved', restocked: decision.restock ? 1 : 0, decidedBy: input.adminId, decidedAt: now })
      .where(eq(returnRequests.id, request.id));
    if (decision.restock) {
      const items = await orderLinesAsInvoiced(tx, request.orderId);
      await returnUnitsToShelf(
        tx,
        request.lines.flatMap((line) => {
          const item = items.find((candidate) => candidate.id === line.lineId);
          return item ? [{ productId: item.productId, variantId: item.variantId, quantity: line.quantity }] : [];
        }),
      );
    }
    const { refund } = await requestRefund(tx, {
      orderId: request.orderId,
      amountPaise: request.amountPaise,
      kind: 'return',
      reason: `Return: ${request.reason}`,
      idempotencyKey: `return:${request.id}`,
      createdBy: input.adminId,
      returnRequestId: request.id,
    });
    await enqueueJob(tx, AFTER_SALES_MAIL_JOB, { orderId: request.orderId, notice: 'return-approved', returnRequestId: request.id });
    return { orderId: request.orderId, refundId: refund.id };
  });
  if (outcome.refundId) {
    const refundId = outcome.refundId;
    await executeRefund(deps, refundId).catch((error: unknown) => {
      deps.log.warn({ err: error, refundId }, 'return refund will be retried by its job');
    });
  }
  return { orderId: outcome.orderId };
}
