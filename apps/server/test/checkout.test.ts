import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import Fastify, { type FastifyInstance } from 'fastify';
import { and, asc, eq } from 'drizzle-orm';
import { ADDRESS_STATE_NOT_LISTED_MESSAGE, endpoints, RESERVATION_TTL_MINUTES } from '@aurelle/contract';
import { cartItems, jobs, orderItems, orders, orderStatusHistory } from '../src/db/schema/index.ts';
import { bodyOf, call, createTestApp, createUser, expectStatus, readOutbox, type TestApp } from './helpers.ts';
import { createAddress, createProduct, setStock } from './factories.ts';
import {
  addToCart,
  checkout,
  decodeQuotedPrintable,
  createPaymentOrder,
  payWithSimulatedProvider,
  shopperWithCart,
  sign,
  simulatedCheckout,
  stockOf,
  verify,
  type Shopper,
  cardCheckoutEndpoint,
} from './checkout-helpers.ts';

const KEY_SECRET = 'test_key_secret_for_signatures';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ PAYMENT_PROVIDER: 'simulated', RAZORPAY_KEY_SECRET: KEY_SECRET });
});
afterAll(async () => {
  await t.close();
});

async function orderRow(orderId: string) {
  const [row] = await t.ctx.db.select().from(orders).where(eq(orders.id, orderId));
  if (!row) throw new Error('order not found');
  return row;
}

async function cartCount(shopper: Shopper) {
  return (await t.ctx.db.select().from(cartItems).where(eq(cartItems.userId, shopper.user.id))).length;
}

async function mailsTo(email: string) {
  return (await readOutbox(t.dataDir)).map(decodeQuotedPrintable).filter((mail) => mail.includes(`To: ${email}`));
}

