import { createServer, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { ADDRESS_STATE_NOT_LISTED_MESSAGE, endpoints, type EndpointInput } from '@aurelle/contract';
import { cartItems, orders } from '../src/db/schema/index.ts';
import { bodyOf, call, createTestApp, createUser, expectStatus, readOutbox, type TestApp } from './helpers.ts';
import { createAddress, createProduct } from './factories.ts';
import { shopperWithCart, stockOf, type Shopper } from './checkout-helpers.ts';
import { captureRedirectPayment } from '../src/domain/payments/capture-redirect-payment.ts';
import { createRedirectPayment } from '../src/domain/payments/create-redirect-payment.ts';
import { PayPalGateway } from '../src/infra/payments/paypal-gateway.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

async function startLegacyCheckout(productOverrides: Parameters<typeof createProduct>[1] = {}, quantity = 1) {
  const product = await createProduct(t, productOverrides);
  const { shopper, address } = await shopperWithCart(t, product, quantity);
  const res = await createOrder(shopper, { addressInfo: { _id: address.id }, totalAmount: 1 });
  return { product, shopper, created: bodyOf(res, 200) };
}

function createOrder(shopper: Shopper, body: EndpointInput<typeof endpoints.createLegacyOrder>['body']) {
  return call(t, endpoints.createLegacyOrder, { headers: shopper.auth, body });
}

/** The approval page is reached through the URL the provider answered, as the browser follows it. */
const approvalPath = (approvalURL: string) => new URL(approvalURL).pathname;

function decide(shopper: Shopper | undefined, approvalURL: string, decision: 'approve' | 'cancel') {
  return t.app.inject({
    method: 'POST',
    url: `${approvalPath(approvalURL)}/${decision}`,
    headers: { ...(shopper?.auth ?? {}), 'content-type': 'application/x-www-form-urlencoded' },
    payload: '',
  });
}

function capture(shopper: Shopper, body: { paymentId: string; payerId: string; orderId: string }) {
  return call(t, endpoints.captureLegacyPayment, { headers: shopper.auth, body });
}

async function orderRow(orderId: string) {
  const [row] = await t.ctx.db.select().from(orders).where(eq(orders.id, orderId));
  if (!row) throw new Error('order not found');
  return row;
}

describe('legacy redirect flow with the simulated provider', () => {
  it('creates a pending order with the server amount and reserved stock, and an approval URL', async () => {
    const { product, shopper, created } = await startLegacyCheckout({ pricePaise: 300_000, totalStock: 4 }, 2);
    expect(created.approvalURL).toBe(`http://shop.test/api/shop/order/simulated-approval/${created.orderId}`);
    expect(await stockOf(t, product.id)).toBe(2);
    const order = await orderRow(created.orderId);
    expect(order).toMatchObject({
      userId: shopper.user.id,
      status: 'pending',
      paymentMethod: 'paypal',
      paymentProvider: 'simulated',
      subtotalPaise: 600_000,
      totalPaise: 510_000,
    });
    expect(order.providerOrderId).toMatch(/^PAYID-SIM-[0-9A-F]{24}$/);
  });

  it('shows a script-free approval page to the owner only, with the amount and escaped titles', async () => {
    const { shopper, created } = await startLegacyCheckout({ title: 'Ambre <i>Nuit</i>', pricePaise: 1_234_500 });
    const page = await t.app.inject({ method: 'GET', url: approvalPath(created.approvalURL), headers: shopper.auth });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.headers['content-security-policy']).toContain("default-src 'self'");
    expect(page.body).toContain('<h1>Approve payment</h1>');
    expect(page.body).toContain('>Approve payment</button>');
    expect(page.body).toContain('>Cancel</button>');
    expect(page.body).toContain('Ambre &lt;i&gt;Nuit&lt;/i&gt;');
    expect(page.body).toContain('₹10,493.25');
    expect(page.body).not.toMatch(/<script/i);

    const anonymous = await t.app.inject({ method: 'GET', url: approvalPath(created.approvalURL) });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.body).toContain('Please sign in');
    const intruder = await createUser(t);
    const foreign = await t.app.inject({ method: 'GET', url: approvalPath(created.approvalURL), headers: intruder.auth });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.body).toContain('Payment not found');
    expect((await decide(intruder, created.approvalURL, 'approve')).statusCode).toBe(404);
  });

  it('approve → return URL with paymentId and PayerID → capture marks the order paid once', async () => {
    const { product, shopper, created } = await startLegacyCheckout({ totalStock: 3 }, 1);
    const approved = await decide(shopper, created.approvalURL, 'approve');
    expect(approved.statusCode).toBe(303);
    const location = new URL(String(approved.headers.location));
    expect(`${location.origin}${location.pathname}`).toBe('http://shop.test/shop/paypal-return');
    const paymentId = location.searchParams.get('paymentId') ?? '';
    const payerId = location.searchParams.get('PayerID') ?? '';
    expect(paymentId).toBe((await orderRow(created.orderId)).providerOrderId);
    expect(payerId).toMatch(/^SIMPAYER[0-9A-F]{10}$/);
    // approval alone pays nothing
    expect(await orderRow(created.orderId)).toMatchObject({ paymentStatus: 'pending' });

    const captured = await capture(shopper, { paymentId, payerId, orderId: created.orderId });
    expect(captured.status).toBe(200);
    expect(captured.body).toMatchObject({ success: true, message: 'Payment successful', alreadyPaid: false });
    const order = await orderRow(created.orderId);
    expect(order).toMatchObject({ status: 'confirmed', paymentStatus: 'completed', reservationExpiresAt: null });
    expect(order.providerPaymentId).toMatch(/^CAPTURE-SIM-/);
    expect(await stockOf(t, product.id)).toBe(2);
    expect(await t.ctx.db.select().from(cartItems).where(eq(cartItems.userId, shopper.user.id))).toEqual([]);

    const again = await capture(shopper, { paymentId, payerId, orderId: created.orderId });
    expect(again.body).toMatchObject({ success: true, alreadyPaid: true });
    await t.runtime.worker.drain();
    expect((await readOutbox(t.dataDir)).filter((mail) => mail.includes(`To: ${shopper.user.email}`))).toHaveLength(1);
  });

  it('refuses a capture that the provider cannot confirm: no approval, wrong payer, wrong payment, someone else', async () => {
    const { shopper, created } = await startLegacyCheckout();
    const { providerOrderId } = await orderRow(created.orderId);
    const paymentId = providerOrderId ?? '';
    const unapproved = await capture(shopper, { paymentId, payerId: 'SIMPAYER0000000000', orderId: created.orderId });
    expect(unapproved.status).toBe(400);
    expect(unapproved.body.message).toBe('We could not confirm your payment with the provider. Please try again from your cart.');

    const approved = new URL(String((await decide(shopper, created.approvalURL, 'approve')).headers.location));
    const payerId = approved.searchParams.get('PayerID') ?? '';
    expect((await capture(shopper, { paymentId, payerId: 'SIMPAYERFFFFFFFFFF', orderId: created.orderId })).status).toBe(400);
    expect((await capture(shopper, { paymentId: 'PAYID-SIM-FORGED', payerId, orderId: created.orderId })).status).toBe(400);
    const intruder = await createUser(t);
    expect((await capture(intruder, { paymentId, payerId, orderId: created.orderId })).status).toBe(404);
    expect((await capture(shopper, { paymentId, payerId: '', orderId: 'not-a-uuid' })).status).toBe(400);
    expect(await orderRow(created.orderId)).toMatchObject({ status: 'pending', paymentStatus: 'pending' });
  });

  it('cancel on the approval page cancels the order, releases the stock and returns to checkout', async () => {
    const { product, shopper, created } = await startLegacyCheckout({ totalStock: 2 }, 2);
    expect(await stockOf(t, product.id)).toBe(0);
    const cancelled = await decide(shopper, created.approvalURL, 'cancel');
    expect(cancelled.statusCode).toBe(303);
    expect(cancelled.headers.location).toBe('http://shop.test/shop/checkout');
    expect(await orderRow(created.orderId)).toMatchObject({ status: 'cancelled', paymentStatus: 'failed' });
    expect(await stockOf(t, product.id)).toBe(2);

    const late = await decide(shopper, created.approvalURL, 'approve');
    expect(late.statusCode).toBe(409);
    expect(late.body).toContain('This order is no longer awaiting payment');
    const page = await t.app.inject({ method: 'GET', url: approvalPath(created.approvalURL), headers: shopper.auth });
    expect(page.statusCode).toBe(409);
    expect(page.body).toContain('Nothing to approve');
  });

  it('uses the same checkout rules: empty cart and missing address are refused', async () => {
    const shopper = await createUser(t);
    const address = await createAddress(t, shopper.user.id);
    const empty = await createOrder(shopper, { addressId: address.id });
    expectStatus(empty, 400);
    expect(empty.body.message).toBe('Your cart is empty. Please add items to proceed');
    const noAddress = await createOrder(shopper, {});
    expectStatus(noAddress, 400);
    expect(noAddress.body.message).toBe('Please select a delivery address');
  });

  it('refuses an address whose state is not listed: no order, no stock reserved', async () => {
    const product = await createProduct(t, { totalStock: 4 });
    const { shopper } = await shopperWithCart(t, product, 2);
    const unlisted = await createAddress(t, shopper.user.id, { state: 'Madras' });
    const refused = await createOrder(shopper, { addressInfo: { _id: unlisted.id }, totalAmount: 1 });
    expectStatus(refused, 400);
    expect(refused.body).toMatchObject({ message: ADDRESS_STATE_NOT_LISTED_MESSAGE, reason: { code: 'ADDRESS_STATE_NOT_LISTED' } });
    expect(refused.body.message).toBe('Choose the state of this address from the list before paying');
    expect(await stockOf(t, product.id)).toBe(4);
    expect(await t.ctx.db.select().from(orders).where(eq(orders.userId, shopper.user.id))).toEqual([]);
  });
});

