import { randomBytes } from 'node:crypto';
import type { CreateProviderOrderInput, ProviderOrder, ProviderRefund, RefundRequest, SimulatedCardGateway } from './gateway.ts';
import { hmacSha256Hex, paymentSignature, safeEqual } from './signatures.ts';

export interface SimulatedCardGatewayOptions {
  keyId: string;
  keySecret: string;
  webhookSecret: string;
}

/** Razorpay-compatible ids: a prefix and 14 random characters. */
export function simulatedId(prefix: 'order_sim_' | 'pay_sim_' | 'rfnd_sim_'): string {
  return prefix + randomBytes(10).toString('base64url').replace(/[-_]/g, 'x').slice(0, 14);
}

/**
 * Zero set-up stand-in for Razorpay (docs/decisions/051-one-process-zero-set-up-defaults.md): orders are created locally and
 * outcomes are signed with the same HMAC Razorpay uses, so verify-payment and webhooks run the very same code as in
 * production.
 */
export class SimulatedCardPaymentGateway implements SimulatedCardGateway {
  readonly provider = 'simulated' as const;
  readonly keyId: string;
  readonly acceptsWebhooks = true;

  constructor(private readonly options: SimulatedCardGatewayOptions) {
    this.keyId = options.keyId;
  }

  async createOrder(input: CreateProviderOrderInput): Promise<ProviderOrder> {
    return { id: simulatedId('order_sim_'), amountPaise: input.amountPaise, currency: 'INR' };
  }

  /** Refunds are processed at once, as Razorpay's test mode does. */
  async refundPayment(_input: RefundRequest): Promise<ProviderRefund> {
    return { id: simulatedId('rfnd_sim_'), status: 'processed' };
  }

  signPayment(providerOrderId: string, paymentId: string): string {
    return paymentSignature(this.options.keySecret, providerOrderId, paymentId);
  }

  isPaymentSignatureValid(input: { providerOrderId: string; paymentId: string; signature: string }): boolean {
    return safeEqual(this.signPayment(input.providerOrderId, input.paymentId), input.signature);
  }

  isWebhookSignatureValid(rawBody: Buffer, signature: string): boolean {
    return safeEqual(hmacSha256Hex(this.options.webhookSecret, rawBody), signature);
  }
}
