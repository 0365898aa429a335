import { eq } from 'drizzle-orm';
import { AFTER_SALES_MESSAGES, refundExceedsMessage, type RefundKind } from '@aurelle/contract';
import type { DbOrTx } from '../../db/client.ts';
import { orders, refunds } from '../../db/schema/index.ts';
import { enqueueJob } from '../../infra/jobs/queue.ts';
import { badRequest, conflict } from '../errors.ts';
import { EXECUTE_REFUND_JOB } from './job-types.ts';
import { refundablePaise } from './rules.ts';

export interface RequestRefundInput {
  orderId: string;
  amountPaise: number;
  kind: RefundKind;
  reason: string;
  /** The same key twice is the same refund: `cancel:<order>`, `return:<request>`, `admin:<form request id>`. */
  idempotencyKey: string;
  createdBy: string | null;
  returnRequestId?: string;
}

export type RefundRow = typeof refunds.$inferSelect;

/**
 * Records a refund to be paid out, in the caller's transaction, which must hold the order's row lock (lockOrder): so
 * two refunds of one order are checked one after the other and never add up to more than was paid. A key already used
 * answers the refund it made (`created: false`) and changes nothing. The payout itself is a job (executeRefund), also
 * tried at once by the caller: a provider that is down is retried with backoff, never forgotten.
 */
export async function requestRefund(tx: DbOrTx, input: RequestRefundInput): Promise<{ refund: RefundRow; created: boolean }> {
  const [existing] = await tx.select().from(refunds).where(eq(refunds.idempotencyKey, input.idempotencyKey)).limit(1);
  if (existing) return { refund: existing, created: false };

  const [order] = await tx.select().from(orders).where(eq(orders.id, input.orderId)).limit(1);
  if (!order || order.paymentStatus !== 'completed') throw conflict(AFTER_SALES_MESSAGES.notPaid).because({ code: 'NOT_PAID' });
  const earlier = await tx
    .select({ amountPaise: refunds.amountPaise, status: refunds.status })
    .from(refunds)
    .where(eq(refunds.orderId, input.orderId));
  const refundable = refundablePaise(order, earlier);
  if (input.amountPaise > refundable) {
    const message = refundExceedsMessage(refundable);
    throw badRequest(message, { amount: [message] }).because({ code: 'REFUND_TOO_LARGE' });
  }
  const [refund] = await tx
    .insert(refunds)
    .values({
      orderId: input.orderId,
      kind: input.kind,
      idempotencyKey: input.idempotencyKey,
      amountPaise: input.amountPaise,
      reason: input.reason,
      provider: order.paymentMethod === 'cod' ? 'cash' : order.paymentProvider,
      createdBy: input.createdBy,
      returnRequestId: input.returnRequestId ?? null,
    })
    .returning();
  if (!refund) throw new Error('Refund insert returned no row');
  await enqueueJob(tx, EXECUTE_REFUND_JOB, { refundId: refund.id }, { dedupeKey: `refund:${refund.id}`, maxAttempts: 10 });
  return { refund, created: true };
}
