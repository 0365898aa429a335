/** Payment providers behind one shape each (docs/decisions/009-payment-gateways.md): use cases never know which one is configured. */

export interface ProviderOrder {
  id: string;
  amountPaise: number;
  currency: 'INR';
}

export interface CreateProviderOrderInput {
  amountPaise: number;
  /** Our order id, so the provider's dashboard points back to it. */
  receipt: string;
  notes?: Record<string, string>;
}

export interface RefundRequest {
  /** The provider's payment (Razorpay payment id, PayPal capture id). */
  paymentId: string;
  amountPaise: number;
  /** Our refund's id: sent as receipt / request id so a retried call is recognised by the provider. */
  refundId: string;
  reason: string;
}

/** The provider took the refund: processed at once, or pending until its webhook says processed or failed. */
export interface ProviderRefund {
  id: string;
  status: 'pending' | 'processed';
}

/** Gives money back on a payment the provider took. Throws PaymentProviderError when the provider refuses. */
export interface RefundingGateway {
  refundPayment(input: RefundRequest): Promise<ProviderRefund>;
}

/** The card flow with Razorpay's contract: provider order → checkout → signed result → verify (and webhooks). */
export interface CardPaymentGateway extends RefundingGateway {
  readonly provider: 'razorpay' | 'simulated';
  /** Public key the browser's checkout needs. */
  readonly keyId: string;
  createOrder(input: CreateProviderOrderInput): Promise<ProviderOrder>;
  isPaymentSignatureValid(input: { providerOrderId: string; paymentId: string; signature: string }): boolean;
  /** False when no webhook secret is configured: then every webhook is refused. */
  readonly acceptsWebhooks: boolean;
  isWebhookSignatureValid(rawBody: Buffer, signature: string): boolean;
}

/** The simulated provider also signs outcomes itself, exactly as Razorpay's checkout would. */
export interface SimulatedCardGateway extends CardPaymentGateway {
  readonly provider: 'simulated';
  signPayment(providerOrderId: string, paymentId: string): string;
}

export type CaptureResult = { status: 'captured'; captureId: string } | { status: 'refused'; reason: string };

/** The legacy redirect flow (PayPal's shape): approval URL → return with paymentId and PayerID → capture. */
export interface RedirectPaymentGateway extends RefundingGateway {
  readonly provider: 'paypal' | 'simulated';
  createPayment(input: { orderId: string; amountPaise: number }): Promise<{ paymentId: string; approvalUrl: string }>;
  capturePayment(input: { paymentId: string; payerId: string }): Promise<CaptureResult>;
}

export interface PaymentGateways {
  card: CardPaymentGateway;
  /** Absent when the legacy flow is off (production without PayPal keys). */
  redirect?: RedirectPaymentGateway;
}

/** A provider call that failed for reasons outside the shopper's control (network, credentials, outage). */
export class PaymentProviderError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'PaymentProviderError';
  }
}

export function isSimulatedCardGateway(gateway: CardPaymentGateway): gateway is SimulatedCardGateway {
  return gateway.provider === 'simulated';
}