describe('create-order', () => {
  it('recomputes the amount on the server, ignoring client amounts, and reserves the stock in a pending order', async () => {
    const product = await createProduct(t, { pricePaise: 500_000, salePricePaise: 420_000, totalStock: 5, title: 'Santal Noir' });
    const { shopper, address } = await shopperWithCart(t, product, 2);
    const res = await createPaymentOrder(t, shopper, {
      amount: 1,
      cartItems: [{ productId: product.id, quantity: 2, price: 0.01 }],
      isFirstOrder: true,
      userId: '00000000-0000-4000-8000-000000000000',
      addressInfo: { _id: address.id, fullName: 'Someone Else' },
    });
    const answer = bodyOf(res, 200);
    // 2 × ₹4,200 = ₹8,400, first order: −15% = ₹7,140 → 714000 paise
    expect(answer).toMatchObject({ success: true, amount: 714_000, currency: 'INR', provider: 'simulated', keyId: 'rzp_test_simulated' });
    expect(answer.id).toMatch(/^order_sim_[A-Za-z0-9]{14}$/);
    expect(await stockOf(t, product.id)).toBe(3);

    const order = await orderRow(answer.orderId);
    expect(order).toMatchObject({
      userId: shopper.user.id,
      status: 'pending',
      paymentStatus: 'pending',
      paymentMethod: 'razorpay',
      paymentProvider: 'simulated',
      subtotalPaise: 840_000,
      discountPaise: 126_000,
      totalPaise: 714_000,
      providerOrderId: answer.id,
      stockReleasedAt: null,
      paidAt: null,
      addressSnapshot: {
        fullName: address.fullName,
        phoneNumber: address.phoneNumber,
        addressLine1: address.addressLine1,
        addressLine2: address.addressLine2,
        city: address.city,
        state: address.state,
        postalCode: address.postalCode,
      },
    });
    const ttl = (order.reservationExpiresAt?.getTime() ?? 0) - order.createdAt.getTime();
    expect(ttl).toBe(RESERVATION_TTL_MINUTES * 60_000);
    const lines = await t.ctx.db.select().from(orderItems).where(eq(orderItems.orderId, answer.orderId));
    expect(lines).toEqual([
      expect.objectContaining({ productId: product.id, title: 'Santal Noir', image: product.image, unitPricePaise: 420_000, quantity: 2 }),
    ]);
    const queued = await t.ctx.db
      .select()
      .from(jobs)
      .where(eq(jobs.dedupeKey, `order-expiry:${answer.orderId}`));
    expect(queued).toHaveLength(1);
    expect(queued[0]?.runAt.getTime()).toBe(order.reservationExpiresAt?.getTime());
    // the cart stays until the payment is confirmed
    expect(await cartCount(shopper)).toBe(1);
  });

  it("refuses an empty cart and a missing or someone else's address with the spec's messages", async () => {
    const shopper = await createUser(t);
    const address = await createAddress(t, shopper.user.id);
    const empty = await createPaymentOrder(t, shopper, { addressId: address.id });
    expectStatus(empty, 400);
    expect(empty.body.message).toBe('Your cart is empty. Please add items to proceed');

    const product = await createProduct(t);
    await addToCart(t, shopper, product.id, 1);
    const missing = await createPaymentOrder(t, shopper, {});
    expectStatus(missing, 400);
    expect(missing.body.message).toBe('Please select a delivery address');

    const other = await createUser(t);
    const foreign = await createAddress(t, other.user.id);
    const notMine = await createPaymentOrder(t, shopper, { addressId: foreign.id });
    expectStatus(notMine, 400);
    expect(notMine.body.message).toBe('Please select a delivery address');
    expect(await stockOf(t, product.id)).toBe(product.totalStock);
    expect(await t.ctx.db.select().from(orders).where(eq(orders.userId, shopper.user.id))).toEqual([]);
  });

  it('rolls the whole reservation back when one line no longer fits the stock', async () => {
    const plenty = await createProduct(t, { totalStock: 10 });
    const scarce = await createProduct(t, { totalStock: 5 });
    const soldOut = await createProduct(t, { totalStock: 2, title: 'Vetiver Ombre' });
    const { shopper, address } = await shopperWithCart(t, plenty, 2);
    await addToCart(t, shopper, scarce.id, 4);
    // someone else bought most of it meanwhile
    await setStock(t, scarce.id, 3);
    const res = await createPaymentOrder(t, shopper, { addressId: address.id });
    expectStatus(res, 400);
    expect(res.body.message).toBe('Only 3 items available in stock');
    // A client (or a load test) tells a stock refusal by its code, not its words.
    expect(res.body).toMatchObject({ reason: { code: 'STOCK_LIMIT', available: 3 } });
    expect(await stockOf(t, plenty.id)).toBe(10);
    expect(await stockOf(t, scarce.id)).toBe(3);
    expect(await t.ctx.db.select().from(orders).where(eq(orders.userId, shopper.user.id))).toEqual([]);

    await call(t, endpoints.removeFromCart, { params: { productId: scarce.id }, headers: shopper.auth });
    await addToCart(t, shopper, soldOut.id, 1);
    await setStock(t, soldOut.id, 0);
    const gone = await createPaymentOrder(t, shopper, { addressId: address.id });
    expectStatus(gone, 400);
    expect(gone.body.message).toBe('Vetiver Ombre is out of stock');
    expect(gone.body).toMatchObject({ reason: { code: 'OUT_OF_STOCK' } });
    expect(await stockOf(t, plenty.id)).toBe(10);
  });

  it('replaces an earlier unpaid checkout of the same shopper instead of reserving twice', async () => {
    const { product, shopper, address, order: first } = await checkout(t, { totalStock: 4 }, 3);
    expect(await stockOf(t, product.id)).toBe(1);
    const second = bodyOf(await createPaymentOrder(t, shopper, { addressId: address.id }), 200);
    expect(await stockOf(t, product.id)).toBe(1);
    expect(await orderRow(first.orderId)).toMatchObject({ status: 'cancelled', paymentStatus: 'failed' });
    expect(await orderRow(second.orderId)).toMatchObject({ status: 'pending', paymentStatus: 'pending' });
    const late = await simulatedCheckout(t, shopper, first.id, 'success');
    expectStatus(late, 400);
    expect(late.body.message).toBe('This order is no longer awaiting payment');
    // a payment that still reaches the replaced order is refused (and logged for a refund)
    const paymentId = 'pay_too_late000001';
    const verified = await verify(t, shopper, {
      razorpay_order_id: first.id,
      razorpay_payment_id: paymentId,
      razorpay_signature: sign(KEY_SECRET, `${first.id}|${paymentId}`),
    });
    expect(verified.status).toBe(409);
    expect(await stockOf(t, product.id)).toBe(1);
  });

  it('refuses an address whose state is not listed before reserving anything, then pays once the state is chosen', async () => {
    // An earlier unpaid checkout holds 1 of 4; the refused one must neither replace it nor reserve more.
    const { product, shopper, order: earlier } = await checkout(t, { totalStock: 4 }, 1);
    expect(await stockOf(t, product.id)).toBe(3);
    const unlisted = await createAddress(t, shopper.user.id, { state: 'Bombay Presidency' });

    const refused = await createPaymentOrder(t, shopper, { addressId: unlisted.id });
    expectStatus(refused, 400);
    expect(refused.body).toMatchObject({
      success: false,
      message: ADDRESS_STATE_NOT_LISTED_MESSAGE,
      errors: { addressId: [ADDRESS_STATE_NOT_LISTED_MESSAGE] },
      reason: { code: 'ADDRESS_STATE_NOT_LISTED' },
    });
    expect(refused.body.message).toBe('Choose the state of this address from the list before paying');
    expect(await stockOf(t, product.id)).toBe(3);
    const mine = await t.ctx.db.select().from(orders).where(eq(orders.userId, shopper.user.id));
    expect(mine.map((order) => order.id)).toEqual([earlier.orderId]);
    expect(await orderRow(earlier.orderId)).toMatchObject({ status: 'pending', paymentStatus: 'pending' });
    expect(await cartCount(shopper)).toBe(1);

    const chosen = await call(t, endpoints.updateAddress, {
      params: { addressId: unlisted.id },
      headers: shopper.auth,
      body: {
        fullName: unlisted.fullName,
        phoneNumber: unlisted.phoneNumber,
        addressLine1: unlisted.addressLine1,
        addressLine2: unlisted.addressLine2,
        city: unlisted.city,
        state: 'Maharashtra',
        postalCode: unlisted.postalCode,
      },
    });
    expectStatus(chosen, 200);
    const paid = bodyOf(await createPaymentOrder(t, shopper, { addressId: unlisted.id }), 200);
    expect((await orderRow(paid.orderId)).addressSnapshot).toMatchObject({ state: 'Maharashtra' });
    expect(await stockOf(t, product.id)).toBe(3);
  });

  it('answers 401 to anonymous checkout', async () => {
    const res = await call(t, cardCheckoutEndpoint, { body: {} });
    expect(res.status).toBe(401);
  });
});