describe('PayPal adapter (official SDK) against a local fake of its API', () => {
  const clientId = 'paypal-client-id';
  const clientSecret = 'paypal-client-secret';
  const calls: Array<{ method: string; path: string; authorization: string | undefined; requestId: string | undefined; body: string }> = [];
  const approved = new Set<string>();
  const captured = new Map<string, string>();
  let fake: Server;
  let fakeUrl = '';
  let pp: TestApp;

  function send(res: ServerResponse, status: number, body: unknown) {
    res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
  }

  function orderBody(id: string) {
    const captureId = captured.get(id);
    return {
      id,
      status: captureId ? 'COMPLETED' : approved.has(id) ? 'APPROVED' : 'CREATED',
      payer: { payer_id: 'PAYERFAKE123', email_address: 'buyer@example.com' },
      purchase_units: [
        {
          reference_id: 'ref',
          payments: captureId
            ? { captures: [{ id: captureId, status: 'COMPLETED', amount: { currency_code: 'INR', value: '100.00' } }] }
            : {},
        },
      ],
    };
  }

  beforeAll(async () => {
    fake = createServer((req, res) => {
      let body = '';
      req.on('data', (chunk: Buffer) => (body += chunk.toString()));
      req.on('end', () => {
        const path = new URL(req.url ?? '/', 'http://fake').pathname;
        calls.push({
          method: req.method ?? '',
          path,
          authorization: req.headers.authorization,
          requestId: req.headers['paypal-request-id'] as string | undefined,
          body,
        });
        if (path === '/v1/oauth2/token')
          return send(res, 200, { access_token: 'A21-fake-token', token_type: 'Bearer', expires_in: 32_400 });
        if (req.method === 'POST' && path === '/v2/checkout/orders') {
          const id = `5O19${String(calls.length).padStart(12, '0')}`;
          return send(res, 201, {
            id,
            status: 'CREATED',
            links: [
              { href: `https://api-m.sandbox.paypal.com/v2/checkout/orders/${id}`, rel: 'self', method: 'GET' },
              { href: `https://www.sandbox.paypal.com/checkoutnow?token=${id}`, rel: 'approve', method: 'GET' },
            ],
          });
        }
        const capture = /^\/v2\/checkout\/orders\/([^/]+)\/capture$/.exec(path);
        if (req.method === 'POST' && capture?.[1]) {
          const id = capture[1];
          if (!approved.has(id)) return send(res, 422, { name: 'UNPROCESSABLE_ENTITY', details: [{ issue: 'ORDER_NOT_APPROVED' }] });
          if (captured.has(id)) return send(res, 422, { name: 'UNPROCESSABLE_ENTITY', details: [{ issue: 'ORDER_ALREADY_CAPTURED' }] });
          captured.set(id, `CAP${id.slice(-8)}`);
          return send(res, 201, orderBody(id));
        }
        const get = /^\/v2\/checkout\/orders\/([^/]+)$/.exec(path);
        if (req.method === 'GET' && get?.[1]) return send(res, 200, orderBody(get[1]));
        return send(res, 404, { name: 'RESOURCE_NOT_FOUND' });
      });
    });
    await new Promise<void>((resolve) => fake.listen(0, '127.0.0.1', resolve));
    fakeUrl = `http://127.0.0.1:${(fake.address() as AddressInfo).port}`;
    pp = await createTestApp({ PAYPAL_CLIENT_ID: clientId, PAYPAL_CLIENT_SECRET: clientSecret });
  });
  afterAll(async () => {
    await pp.close();
    await new Promise((resolve) => fake.close(resolve));
  });

  const gateway = () =>
    new PayPalGateway({
      clientId,
      clientSecret,
      environment: 'sandbox',
      appUrl: 'http://shop.test',
      shopName: 'Aurelle',
      apiBaseUrl: fakeUrl,
    });
  const deps = () => ({ db: pp.ctx.db, log: pp.ctx.log, gateway: gateway() });

  it('creates a PayPal order for the server amount in INR and hands out its approval link', async () => {
    const product = await createProduct(pp, { pricePaise: 1_000_000, totalStock: 2 });
    const { shopper, address } = await shopperWithCart(pp, product, 1);
    const created = await createRedirectPayment(deps(), { userId: shopper.user.id, addressId: address.id });
    const [order] = await pp.ctx.db.select().from(orders).where(eq(orders.id, created.orderId));
    expect(order).toMatchObject({ paymentMethod: 'paypal', paymentProvider: 'paypal', totalPaise: 850_000 });
    expect(created.approvalURL).toBe(`https://www.sandbox.paypal.com/checkoutnow?token=${order?.providerOrderId}`);

    const token = calls.find((call) => call.path === '/v1/oauth2/token');
    expect(token?.authorization).toBe(`Basic ${Buffer.from(`${clientId}:${clientSecret}`).toString('base64')}`);
    const create = calls.find((call) => call.path === '/v2/checkout/orders');
    expect(create?.authorization).toBe('Bearer A21-fake-token');
    expect(create?.requestId).toBe(`create-${created.orderId}`);
    expect(JSON.parse(create?.body ?? '{}')).toMatchObject({
      intent: 'CAPTURE',
      purchase_units: [{ custom_id: created.orderId, amount: { currency_code: 'INR', value: '8500.00' } }],
      application_context: { return_url: 'http://shop.test/api/shop/order/paypal-return', cancel_url: 'http://shop.test/shop/checkout' },
    });
  });

  it('captures only what PayPal reports COMPLETED for the approving payer, then marks the order paid', async () => {
    const product = await createProduct(pp, { totalStock: 2 });
    const { shopper, address } = await shopperWithCart(pp, product, 1);
    const created = await createRedirectPayment(deps(), { userId: shopper.user.id, addressId: address.id });
    const [order] = await pp.ctx.db.select().from(orders).where(eq(orders.id, created.orderId));
    const paymentId = order?.providerOrderId ?? '';
    const input = { userId: shopper.user.id, orderId: created.orderId, paymentId, payerId: 'PAYERFAKE123' };

    await expect(captureRedirectPayment(deps(), input)).rejects.toThrow('We could not confirm your payment');
    approved.add(paymentId);
    // another payer id is refused before anything is captured
    await expect(captureRedirectPayment(deps(), { ...input, payerId: 'SOMEONE-ELSE' })).rejects.toThrow(
      'We could not confirm your payment',
    );
    expect(captured.has(paymentId)).toBe(false);
    const paid = await captureRedirectPayment(deps(), input);
    expect(paid.outcome).toBe('paid');
    expect(captured.has(paymentId)).toBe(true);
    const [row] = await pp.ctx.db.select().from(orders).where(eq(orders.id, created.orderId));
    expect(row).toMatchObject({ status: 'confirmed', paymentStatus: 'completed', providerPaymentId: `CAP${paymentId.slice(-8)}` });
    expect(calls.filter((call) => call.path.endsWith('/capture')).every((call) => call.requestId === `capture-${paymentId}`)).toBe(true);
  });

  it('turns PayPal’s return (token, PayerID) into the web app’s paymentId and PayerID', async () => {
    const res = await call(pp, endpoints.paypalReturn, { query: { token: '5O190127TN364715T', PayerID: 'QYR5Z8XDVJNXQ' } });
    expect(res.status).toBe(303);
    expect(res.headers.location).toBe('http://shop.test/shop/paypal-return?paymentId=5O190127TN364715T&PayerID=QYR5Z8XDVJNXQ');
    const cancelled = await call(pp, endpoints.paypalReturn);
    expect(cancelled.headers.location).toBe('http://shop.test/shop/checkout');
  });
});
