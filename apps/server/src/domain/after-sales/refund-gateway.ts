import type { PaymentGateways, RefundingGateway } from '../../infra/payments/gateway.ts';

/**
 * The adapter that gives money back on an order: the one that took it. Undefined when that provider is not configured
 * any more (the shop moved from the simulated provider to Razorpay): such a refund cannot go through the provider.
 */
export function refundGatewayFor(
  order: { paymentMethod: string; paymentProvider: string },
  gateways: PaymentGateways | undefined,
): RefundingGateway | undefined {
  if (!gateways) return undefined;
  if (order.paymentMethod === 'paypal') return gateways.redirect?.provider === order.paymentProvider ? gateways.redirect : undefined;
  return gateways.card.provider === order.paymentProvider ? gateways.card : undefined;
}