describe('verify-payment', () => {
  it('confirms the order, commits the stock, clears the cart and sends one escaped confirmation e-mail', async () => {
    const shopper = await createUser(t, { userName: '<script>alert(1)</script> Rao' });
    const product = await createProduct(t, { title: 'Rose <b>Absolue</b>', totalStock: 3, pricePaise: 300_000 });
    const address = await createAddress(t, shopper.user.id, { addressLine1: '<img src=x onerror=alert(1)>' });
    await addToCart(t, shopper, product.id, 2);
    const order = bodyOf(await createPaymentOrder(t, shopper, { addressId: address.id }), 200);

    const res = await payWithSimulatedProvider(t, shopper, order.id);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ success: true, message: 'Payment successful' });

    const row = await orderRow(order.orderId);
    expect(row).toMatchObject({ status: 'confirmed', paymentStatus: 'completed', reservationExpiresAt: null, stockReleasedAt: null });
    expect(row.paidAt).toBeInstanceOf(Date);
    expect(row.providerPaymentId).toMatch(/^pay_sim_/);
    expect(await stockOf(t, product.id)).toBe(1);
    expect(await cartCount(shopper)).toBe(0);
    const history = await t.ctx.db
      .select({ from: orderStatusHistory.fromStatus, to: orderStatusHistory.toStatus })
      .from(orderStatusHistory)
      .where(eq(orderStatusHistory.orderId, order.orderId))
      .orderBy(asc(orderStatusHistory.changedAt));
    expect(history).toEqual([
      { from: null, to: 'pending' },
      { from: 'pending', to: 'confirmed' },
    ]);

    await t.runtime.worker.drain();
    const mails = await mailsTo(shopper.user.email);
    expect(mails).toHaveLength(1);
    const mail = mails[0] ?? '';
    // the HTML part escapes every user-provided value (the text/plain part needs no escaping)
    const html = mail.slice(mail.indexOf('<!doctype html>'), mail.indexOf('</html>'));
    expect(html).toContain(`#${order.orderId.slice(0, 8).toUpperCase()}`);
    expect(html).toContain('&lt;script&gt;');
    expect(html).toContain('Rose &lt;b&gt;Absolue&lt;/b&gt;');
    expect(html).not.toContain('<script>');
    expect(html).toContain('&lt;img src=x onerror=alert(1)&gt;');
    expect(html).not.toContain('<img src=x');
    expect(html).toContain('₹5,100.00');
  });

  it('is idempotent: a replayed verification answers success and changes nothing', async () => {
    const { product, shopper, order } = await checkout(t, { totalStock: 2 });
    const dialog = bodyOf(await simulatedCheckout(t, shopper, order.id, 'success'), 200);
    if (dialog.outcome !== 'success') throw new Error('the simulated payment failed');
    const payload = {
      razorpay_payment_id: dialog.razorpay_payment_id,
      razorpay_order_id: dialog.razorpay_order_id,
      razorpay_signature: dialog.razorpay_signature,
    };
    const first = await verify(t, shopper, payload);
    const replay = await verify(t, shopper, payload);
    expect(first.status).toBe(200);
    expect(replay.status).toBe(200);
    expect(replay.body).toMatchObject({ success: true, alreadyPaid: true });
    expect(await stockOf(t, product.id)).toBe(1);
    await t.runtime.worker.drain();
    expect(await mailsTo(shopper.user.email)).toHaveLength(1);
  });

  it('signs exactly as Razorpay does: HMAC-SHA256 of order id | payment id with the key secret', async () => {
    const { shopper, order } = await checkout(t);
    const paymentId = 'pay_handmade000001';
    const res = await verify(t, shopper, {
      razorpay_order_id: order.id,
      razorpay_payment_id: paymentId,
      razorpay_signature: sign(KEY_SECRET, `${order.id}|${paymentId}`),
    });
    expect(res.status).toBe(200);
  });

  it('refuses forged signatures, signatures of another order and orders of another shopper; nothing changes', async () => {
    const { product, shopper, order } = await checkout(t, { totalStock: 3 });
    const forged = await verify(t, shopper, {
      razorpay_order_id: order.id,
      razorpay_payment_id: 'pay_forged00000001',
      razorpay_signature: sign('not-the-secret', `${order.id}|pay_forged00000001`),
    });
    expect(forged.status).toBe(400);
    expect(forged.body).toEqual({ success: false, message: 'Payment verification failed' });

    // a genuine signature for another order cannot be replayed against this one
    const other = await checkout(t);
    const otherDialog = bodyOf(await simulatedCheckout(t, other.shopper, other.order.id, 'success'), 200);
    if (otherDialog.outcome !== 'success') throw new Error('the simulated payment failed');
    const replayed = await verify(t, shopper, {
      razorpay_order_id: order.id,
      razorpay_payment_id: otherDialog.razorpay_payment_id,
      razorpay_signature: otherDialog.razorpay_signature,
    });
    expect(replayed.body.message).toBe('Payment verification failed');

    // the other shopper's valid payload is refused to this shopper
    const stolen = await verify(t, shopper, {
      razorpay_order_id: other.order.id,
      razorpay_payment_id: otherDialog.razorpay_payment_id,
      razorpay_signature: otherDialog.razorpay_signature,
    });
    expect(stolen.status).toBe(400);
    expect(await orderRow(other.order.orderId)).toMatchObject({ paymentStatus: 'pending' });

    const bad = await verify(t, shopper, { razorpay_order_id: order.id, razorpay_payment_id: '', razorpay_signature: 'x' });
    expect(bad.status).toBe(400);

    expect(await orderRow(order.orderId)).toMatchObject({ status: 'pending', paymentStatus: 'pending', paidAt: null });
    expect(await stockOf(t, product.id)).toBe(2);
    expect(await cartCount(shopper)).toBe(1);
  });
});

