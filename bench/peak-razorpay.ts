import { createHmac, randomBytes } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A local fake of the part of Razorpay's API the shop uses (apps/server/src/infra/payments/razorpay-gateway.ts: the
 * official SDK's `orders.create`, `payments.refund`), plus what Razorpay's Checkout does in the shopper's browser:
 * `POST /bench/checkout` pays a provider order (the payment is captured at once, as with auto-capture) and answers the
 * payment id; the shopper signs `order_id|payment_id` with the key secret exactly as Checkout's handler receives it.
 * Every capture is then announced to the shop's webhook (payment.captured and order.paid, as Razorpay sends them when
 * both are subscribed), signed with the webhook secret, a second or two later, retried with backoff until answered
 * 2xx, as Razorpay retries: so a payment whose verify never arrived (browser closed, instance killed) still reaches
 * the shop.
 */
export interface FakeOrder {
  id: string;
  amount: number;
  currency: string;
  receipt: string;
  notes: Record<string, string>;
  createdAt: number;
}

export interface FakePayment {
  id: string;
  orderId: string;
  amount: number;
  capturedAt: number;
}

export interface WebhookDelivery {
  eventId: string;
  event: string;
  paymentId: string;
  attempts: number;
  /** Statuses of the failed attempts (0: no answer). */
  failures: number[];
  /** What the shop answered when it took it (`status` of paymentWebhookResponseSchema). */
  outcome?: string;
  deliveredAt?: number;
  gaveUp?: boolean;
}

export interface FakeRazorpay {
  url: string;
  orders: Map<string, FakeOrder>;
  payments: Map<string, FakePayment>;
  webhooks: WebhookDelivery[];
  /** Calls the shop made (orders created, refused for bad credentials, other routes). */
  counts: { ordersCreated: number; unauthorized: number; unknownRoutes: number; refunds: number };
  /** Resolves once every webhook is delivered or given up on, or after `timeoutMs`; answers how many are still pending. */
  drain(timeoutMs: number): Promise<number>;
  close(): Promise<void>;
}

/** Delays between webhook attempts (Razorpay's are minutes to hours; a bench has a few minutes). */
const RETRY_DELAYS_MS = [1000, 2000, 4000, 8000, 15_000, 30_000, 30_000, 30_000, 30_000, 30_000];

function razorpayId(prefix: string): string {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
  const bytes = randomBytes(14);
  return `${prefix}_${Array.from(bytes, (byte) => alphabet[byte % alphabet.length]).join('')}`;
}

function send(res: http.ServerResponse, status: number, body: unknown): void {
  const text = JSON.stringify(body);
  res.writeHead(status, { 'content-type': 'application/json; charset=utf-8', 'content-length': Buffer.byteLength(text) });
  res.end(text);
}

function razorpayError(res: http.ServerResponse, status: number, description: string): void {
  send(res, status, { error: { code: 'BAD_REQUEST_ERROR', description, source: 'NA', step: 'NA', reason: 'NA', metadata: {} } });
}

async function readJson(req: http.IncomingMessage): Promise<Record<string, unknown>> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  const text = Buffer.concat(chunks).toString('utf8');
  if (!text) return {};
  if ((req.headers['content-type'] ?? '').includes('application/x-www-form-urlencoded')) {
    return Object.fromEntries(new URLSearchParams(text));
  }
  return JSON.parse(text) as Record<string, unknown>;
}

