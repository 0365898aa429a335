import { and, eq } from 'drizzle-orm';
import type { SimulatedCheckoutRequest, SimulatedCheckoutResponse } from '@aurelle/contract';
import { orders } from '../../db/schema/index.ts';
import type { SimulatedCardGateway } from '../../infra/payments/gateway.ts';
import { simulatedId } from '../../infra/payments/simulated-card-gateway.ts';
import { badRequest, notFound } from '../errors.ts';
import { cancelUnpaidOrder } from '../orders/cancel-unpaid-order.ts';
import { simulateGiftCardCheckout } from '../gift-cards/simulate-gift-card-checkout.ts';
import { ORDER_NOT_FOUND_MESSAGE } from '../orders/messages.ts';
import type { PaymentDeps } from './create-payment-order.ts';
import { ORDER_NOT_AWAITING_PAYMENT_MESSAGE } from './messages.ts';

const SIMULATED_FAILURE = {
  code: 'BAD_REQUEST_ERROR',
  description: 'Your payment was declined by the bank (simulated failure).',
  reason: 'payment_failed',
};

/**
 * The simulated provider's checkout dialog, server side: for the signed-in owner's pending order it signs a
 * success exactly as Razorpay's checkout would (the browser then calls verify-payment as usual), or records
 * a failure the way Razorpay's payment.failed webhook does: order cancelled, payment failed, stock released.
 */
export async function simulateCheckout(
  deps: PaymentDeps & { gateway: SimulatedCardGateway },
  input: SimulatedCheckoutRequest & { userId: string },
): Promise<SimulatedCheckoutResponse> {
  const [order] = await deps.db
    .select({ id: orders.id, status: orders.status, paymentStatus: orders.paymentStatus })
    .from(orders)
    .where(and(eq(orders.providerOrderId, input.providerOrderId), eq(orders.userId, input.userId), eq(orders.paymentMethod, 'razorpay')))
    .limit(1);
  if (!order) {
    // The same dialog pays for a gift card: its provider order belongs to a purchase, not an order.
    const giftCardAnswer = await simulateGiftCardCheckout(deps, input);
    if (giftCardAnswer) return giftCardAnswer;
    throw notFound(ORDER_NOT_FOUND_MESSAGE).because({ code: 'NOT_FOUND', resource: 'order' });
  }
  if (order.status !== 'pending' || order.paymentStatus !== 'pending')
    throw badRequest(ORDER_NOT_AWAITING_PAYMENT_MESSAGE).because({ code: 'ORDER_NOT_PAYABLE' });

  if (input.outcome === 'failure') {
    await deps.db.transaction((tx) =>
      cancelUnpaidOrder(tx, { orderId: order.id, reason: `Payment failed: ${SIMULATED_FAILURE.description}` }),
    );
    return { success: true, outcome: 'failure', error: SIMULATED_FAILURE };
  }
  const paymentId = simulatedId('pay_sim_');
  return {
    success: true,
    outcome: 'success',
    razorpay_payment_id: paymentId,
    razorpay_order_id: input.providerOrderId,
    razorpay_signature: deps.gateway.signPayment(input.providerOrderId, paymentId),
  };
}