describe('simulated provider dialog', () => {
  it('a failed payment cancels the order and releases the stock; a later verify is refused', async () => {
    const { product, shopper, order } = await checkout(t, { totalStock: 4 }, 2);
    expect(await stockOf(t, product.id)).toBe(2);
    const failure = await simulatedCheckout(t, shopper, order.id, 'failure');
    expect(failure.status).toBe(200);
    expect(failure.body).toMatchObject({ success: true, outcome: 'failure', error: { code: 'BAD_REQUEST_ERROR' } });
    expect(await orderRow(order.orderId)).toMatchObject({ status: 'cancelled', paymentStatus: 'failed' });
    expect(await stockOf(t, product.id)).toBe(4);
    expect(await cartCount(shopper)).toBe(1);

    const paymentId = 'pay_after_failure01';
    const late = await verify(t, shopper, {
      razorpay_order_id: order.id,
      razorpay_payment_id: paymentId,
      razorpay_signature: sign(KEY_SECRET, `${order.id}|${paymentId}`),
    });
    expect(late.status).toBe(409);
    expect(await stockOf(t, product.id)).toBe(4);
  });

  it("answers 404 for another shopper's provider order", async () => {
    const { order } = await checkout(t);
    const intruder = await createUser(t);
    const res = await simulatedCheckout(t, intruder, order.id, 'success');
    expect(res.status).toBe(404);
  });
});

