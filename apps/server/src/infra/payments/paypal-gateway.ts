import type * as PayPalSdkModule from '@paypal/paypal-server-sdk';
import type { ApiError, Order, OrdersController, PaymentsController } from '@paypal/paypal-server-sdk';
import { paymentEndpoints } from '@aurelle/contract';
import type { CaptureResult, ProviderRefund, RedirectPaymentGateway, RefundRequest } from './gateway.ts';
import { PaymentProviderError } from './gateway.ts';
import { importedOnFirstUse } from '../imported-on-first-use.ts';

export interface PayPalGatewayOptions {
  clientId: string;
  clientSecret: string;
  environment: 'sandbox' | 'production';
  appUrl: string;
  shopName: string;
  /** Sends every SDK call to this origin instead of PayPal's (tests run a local fake of PayPal's API). */
  apiBaseUrl?: string;
  timeoutMs?: number;
}

/** Where PayPal sends the shopper back; this route turns `token`/`PayerID` into the web app's `paymentId`/`PayerID`. */
export const PAYPAL_RETURN_PATH = paymentEndpoints.paypalReturn.path;

type PayPalSdk = typeof PayPalSdkModule;

/**
 * The SDK (with its own axios: ~10 MB of heap, ~20 MB resident) is loaded when a PayPal gateway is made, not when the
 * server starts: a shop without PayPal keys never loads it (decision 152).
 */
const loadPayPalSdk: () => Promise<PayPalSdk> = importedOnFirstUse(() => import('@paypal/paypal-server-sdk'));

/** The SDK's clients for one gateway, with the SDK itself (its enums and ApiError). */
interface PayPalClients {
  sdk: PayPalSdk;
  orders: OrdersController;
  payments: PaymentsController;
}

/**
 * PayPal's Orders v2 API through the official `@paypal/paypal-server-sdk`, shaped as the legacy redirect flow:
 * the PayPal order id is the spec's paymentId, and a payment counts only once PayPal reports its capture COMPLETED.
 * Request ids make creation and capture idempotent on PayPal's side, so a retried capture never charges twice.
 */
export class PayPalGateway implements RedirectPaymentGateway {
  readonly provider = 'paypal' as const;
  private readonly clients: Promise<PayPalClients>;

  constructor(private readonly options: PayPalGatewayOptions) {
    this.clients = loadPayPalSdk().then((sdk) => {
      const client = new sdk.Client({
        clientCredentialsAuthCredentials: { oAuthClientId: options.clientId, oAuthClientSecret: options.clientSecret },
        environment: options.environment === 'production' ? sdk.Environment.Production : sdk.Environment.Sandbox,
        timeout: options.timeoutMs ?? 15_000,
        ...(options.apiBaseUrl ? { unstable_httpClientOptions: { adapter: originRewritingAdapter(options.apiBaseUrl) } } : {}),
      });
      return { sdk, orders: new sdk.OrdersController(client), payments: new sdk.PaymentsController(client) };
    });
    // A failed load is reported by the first call that needs the SDK, not as an unhandled rejection at start.
    this.clients.catch(() => undefined);
  }

  async createPayment(input: { orderId: string; amountPaise: number }): Promise<{ paymentId: string; approvalUrl: string }> {
    const { sdk, orders } = await this.clients;
    let order: Order;
    try {
      ({ result: order } = await orders.createOrder({
        body: {
          intent: sdk.CheckoutPaymentIntent.Capture,
          purchaseUnits: [
            {
              referenceId: input.orderId,
              customId: input.orderId,
              amount: { currencyCode: 'INR', value: (input.amountPaise / 100).toFixed(2) },
            },
          ],
          applicationContext: {
            brandName: this.options.shopName.slice(0, 127),
            userAction: sdk.OrderApplicationContextUserAction.PayNow,
            shippingPreference: sdk.OrderApplicationContextShippingPreference.NoShipping,
            returnUrl: `${this.options.appUrl}${PAYPAL_RETURN_PATH}`,
            cancelUrl: `${this.options.appUrl}/shop/checkout`,
          },
        },
        paypalRequestId: `create-${input.orderId}`,
        prefer: 'return=representation',
      }));
    } catch (error) {
      throw new PaymentProviderError(`PayPal refused to create the order: ${describe(error, sdk.ApiError)}`, { cause: error });
    }
    const approvalUrl = order.links?.find((link) => link.rel === 'approve' || link.rel === 'payer-action')?.href;
    if (!order.id || !approvalUrl) throw new PaymentProviderError('PayPal answered an order without an id or approval link');
    return { paymentId: order.id, approvalUrl };
  }