export async function startFakeRazorpay(options: {
  keyId: string;
  keySecret: string;
  webhookSecret: string;
  /** Where webhooks go: the shop's public URL (through the load balancer, as Razorpay's would). */
  webhookUrl: () => string;
  /** Seconds between a capture and its first webhook attempt, drawn uniformly from this range. */
  webhookDelayMs?: [number, number];
}): Promise<FakeRazorpay> {
  const orders = new Map<string, FakeOrder>();
  const payments = new Map<string, FakePayment>();
  const webhooks: WebhookDelivery[] = [];
  const counts = { ordersCreated: 0, unauthorized: 0, unknownRoutes: 0, refunds: 0 };
  const expectedAuth = `Basic ${Buffer.from(`${options.keyId}:${options.keySecret}`).toString('base64')}`;
  const [minDelay, maxDelay] = options.webhookDelayMs ?? [500, 3000];
  const timers = new Set<NodeJS.Timeout>();
  let pending = 0;
  let closed = false;
  const idleWaiters: Array<() => void> = [];

  const later = (ms: number, work: () => void) => {
    const timer = setTimeout(() => {
      timers.delete(timer);
      work();
    }, ms);
    timers.add(timer);
  };
  const settle = () => {
    pending -= 1;
    if (pending === 0) for (const wake of idleWaiters.splice(0)) wake();
  };

  async function deliver(delivery: WebhookDelivery, body: string): Promise<void> {
    if (closed) return;
    delivery.attempts += 1;
    let status = 0;
    try {
      const res = await fetch(options.webhookUrl(), {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'x-razorpay-signature': createHmac('sha256', options.webhookSecret).update(body).digest('hex'),
          'x-razorpay-event-id': delivery.eventId,
          'user-agent': 'Razorpay-Webhook/v1',
        },
        body,
        signal: AbortSignal.timeout(10_000),
      });
      status = res.status;
      const answer = (await res.json().catch(() => ({}))) as { status?: string };
      if (res.ok) {
        delivery.outcome = answer.status;
        delivery.deliveredAt = Date.now();
        settle();
        return;
      }
    } catch {
      status = 0;
    }
    delivery.failures.push(status);
    const wait = RETRY_DELAYS_MS[delivery.attempts - 1];
    if (wait === undefined || closed) {
      delivery.gaveUp = true;
      settle();
      return;
    }
    later(wait, () => void deliver(delivery, body));
  }

  function announce(payment: FakePayment, order: FakeOrder): void {
    const paymentEntity = {
      id: payment.id,
      entity: 'payment',
      amount: payment.amount,
      currency: 'INR',
      status: 'captured',
      order_id: order.id,
      invoice_id: null,
      international: false,
      method: 'card',
      amount_refunded: 0,
      refund_status: null,
      captured: true,
      description: null,
      card_id: razorpayId('card'),
      email: 'shopper@example.com',
      contact: '+919876543210',
      notes: order.notes,
      fee: Math.round(payment.amount * 0.02),
      tax: Math.round(payment.amount * 0.0036),
      error_code: null,
      error_description: null,
      created_at: Math.floor(payment.capturedAt / 1000),
    };
    const events = [
      { event: 'payment.captured', contains: ['payment'], payload: { payment: { entity: paymentEntity } } },
      {
        event: 'order.paid',
        contains: ['payment', 'order'],
        payload: {
          payment: { entity: paymentEntity },
          order: {
            entity: {
              id: order.id,
              entity: 'order',
              amount: order.amount,
              amount_paid: order.amount,
              amount_due: 0,
              currency: 'INR',
              receipt: order.receipt,
              status: 'paid',
              attempts: 1,
              notes: order.notes,
              created_at: Math.floor(order.createdAt / 1000),
            },
          },
        },
      },
    ];
    for (const event of events) {
      const delivery: WebhookDelivery = {
        eventId: razorpayId('evt'),
        event: event.event,
        paymentId: payment.id,
        attempts: 0,
        failures: [],
      };
      webhooks.push(delivery);
      pending += 1;
      const body = JSON.stringify({
        entity: 'event',
        account_id: 'acc_BenchAccount01',
        ...event,
        created_at: Math.floor(Date.now() / 1000),
      });
      later(minDelay + Math.random() * (maxDelay - minDelay), () => void deliver(delivery, body));
    }
  }

  const server = http.createServer((req, res) => {
    void (async () => {
      const url = new URL(req.url ?? '/', 'http://fake');
      // What Razorpay's Checkout does in the browser: no API key, the order id is the credential.
      if (req.method === 'POST' && url.pathname === '/bench/checkout') {
        const body = await readJson(req);
        const order = orders.get(String(body.order_id));
        if (!order) return razorpayError(res, 400, 'The id provided does not exist');
        const existing = [...payments.values()].find((payment) => payment.orderId === order.id);
        if (existing) return razorpayError(res, 400, 'Order already paid');
        const payment: FakePayment = { id: razorpayId('pay'), orderId: order.id, amount: order.amount, capturedAt: Date.now() };
        payments.set(payment.id, payment);
        announce(payment, order);
        return send(res, 200, { razorpay_payment_id: payment.id, razorpay_order_id: order.id });
      }
      if (req.headers.authorization !== expectedAuth) {
        counts.unauthorized += 1;
        return razorpayError(res, 401, 'Authentication failed');
      }
      if (req.method === 'POST' && url.pathname === '/v1/orders') {
        const body = await readJson(req);
        const amount = Number(body.amount);
        if (!Number.isInteger(amount) || amount < 100) return razorpayError(res, 400, 'Order amount less than minimum amount allowed');
        if (body.currency !== 'INR') return razorpayError(res, 400, 'Currency is not supported');
        const order: FakeOrder = {
          id: razorpayId('order'),
          amount,
          currency: 'INR',
          receipt: String(body.receipt ?? ''),
          notes: (body.notes as Record<string, string> | undefined) ?? {},
          createdAt: Date.now(),
        };
        orders.set(order.id, order);
        counts.ordersCreated += 1;
        return send(res, 200, {
          id: order.id,
          entity: 'order',
          amount,
          amount_paid: 0,
          amount_due: amount,
          currency: 'INR',
          receipt: order.receipt,
          offer_id: null,
          status: 'created',
          attempts: 0,
          notes: order.notes,
          created_at: Math.floor(order.createdAt / 1000),
        });
      }
      const orderMatch = /^\/v1\/orders\/([^/]+)$/.exec(url.pathname);
      if (req.method === 'GET' && orderMatch) {
        const order = orders.get(orderMatch[1] ?? '');
        if (!order) return razorpayError(res, 400, 'The id provided does not exist');
        const paid = [...payments.values()].some((payment) => payment.orderId === order.id);
        return send(res, 200, {
          id: order.id,
          entity: 'order',
          amount: order.amount,
          amount_paid: paid ? order.amount : 0,
          amount_due: paid ? 0 : order.amount,
          currency: 'INR',
          receipt: order.receipt,
          status: paid ? 'paid' : 'created',
          notes: order.notes,
          created_at: Math.floor(order.createdAt / 1000),
        });
      }
      const refundMatch = /^\/v1\/payments\/([^/]+)\/refund$/.exec(url.pathname);
      if (req.method === 'POST' && refundMatch) {
        const payment = payments.get(refundMatch[1] ?? '');
        const body = await readJson(req);
        if (!payment) return razorpayError(res, 400, 'The id provided does not exist');
        counts.refunds += 1;
        return send(res, 200, {
          id: razorpayId('rfnd'),
          entity: 'refund',
          amount: Number(body.amount ?? payment.amount),
          currency: 'INR',
          payment_id: payment.id,
          receipt: body.receipt ?? null,
          status: 'processed',
          speed_processed: 'normal',
          created_at: Math.floor(Date.now() / 1000),
        });
      }
      counts.unknownRoutes += 1;
      return razorpayError(res, 404, `The requested URL ${url.pathname} was not found on the fake`);
    })().catch((error: unknown) => {
      if (!res.headersSent) razorpayError(res, 500, error instanceof Error ? error.message : String(error));
    });
  });
  server.keepAliveTimeout = 30_000;
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}`,
    orders,
    payments,
    webhooks,
    counts,
    drain(timeoutMs) {
      if (pending === 0) return Promise.resolve(0);
      return new Promise((resolve) => {
        const timer = setTimeout(() => resolve(pending), timeoutMs);
        idleWaiters.push(() => {
          clearTimeout(timer);
          resolve(0);
        });
      });
    },
    async close() {
      closed = true;
      for (const timer of timers) clearTimeout(timer);
      timers.clear();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