describe('reservation expiry', () => {
  async function makeDue(orderId: string) {
    const past = new Date(Date.now() - 1000);
    await t.ctx.db.update(orders).set({ reservationExpiresAt: past }).where(eq(orders.id, orderId));
    await t.ctx.db
      .update(jobs)
      .set({ runAt: past })
      .where(eq(jobs.dedupeKey, `order-expiry:${orderId}`));
  }

  it('the durable job cancels an unpaid order after 15 minutes and releases its stock exactly once', async () => {
    const { product, shopper, order } = await checkout(t, { totalStock: 5 }, 2);
    expect(await stockOf(t, product.id)).toBe(3);
    await t.runtime.worker.drain();
    expect(await orderRow(order.orderId)).toMatchObject({ status: 'pending' });

    await makeDue(order.orderId);
    await t.runtime.worker.drain();
    const row = await orderRow(order.orderId);
    expect(row).toMatchObject({ status: 'cancelled', paymentStatus: 'failed' });
    expect(row.stockReleasedAt).toBeInstanceOf(Date);
    expect(await stockOf(t, product.id)).toBe(5);

    // the sweep, a retried job and a late failure webhook find nothing more to release
    const past = new Date(Date.now() - 1000);
    await t.ctx.db
      .update(jobs)
      .set({ runAt: past })
      .where(and(eq(jobs.type, 'orders.sweep-expired-reservations'), eq(jobs.status, 'queued')));
    await t.runtime.worker.drain();
    await t.ctx.jobHandlers['orders.expire-reservation']?.({ orderId: order.orderId }, { id: 0, attempts: 1 });
    expect(await stockOf(t, product.id)).toBe(5);
    const late = await simulatedCheckout(t, shopper, order.id, 'failure');
    expect(late.status).toBe(400);
    expect(await stockOf(t, product.id)).toBe(5);
  });

  it('the periodic sweep is a safety net when the per-order job is gone', async () => {
    const { product, order } = await checkout(t, { totalStock: 2 }, 2);
    expect(await stockOf(t, product.id)).toBe(0);
    await t.ctx.db.delete(jobs).where(eq(jobs.dedupeKey, `order-expiry:${order.orderId}`));
    await t.ctx.db
      .update(orders)
      .set({ reservationExpiresAt: new Date(Date.now() - 1000) })
      .where(eq(orders.id, order.orderId));
    const sweep = t.ctx.jobHandlers['orders.sweep-expired-reservations'];
    if (!sweep) throw new Error('sweep job is not registered');
    await Promise.all([sweep({}, { id: 0, attempts: 1 }), sweep({}, { id: 0, attempts: 1 })]);
    expect(await orderRow(order.orderId)).toMatchObject({ status: 'cancelled' });
    expect(await stockOf(t, product.id)).toBe(2);
  });

  it('a paid order never expires', async () => {
    const { product, shopper, order } = await checkout(t, { totalStock: 2 });
    await payWithSimulatedProvider(t, shopper, order.id);
    await makeDue(order.orderId);
    await t.runtime.worker.drain();
    expect(await orderRow(order.orderId)).toMatchObject({ status: 'confirmed', paymentStatus: 'completed', stockReleasedAt: null });
    expect(await stockOf(t, product.id)).toBe(1);
  });
});