  async capturePayment(input: { paymentId: string; payerId: string }): Promise<CaptureResult> {
    const { orders } = await this.clients;
    // Checked before capturing: money must not move for a payment that is not this payer's approval.
    let order = await this.call('read the order', () => orders.getOrder({ id: input.paymentId }));
    if (order === 'refused') return { status: 'refused', reason: 'PayPal does not know this payment' };
    if (order.payer?.payerId && order.payer.payerId !== input.payerId) {
      return { status: 'refused', reason: 'The payer does not match the approval' };
    }
    if (order.status !== 'COMPLETED') {
      if (order.status !== 'APPROVED') return { status: 'refused', reason: `PayPal order is ${order.status ?? 'unknown'}, not approved` };
      const capturedOrder = await this.call('capture', () =>
        orders.captureOrder({ id: input.paymentId, paypalRequestId: `capture-${input.paymentId}`, prefer: 'return=representation' }),
      );
      // A concurrent capture won the race (ORDER_ALREADY_CAPTURED): read the outcome back.
      order =
        capturedOrder === 'refused'
          ? await this.call('read the order', () => orders.getOrder({ id: input.paymentId }))
          : capturedOrder;
      if (order === 'refused') return { status: 'refused', reason: 'PayPal refused the capture' };
    }
    const capture = order.purchaseUnits?.[0]?.payments?.captures?.[0];
    if (order.status !== 'COMPLETED' || capture?.status !== 'COMPLETED' || !capture.id) {
      return { status: 'refused', reason: `PayPal order ${order.status ?? 'unknown'}, capture ${capture?.status ?? 'missing'}` };
    }
    return { status: 'captured', captureId: capture.id };
  }

  /** Refunds part or all of a capture; the request id (our refund's) makes a retried call refund once. */
  async refundPayment(input: RefundRequest): Promise<ProviderRefund> {
    const { sdk, payments } = await this.clients;
    let refund;
    try {
      ({ result: refund } = await payments.refundCapturedPayment({
        captureId: input.paymentId,
        paypalRequestId: `refund-${input.refundId}`,
        prefer: 'return=representation',
        body: {
          amount: { currencyCode: 'INR', value: (input.amountPaise / 100).toFixed(2) },
          invoiceId: input.refundId,
          noteToPayer: input.reason.slice(0, 255),
        },
      }));
    } catch (error) {
      throw new PaymentProviderError(`PayPal refused the refund: ${describe(error, sdk.ApiError)}`, { cause: error });
    }
    if (!refund.id || refund.status === 'FAILED' || refund.status === 'CANCELLED') {
      throw new PaymentProviderError(`PayPal answered the refund as ${refund.status ?? 'unknown'}`);
    }
    return { id: refund.id, status: refund.status === 'COMPLETED' ? 'processed' : 'pending' };
  }

  /** One SDK call: 4xx answers are the payment's fault ('refused'); network errors and 5xx are PayPal's. */
  private async call(what: string, request: () => Promise<{ result: Order }>): Promise<Order | 'refused'> {
    const { sdk } = await this.clients;
    try {
      return (await request()).result;
    } catch (error) {
      if (error instanceof sdk.ApiError && error.statusCode < 500) return 'refused';
      throw new PaymentProviderError(`PayPal could not ${what}: ${describe(error, sdk.ApiError)}`, { cause: error });
    }
  }
}

function describe(error: unknown, apiError: typeof ApiError): string {
  if (error instanceof apiError) return `HTTP ${error.statusCode} ${typeof error.body === 'string' ? error.body.slice(0, 300) : ''}`.trim();
  return error instanceof Error ? error.message : String(error);
}

/** The parts of an axios request config and response this adapter reads and writes. */
interface AdapterRequest {
  url?: string;
  method?: string;
  data?: unknown;
  headers?: { toJSON?: () => Record<string, unknown> } & Record<string, unknown>;
  auth?: { username: string; password: string };
}

/**
 * An axios adapter (the SDK's HTTP client is axios) that keeps path and query but swaps PayPal's origin for
 * `baseUrl`, so the real SDK can be exercised against a local fake of PayPal's API.
 */
function originRewritingAdapter(baseUrl: string) {
  const target = new URL(baseUrl);
  return async (config: AdapterRequest) => {
    const url = new URL(config.url ?? '/');
    url.protocol = target.protocol;
    url.host = target.host;
    const headers = new Headers();
    for (const [name, value] of Object.entries(config.headers?.toJSON?.() ?? config.headers ?? {})) {
      if (typeof value === 'string' || typeof value === 'number') headers.set(name, String(value));
    }
    if (config.auth)
      headers.set('authorization', `Basic ${Buffer.from(`${config.auth.username}:${config.auth.password}`).toString('base64')}`);
    const response = await fetch(url, {
      method: (config.method ?? 'get').toUpperCase(),
      headers,
      body: typeof config.data === 'string' ? config.data : undefined,
    });
    return {
      data: await response.text(),
      status: response.status,
      statusText: response.statusText,
      headers: Object.fromEntries(response.headers.entries()),
      config,
      request: null,
    };
  };
}
