import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import type { DbOrTx } from '../../db/client.ts';
import { paymentEvents, refunds } from '../../db/schema/index.ts';
import type { CardPaymentGateway } from '../../infra/payments/gateway.ts';
import { AppError, badRequest } from '../errors.ts';
import { cancelUnpaidOrder } from '../orders/cancel-unpaid-order.ts';
import { settleGiftCardPurchaseFromWebhook } from '../gift-cards/settle-gift-card-webhook.ts';
import type { PaymentDeps } from './create-payment-order.ts';
import { findOrderByProviderId } from './find-order-by-provider-id.ts';
import { markOrderPaid } from './mark-order-paid.ts';
import { amountToPayPaise } from '../gift-cards/order-gift-card.ts';

export const INVALID_WEBHOOK_SIGNATURE_MESSAGE = 'Invalid webhook signature';
export const WEBHOOKS_NOT_CONFIGURED_MESSAGE = 'Payment webhooks are not configured';

/** The part of Razorpay's event envelope we read; everything else is ignored. */
const webhookEventSchema = z.object({
  id: z.string().optional(),
  event: z.string(),
  payload: z
    .object({
      payment: z
        .object({
          entity: z.object({
            id: z.string(),
            order_id: z.string().nullish(),
            amount: z.number().optional(),
            error_description: z.string().nullish(),
          }),
        })
        .optional(),
      order: z.object({ entity: z.object({ id: z.string() }) }).optional(),
      refund: z.object({ entity: z.object({ id: z.string(), amount: z.number().optional(), status: z.string().optional() }) }).optional(),
    })
    .default({}),
});
type WebhookEvent = z.infer<typeof webhookEventSchema>;

export type WebhookOutcome = 'paid' | 'already-paid' | 'cancelled' | 'refund-processed' | 'refund-failed' | 'duplicate' | 'ignored';

export interface HandlePaymentWebhookInput {
  rawBody: Buffer;
  signature: string | undefined;
  /** X-Razorpay-Event-Id; falls back to the payload's id, then to a hash of the body. */
  eventId: string | undefined;
}

/**
 * Razorpay webhooks: the signature is checked over the raw bytes, the event id is recorded in payment_events
 * in the same transaction as its effect (a replay finds it and changes nothing; a crash rolls both back so
 * the provider's retry is processed). payment.captured / order.paid confirm through markOrderPaid exactly as
 * verify does; payment.failed cancels the order and releases its stock.
 */
export async function handlePaymentWebhook(
  deps: PaymentDeps & { gateway: CardPaymentGateway; secret: string },
  input: HandlePaymentWebhookInput,
): Promise<WebhookOutcome> {
  if (!deps.gateway.acceptsWebhooks) throw new AppError('SERVICE_UNAVAILABLE', WEBHOOKS_NOT_CONFIGURED_MESSAGE);
  if (!input.signature || !deps.gateway.isWebhookSignatureValid(input.rawBody, input.signature)) {
    deps.log.warn({}, 'webhook signature rejected');
    throw badRequest(INVALID_WEBHOOK_SIGNATURE_MESSAGE);
  }
  let event: WebhookEvent;
  try {
    event = webhookEventSchema.parse(JSON.parse(input.rawBody.toString('utf8')));
  } catch {
    throw badRequest('The webhook body is not a payment event');
  }
  const eventId = input.eventId || event.id || `sha256:${createHash('sha256').update(input.rawBody).digest('hex')}`;

  return deps.db.transaction(async (tx) => {
    const recorded = await tx
      .insert(paymentEvents)
      .values({ eventId: eventId.slice(0, 200), eventType: event.event.slice(0, 100) })
      .onConflictDoNothing()
      .returning({ eventId: paymentEvents.eventId });
    if (recorded.length === 0) return 'duplicate';
    return applyEvent(tx, deps, event);
  });
}

async function applyEvent(tx: DbOrTx, deps: PaymentDeps & { secret: string }, event: WebhookEvent): Promise<WebhookOutcome> {
  if (event.event === 'refund.processed' || event.event === 'refund.failed') return applyRefundEvent(tx, deps, event);
  const payment = event.payload.payment?.entity;
  const providerOrderId = payment?.order_id ?? event.payload.order?.entity.id;
  if (!providerOrderId) return 'ignored';
  switch (event.event) {
    case 'payment.captured':
    case 'order.paid': {
      if (!payment) return 'ignored';
      const order = await findOrderByProviderId(tx, providerOrderId);
      if (!order) {
        const giftCardOutcome = await settleGiftCardPurchaseFromWebhook(tx, deps, { providerOrderId, payment, failed: false });
        if (giftCardOutcome) return giftCardOutcome;
        deps.log.warn({ providerOrderId, event: event.event }, 'webhook for an unknown order');
        return 'ignored';
      }
      // The provider was asked for what a gift card left to pay (decision 104).
      if (payment.amount !== undefined && payment.amount !== amountToPayPaise(order)) {
        deps.log.error(
          { orderId: order.id, amount: payment.amount, expected: amountToPayPaise(order) },
          'webhook amount does not match the order',
        );
        return 'ignored';
      }
      try {
        const { outcome } = await markOrderPaid(tx, { orderId: order.id, providerPaymentId: payment.id, source: `webhook ${event.event}` });
        return outcome;
      } catch (error) {
        if (error instanceof AppError && error.code === 'CONFLICT') {
          deps.log.error({ orderId: order.id, providerPaymentId: payment.id }, 'payment for a cancelled order: refund required');
          return 'ignored';
        }
        throw error;
      }
    }
    case 'payment.failed': {
      const order = await findOrderByProviderId(tx, providerOrderId);
      if (!order) return (await settleGiftCardPurchaseFromWebhook(tx, deps, { providerOrderId, payment, failed: true })) ?? 'ignored';
      const reason = `Payment failed${payment?.error_description ? `: ${payment.error_description}` : ''}`.slice(0, 500);
      const outcome = await cancelUnpaidOrder(tx, { orderId: order.id, reason });
      return outcome === 'cancelled' ? 'cancelled' : 'ignored';
    }
    default:
      return 'ignored';
  }
}

/**
 * Razorpay's word on a refund it was paying out: processed settles it; failed marks it failed, so what is
 * left to refund grows back and the admin sees it (its credit note stays issued: documents never change, and the
 * admin refunds again). A refund made outside the shop (Razorpay's dashboard) is not ours and is ignored.
 */
async function applyRefundEvent(tx: DbOrTx, deps: PaymentDeps, event: WebhookEvent): Promise<WebhookOutcome> {
  const providerRefund = event.payload.refund?.entity;
  if (!providerRefund) return 'ignored';
  const [refund] = await tx.select().from(refunds).where(eq(refunds.providerRefundId, providerRefund.id)).for('update').limit(1);
  if (!refund) {
    deps.log.warn({ providerRefundId: providerRefund.id }, 'refund webhook for a refund the shop did not make');
    return 'ignored';
  }
  if (refund.status !== 'pending') return 'ignored';
  if (event.event === 'refund.processed') {
    await tx.update(refunds).set({ status: 'processed', processedAt: new Date() }).where(eq(refunds.id, refund.id));
    return 'refund-processed';
  }
  deps.log.error({ refundId: refund.id, orderId: refund.orderId }, 'Razorpay could not pay a refund out: refund again');
  await tx.update(refunds).set({ status: 'failed', failureReason: 'Razorpay reported the refund failed' }).where(eq(refunds.id, refund.id));
  return 'refund-failed';
}