describe('first-order discount and order history', () => {
  it('applies 15% only while the shopper has no paid order', async () => {
    const product = await createProduct(t, { pricePaise: 199_999, totalStock: 10 });
    const { shopper, address } = await shopperWithCart(t, product, 1);
    const isFirst = async () => bodyOf(await call(t, endpoints.isFirstOrder, { headers: shopper.auth }), 200).isFirstOrder;
    expect(await isFirst()).toBe(true);

    // an unpaid attempt does not use the discount up
    const attempt = bodyOf(await createPaymentOrder(t, shopper, { addressId: address.id }), 200);
    expect(attempt.amount).toBe(169_999); // 199,999 − round(29,999.85)
    await simulatedCheckout(t, shopper, attempt.id, 'failure');
    expect(await isFirst()).toBe(true);

    const first = bodyOf(await createPaymentOrder(t, shopper, { addressId: address.id }), 200);
    expect(first.amount).toBe(169_999);
    expect((await payWithSimulatedProvider(t, shopper, first.id)).status).toBe(200);
    expect(await isFirst()).toBe(false);

    await addToCart(t, shopper, product.id, 1);
    const second = bodyOf(await createPaymentOrder(t, shopper, { addressId: address.id }), 200);
    expect(second.amount).toBe(199_999);
    expect(await orderRow(second.orderId)).toMatchObject({ discountPaise: 0, subtotalPaise: 199_999 });
  });

  it('lists only my orders, newest first, in rupees; details of another shopper’s order are 404', async () => {
    const { shopper, order, product } = await checkout(t, { pricePaise: 250_050, totalStock: 5 }, 2);
    await payWithSimulatedProvider(t, shopper, order.id);
    const list = bodyOf(await call(t, endpoints.listMyOrders, { headers: shopper.auth }), 200);
    expect(list.data).toHaveLength(1);
    expect(list.data[0]).toMatchObject({
      _id: order.orderId,
      id: order.orderId,
      subtotalAmount: 5001,
      discountAmount: 750.15,
      totalAmount: 4250.85,
      paymentMethod: 'razorpay',
      paymentStatus: 'completed',
      orderStatus: 'confirmed',
      cartItems: [{ productId: product.id, title: product.title, quantity: 2, price: 2500.5 }],
    });

    const details = await call(t, endpoints.getMyOrder, { params: { id: order.orderId }, headers: shopper.auth });
    expect(bodyOf(details, 200).data.id).toBe(order.orderId);

    const intruder = await createUser(t);
    const foreign = await call(t, endpoints.getMyOrder, { params: { id: order.orderId }, headers: intruder.auth });
    expectStatus(foreign, 404);
    expect(foreign.body.message).toBe('Order not found');
    const empty = bodyOf(await call(t, endpoints.listMyOrders, { headers: intruder.auth }), 200);
    expect(empty.data).toEqual([]);
    const badId = await call(t, endpoints.getMyOrder, { params: { id: '123' }, headers: shopper.auth });
    expect(badId.status).toBe(400);
  });
});

