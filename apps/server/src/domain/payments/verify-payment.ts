import type { VerifyPaymentRequest } from '@aurelle/contract';
import type { CardPaymentGateway } from '../../infra/payments/gateway.ts';
import { badRequest } from '../errors.ts';
import { confirmPayment } from './confirm-payment.ts';
import type { PaymentDeps } from './create-payment-order.ts';
import { findOrderByProviderId } from './find-order-by-provider-id.ts';
import type { MarkPaidOutcome } from './mark-order-paid.ts';
import { PAYMENT_VERIFICATION_FAILED_MESSAGE } from './messages.ts';

/**
 * Checkout's signed result: HMAC-SHA256 of OUR stored provider order id and the payment id, compared in
 * constant time. Idempotent: verifying a paid order again answers success and changes nothing.
 * A forged signature, an unknown order or someone else's order all answer the same refusal.
 */
export async function verifyPayment(
  deps: PaymentDeps & { gateway: CardPaymentGateway },
  input: VerifyPaymentRequest & { userId: string },
): Promise<MarkPaidOutcome> {
  const order = await findOrderByProviderId(deps.db, input.razorpay_order_id);
  if (!order?.providerOrderId || order.userId !== input.userId || order.paymentMethod !== 'razorpay') {
    throw badRequest(PAYMENT_VERIFICATION_FAILED_MESSAGE);
  }
  const isValid = deps.gateway.isPaymentSignatureValid({
    providerOrderId: order.providerOrderId,
    paymentId: input.razorpay_payment_id,
    signature: input.razorpay_signature,
  });
  if (!isValid) {
    deps.log.warn({ orderId: order.id }, 'payment signature rejected');
    throw badRequest(PAYMENT_VERIFICATION_FAILED_MESSAGE);
  }
  return confirmPayment(deps, { orderId: order.id, providerPaymentId: input.razorpay_payment_id, source: 'verify' });
}
