import { and, eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.ts';
import { orders, refunds, returnRequests } from '../../db/schema/index.ts';
import { queueWhatsAppUpdate } from '../whatsapp/queue-whatsapp-update.ts';
import { enqueueJob } from '../../infra/jobs/queue.ts';
import { refundsExecuted } from '../../infra/metrics.ts';
import { PaymentProviderError, type PaymentGateways, type ProviderRefund } from '../../infra/payments/gateway.ts';
import { issueCreditNote } from '../tax/issue-credit-note.ts';
import { AFTER_SALES_MAIL_JOB } from './job-types.ts';
import { returnedInvoiceLines } from './return-lines.ts';
import { refundGatewayFor } from './refund-gateway.ts';
import { giftCardRefundablePaise } from '../gift-cards/order-gift-card.ts';
import { giveBackToGiftCard } from '../gift-cards/spend-gift-card.ts';

export interface ExecuteRefundDeps {
  db: Db;
  log: Pick<FastifyBaseLogger, 'error' | 'warn' | 'info'>;
  payments: PaymentGateways | undefined;
}

export type ExecuteRefundOutcome = 'refunded' | 'failed' | 'not-due';

/**
 * Pays a requested refund out: the refund row stays locked while the provider is called, so the inline attempt and
 * the queued job never both pay it. When the provider takes it: its refund id and status are stored, the credit note
 * is issued against the invoice and the shopper is e-mailed, all in one transaction. A cash-on-delivery order's refund
 * is paid by the shop itself (bank transfer) and recorded as processed. When the provider refuses: an admin's refund
 * fails at once (they see it and decide); a cancellation's or return's throws, so the job retries it with backoff.
 */
export async function executeRefund(
  deps: ExecuteRefundDeps,
  refundId: string,
  options: { failOnRefusal?: boolean } = {},
): Promise<ExecuteRefundOutcome> {
  // Counted once the transaction has committed (a refusal that throws for a retry rolls back and is not counted).
  let settled: { kind: string; status: string } | undefined;
  const outcome = await deps.db.transaction(async (tx): Promise<ExecuteRefundOutcome> => {
    const [refund] = await tx
      .select()
      .from(refunds)
      .where(and(eq(refunds.id, refundId), eq(refunds.status, 'requested')))
      .for('update', { skipLocked: true })
      .limit(1);
    if (!refund) return 'not-due';
    const [order] = await tx.select().from(orders).where(eq(orders.id, refund.orderId)).limit(1);
    if (!order) throw new Error(`Refund ${refundId} has no order`);

    // A gift card's share goes back to the card first (decision 104); the provider (or the shop, for cash) pays the rest.
    const giftCardPaise = Math.min(refund.amountPaise, await giftCardRefundablePaise(tx, order));
    const gatewayPaise = refund.amountPaise - giftCardPaise;
    let paidOut: { id: string | null } & Pick<ProviderRefund, 'status'>;
    if (refund.provider === 'cash' || gatewayPaise === 0) {
      paidOut = { id: null, status: 'processed' };
    } else {
      const gateway = refundGatewayFor(order, deps.payments);
      try {
        if (!gateway) throw new PaymentProviderError(`The ${order.paymentProvider} payment provider is not configured`);
        if (!order.providerPaymentId) throw new PaymentProviderError('The order has no provider payment to refund');
        paidOut = await gateway.refundPayment({
          paymentId: order.providerPaymentId,
          amountPaise: gatewayPaise,
          refundId: refund.id,
          reason: refund.reason,
        });
      } catch (error) {
        if (!(error instanceof PaymentProviderError)) throw error;
        deps.log.error({ err: error, refundId, orderId: order.id }, 'the payment provider did not take the refund');
        if (!options.failOnRefusal && refund.kind !== 'admin') throw error;
        await tx
          .update(refunds)
          .set({ status: 'failed', failureReason: error.message.slice(0, 500) })
          .where(eq(refunds.id, refundId));
        settled = { kind: refund.kind, status: 'failed' };
        return 'failed';
      }
    }

    const now = new Date();
    if (giftCardPaise > 0 && order.giftCardId) {
      await giveBackToGiftCard(
        tx,
        { giftCardId: order.giftCardId, orderId: order.id, amountPaise: giftCardPaise, note: `Refund: ${refund.reason}`.slice(0, 300) },
        now,
      );
    }
    const returned = refund.returnRequestId
      ? await tx.select({ lines: returnRequests.lines }).from(returnRequests).where(eq(returnRequests.id, refund.returnRequestId)).limit(1)
      : [];
    const creditNote = await issueCreditNote(tx, {
      orderId: order.id,
      amountPaise: refund.amountPaise,
      reason: refund.reason,
      ...(returned[0] ? { returnedLines: await returnedInvoiceLines(tx, order, returned[0].lines) } : {}),
      issuedAt: now,
    });
    await tx
      .update(refunds)
      .set({
        status: paidOut.status,
        providerRefundId: paidOut.id,
        processedAt: paidOut.status === 'processed' ? now : null,
        creditNoteId: creditNote?.id ?? null,
        giftCardPaise,
      })
      .where(eq(refunds.id, refundId));
    await enqueueJob(
      tx,
      AFTER_SALES_MAIL_JOB,
      { orderId: order.id, notice: 'refunded', refundId },
      { dedupeKey: `refund-mail:${refundId}` },
    );
    await queueWhatsAppUpdate(tx, { orderId: order.id, event: 'refund-processed', key: refundId });
    settled = { kind: refund.kind, status: paidOut.status };
    return 'refunded';
  });
  if (settled) refundsExecuted.inc(settled);
  return outcome;
}