describe('Razorpay adapter against a local fake of its HTTP API', () => {
  const keyId = 'rzp_test_FakeKey1234';
  const keySecret = 'fake_razorpay_key_secret';
  const received: Array<{ authorization: string | undefined; body: Record<string, unknown> }> = [];
  let fakeFails = false;
  let fake: FastifyInstance;
  let rz: TestApp;

  beforeAll(async () => {
    fake = Fastify();
    fake.post('/v1/orders', async (request, reply) => {
      const body = request.body as Record<string, unknown>;
      received.push({ authorization: request.headers.authorization, body });
      if (fakeFails) return reply.status(500).send({ error: { code: 'SERVER_ERROR', description: 'The server is down' } });
      return {
        id: `order_Fake${String(received.length).padStart(10, '0')}`,
        entity: 'order',
        amount: body.amount,
        amount_paid: 0,
        currency: body.currency,
        receipt: body.receipt,
        status: 'created',
      };
    });
    const url = await fake.listen({ port: 0, host: '127.0.0.1' });
    rz = await createTestApp({
      PAYMENT_PROVIDER: 'razorpay',
      RAZORPAY_KEY_ID: keyId,
      RAZORPAY_KEY_SECRET: keySecret,
      RAZORPAY_API_URL: url,
    });
  });
  afterAll(async () => {
    await rz.close();
    await fake.close();
  });

  it('creates the provider order in paise and INR with our order id as receipt, using the key as basic auth', async () => {
    const product = await createProduct(rz, { pricePaise: 123_456, totalStock: 3 });
    const { shopper, address } = await shopperWithCart(rz, product, 1);
    const res = await createPaymentOrder(rz, shopper, { addressId: address.id });
    const answer = bodyOf(res, 200);
    expect(answer).toMatchObject({ provider: 'razorpay', keyId, currency: 'INR', amount: 104_938 });
    const sent = received.at(-1);
    expect(sent?.body).toMatchObject({ amount: 104_938, currency: 'INR', receipt: answer.orderId });
    expect(sent?.authorization).toBe(`Basic ${Buffer.from(`${keyId}:${keySecret}`).toString('base64')}`);
    const [row] = await rz.ctx.db.select().from(orders).where(eq(orders.id, answer.orderId));
    expect(row?.providerOrderId).toBe(answer.id);

    // checkout.razorpay.com would sign with the key secret; verify accepts exactly that
    const paymentId = 'pay_FakeCaptured01';
    const verified = await verify(rz, shopper, {
      razorpay_order_id: answer.id,
      razorpay_payment_id: paymentId,
      razorpay_signature: sign(keySecret, `${answer.id}|${paymentId}`),
    });
    expect(verified.status).toBe(200);
    const [paid] = await rz.ctx.db.select().from(orders).where(eq(orders.id, answer.orderId));
    expect(paid).toMatchObject({ status: 'confirmed', paymentStatus: 'completed', providerPaymentId: paymentId });
  });

  it("answers 'Error creating order' when Razorpay fails, and gives the reserved stock back", async () => {
    const product = await createProduct(rz, { totalStock: 2 });
    const { shopper, address } = await shopperWithCart(rz, product, 2);
    fakeFails = true;
    const res = await createPaymentOrder(rz, shopper, { addressId: address.id });
    fakeFails = false;
    expect(res.status).toBe(503);
    expect(res.body).toEqual({ success: false, message: 'Error creating order' });
    expect(await stockOf(rz, product.id)).toBe(2);
    const [order] = await rz.ctx.db.select().from(orders).where(eq(orders.userId, shopper.user.id));
    expect(order).toMatchObject({ status: 'cancelled', paymentStatus: 'failed' });
  });

  it('does not offer the simulated checkout when Razorpay is configured', async () => {
    const { shopper, order } = await checkout(rz);
    const res = await simulatedCheckout(rz, shopper, order.id, 'success');
    expect(res.status).toBe(404);
  });
});
