import { and, eq } from 'drizzle-orm';
import { orders } from '../../db/schema/index.ts';
import { PaymentProviderError, type RedirectPaymentGateway } from '../../infra/payments/gateway.ts';
import { AppError, badRequest, conflict, notFound } from '../errors.ts';
import { ORDER_NOT_FOUND_MESSAGE } from '../orders/messages.ts';
import { confirmPayment } from './confirm-payment.ts';
import type { PaymentDeps } from './create-payment-order.ts';
import type { MarkPaidOutcome } from './mark-order-paid.ts';
import { CAPTURE_REFUSED_MESSAGE, ORDER_EXPIRED_MESSAGE, PROVIDER_UNAVAILABLE_MESSAGE } from './messages.ts';

/**
 * Legacy return page's capture: never trusts the query string. The payment id must be the one stored for
 * this shopper's order, and the provider itself must capture it (simulated: the recorded approval and its
 * payer id) before the order is marked paid through the same use case as the card flow.
 */
export async function captureRedirectPayment(
  deps: PaymentDeps & { gateway: RedirectPaymentGateway },
  input: { userId: string; orderId: string; paymentId: string; payerId: string },
): Promise<MarkPaidOutcome> {
  const [order] = await deps.db
    .select({
      id: orders.id,
      status: orders.status,
      paymentStatus: orders.paymentStatus,
      paymentMethod: orders.paymentMethod,
      providerOrderId: orders.providerOrderId,
    })
    .from(orders)
    .where(and(eq(orders.id, input.orderId), eq(orders.userId, input.userId)))
    .limit(1);
  if (!order) throw notFound(ORDER_NOT_FOUND_MESSAGE).because({ code: 'NOT_FOUND', resource: 'order' });
  if (order.paymentMethod !== 'paypal' || order.providerOrderId !== input.paymentId) throw badRequest(CAPTURE_REFUSED_MESSAGE);
  if (order.paymentStatus === 'completed') return { outcome: 'already-paid', userId: input.userId };
  // Checked before asking the provider, so no money is captured for an order that can no longer be paid.
  if (order.status !== 'pending') throw conflict(ORDER_EXPIRED_MESSAGE).because({ code: 'ORDER_NOT_PAYABLE' });

  let result;
  try {
    result = await deps.gateway.capturePayment({ paymentId: input.paymentId, payerId: input.payerId });
  } catch (error) {
    if (!(error instanceof PaymentProviderError)) throw error;
    deps.log.error({ err: error, orderId: order.id }, 'redirect payment provider unavailable during capture');
    throw new AppError('SERVICE_UNAVAILABLE', PROVIDER_UNAVAILABLE_MESSAGE);
  }
  if (result.status === 'refused') {
    deps.log.warn({ orderId: order.id, reason: result.reason }, 'redirect payment capture refused');
    throw badRequest(CAPTURE_REFUSED_MESSAGE);
  }
  return confirmPayment(deps, { orderId: order.id, providerPaymentId: result.captureId, source: 'capture' });
}
