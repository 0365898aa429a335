import Razorpay from 'razorpay';
import type { CardPaymentGateway, CreateProviderOrderInput, ProviderOrder, ProviderRefund, RefundRequest } from './gateway.ts';
import { PaymentProviderError } from './gateway.ts';
import { hmacSha256Hex, paymentSignature, safeEqual } from './signatures.ts';

export interface RazorpayGatewayOptions {
  keyId: string;
  keySecret: string;
  webhookSecret?: string | undefined;
  /** Base URL of Razorpay's API; tests point it at a local fake. */
  apiUrl?: string | undefined;
  timeoutMs?: number;
}

/** The SDK keeps its axios instance on `api.rq` and fixes the host in its constructor; we only adjust its defaults. */
interface SdkHttpClient {
  rq?: { defaults: { baseURL?: string; timeout?: number } };
}

/** Razorpay through the official `razorpay` SDK; signatures are checked locally in constant time. */
export class RazorpayGateway implements CardPaymentGateway {
  readonly provider = 'razorpay' as const;
  readonly keyId: string;
  readonly acceptsWebhooks: boolean;
  private readonly client: Razorpay;

  constructor(private readonly options: RazorpayGatewayOptions) {
    this.keyId = options.keyId;
    this.acceptsWebhooks = Boolean(options.webhookSecret);
    this.client = new Razorpay({ key_id: options.keyId, key_secret: options.keySecret });
    const http = (this.client.api as unknown as SdkHttpClient).rq;
    if (http) {
      http.defaults.timeout = options.timeoutMs ?? 15_000;
      if (options.apiUrl) http.defaults.baseURL = options.apiUrl.replace(/\/$/, '');
    } else if (options.apiUrl) {
      throw new Error('This version of the razorpay SDK does not expose its HTTP client; RAZORPAY_API_URL cannot be applied');
    }
  }

  async createOrder(input: CreateProviderOrderInput): Promise<ProviderOrder> {
    let order: { id: string; amount: number | string; currency: string };
    try {
      order = await this.client.orders.create({
        amount: input.amountPaise,
        currency: 'INR',
        receipt: input.receipt,
        ...(input.notes ? { notes: input.notes } : {}),
      });
    } catch (error) {
      throw new PaymentProviderError(`Razorpay refused to create the order: ${describeSdkError(error)}`, { cause: error });
    }
    const amountPaise = Number(order.amount);
    if (typeof order.id !== 'string' || !order.id || amountPaise !== input.amountPaise || order.currency !== 'INR') {
      throw new PaymentProviderError('Razorpay answered an order that does not match the request');
    }
    return { id: order.id, amountPaise, currency: 'INR' };
  }

  /** Razorpay's refund API (POST /v1/payments/:id/refund) at normal speed; our refund id goes along as the receipt. */
  async refundPayment(input: RefundRequest): Promise<ProviderRefund> {
    let refund: { id: string; amount?: number | string; status?: string };
    try {
      refund = await this.client.payments.refund(input.paymentId, {
        amount: input.amountPaise,
        speed: 'normal',
        receipt: input.refundId,
        notes: { refundId: input.refundId, reason: input.reason.slice(0, 250) },
      });
    } catch (error) {
      throw new PaymentProviderError(`Razorpay refused the refund: ${describeSdkError(error)}`, { cause: error });
    }
    if (typeof refund.id !== 'string' || !refund.id || Number(refund.amount) !== input.amountPaise || refund.status === 'failed') {
      throw new PaymentProviderError('Razorpay answered a refund that does not match the request');
    }
    return { id: refund.id, status: refund.status === 'processed' ? 'processed' : 'pending' };
  }

  isPaymentSignatureValid(input: { providerOrderId: string; paymentId: string; signature: string }): boolean {
    return safeEqual(paymentSignature(this.options.keySecret, input.providerOrderId, input.paymentId), input.signature);
  }

  isWebhookSignatureValid(rawBody: Buffer, signature: string): boolean {
    if (!this.options.webhookSecret) return false;
    return safeEqual(hmacSha256Hex(this.options.webhookSecret, rawBody), signature);
  }
}

/** The SDK rejects with `{ statusCode, error: { description } }` or, without a response, a TypeError. */
function describeSdkError(error: unknown): string {
  if (error && typeof error === 'object') {
    const { statusCode, error: detail } = error as { statusCode?: unknown; error?: { description?: unknown } };
    if (statusCode !== undefined) return `HTTP ${String(statusCode)} ${String(detail?.description ?? '')}`.trim();
    if (error instanceof Error) return error.message;
  }
  return String(error);
}
