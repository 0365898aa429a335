import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { orders, paymentEvents } from '../src/db/schema/index.ts';
import { endpoints } from '@aurelle/contract';
import { bodyOf, call, createTestApp, readOutbox, type TestApp } from './helpers.ts';
import { checkout, sign, stockOf, verify, type CreateOrderAnswer } from './checkout-helpers.ts';

const WEBHOOK_SECRET = 'whsec_test_webhook_secret';
const KEY_SECRET = 'test_key_secret_for_webhooks';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ PAYMENT_PROVIDER: 'simulated', RAZORPAY_KEY_SECRET: KEY_SECRET, RAZORPAY_WEBHOOK_SECRET: WEBHOOK_SECRET });
});
afterAll(async () => {
  await t.close();
});

let eventSequence = 0;
function capturedEvent(order: CreateOrderAnswer, paymentId: string, event = 'payment.captured') {
  return {
    entity: 'event',
    account_id: 'acc_Test000000001',
    event,
    contains: event === 'order.paid' ? ['payment', 'order'] : ['payment'],
    payload: {
      payment: {
        entity: { id: paymentId, entity: 'payment', amount: order.amount, currency: 'INR', status: 'captured', order_id: order.id },
      },
      ...(event === 'order.paid' ? { order: { entity: { id: order.id, entity: 'order', amount: order.amount, status: 'paid' } } } : {}),
    },
    created_at: 1_767_225_600,
  };
}

async function postWebhook(body: unknown, options: { eventId?: string; signature?: string; raw?: string; contentType?: string } = {}) {
  const raw = options.raw ?? JSON.stringify(body);
  eventSequence += 1;
  return call(t, endpoints.paymentWebhook, {
    headers: {
      'content-type': options.contentType ?? 'application/json',
      'x-razorpay-signature': options.signature ?? sign(WEBHOOK_SECRET, raw),
      'x-razorpay-event-id': options.eventId ?? `evt_test_${eventSequence}`,
    },
    body: raw,
  });
}

/** What the webhook did with an event (its answer's `status`), expecting a 200. */
async function outcomeOf(answer: ReturnType<typeof postWebhook>) {
  return bodyOf(await answer, 200).status;
}

async function orderRow(orderId: string) {
  const [row] = await t.ctx.db.select().from(orders).where(eq(orders.id, orderId));
  if (!row) throw new Error('order not found');
  return row;
}

async function confirmationMailsTo(email: string) {
  await t.runtime.worker.drain();
  return (await readOutbox(t.dataDir)).filter((mail) => mail.includes(`To: ${email}`));
}

describe('Razorpay webhook', () => {
  it('payment.captured marks the order paid exactly as verify does, for a shopper who closed the tab', async () => {
    const { product, shopper, order } = await checkout(t, { totalStock: 3 }, 2);
    const res = await postWebhook(capturedEvent(order, 'pay_Webhook0000001'));
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ success: true, status: 'paid' });
    expect(await orderRow(order.orderId)).toMatchObject({
      status: 'confirmed',
      paymentStatus: 'completed',
      providerPaymentId: 'pay_Webhook0000001',
    });
    expect(await stockOf(t, product.id)).toBe(1);
    const cart = await call(t, endpoints.getCart, { headers: shopper.auth });
    expect(bodyOf(cart, 200).data).toEqual([]);
    expect(await confirmationMailsTo(shopper.user.email)).toHaveLength(1);
  });

  it('checks the signature over the raw bytes, not a re-serialization', async () => {
    const { order } = await checkout(t);
    const raw = `{ "event" : "payment.captured",\n  "payload": ${JSON.stringify(capturedEvent(order, 'pay_RawBody0000001').payload)} }`;
    const res = await postWebhook(undefined, { raw });
    expect(res.status).toBe(200);
    expect(bodyOf(res, 200).status).toBe('paid');
  });

  it('refuses a bad signature with 400 and changes nothing; the genuine delivery still works afterwards', async () => {
    const { product, order } = await checkout(t, { totalStock: 2 });
    const event = capturedEvent(order, 'pay_BadSignature01');
    const forged = await postWebhook(event, { eventId: 'evt_forged_1', signature: sign('wrong-secret', JSON.stringify(event)) });
    expect(forged.status).toBe(400);
    expect(forged.body).toEqual({ success: false, message: 'Invalid webhook signature' });
    const unsigned = await call(t, endpoints.paymentWebhook, {
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(event),
    });
    expect(unsigned.status).toBe(400);
    expect(await orderRow(order.orderId)).toMatchObject({ status: 'pending', paymentStatus: 'pending' });
    expect(await stockOf(t, product.id)).toBe(1);

    const genuine = await postWebhook(event, { eventId: 'evt_forged_1' });
    expect(bodyOf(genuine, 200).status).toBe('paid');
  });

  it('deduplicates a replayed event id, and a second event for the same payment sends no second e-mail', async () => {
    const { shopper, order } = await checkout(t);
    const event = capturedEvent(order, 'pay_Replayed000001');
    expect(await outcomeOf(postWebhook(event, { eventId: 'evt_replay_1' }))).toBe('paid');
    expect(await outcomeOf(postWebhook(event, { eventId: 'evt_replay_1' }))).toBe('duplicate');
    expect(await outcomeOf(postWebhook(capturedEvent(order, 'pay_Replayed000001', 'order.paid'), { eventId: 'evt_replay_2' }))).toBe(
      'already-paid',
    );
    const recorded = await t.ctx.db.select().from(paymentEvents).where(eq(paymentEvents.eventId, 'evt_replay_1'));
    expect(recorded).toHaveLength(1);
    expect(await confirmationMailsTo(shopper.user.email)).toHaveLength(1);
  });

  it('payment.failed cancels the order and releases the stock once, even when replayed', async () => {
    const { product, order } = await checkout(t, { totalStock: 5 }, 3);
    expect(await stockOf(t, product.id)).toBe(2);
    const failed = {
      event: 'payment.failed',
      payload: {
        payment: { entity: { id: 'pay_Failed00000001', order_id: order.id, status: 'failed', error_description: 'Card declined' } },
      },
    };
    expect(await outcomeOf(postWebhook(failed, { eventId: 'evt_failed_1' }))).toBe('cancelled');
    expect(await outcomeOf(postWebhook(failed, { eventId: 'evt_failed_2' }))).toBe('ignored');
    expect(await orderRow(order.orderId)).toMatchObject({ status: 'cancelled', paymentStatus: 'failed' });
    expect(await stockOf(t, product.id)).toBe(5);
  });

  it('acknowledges events it does not handle, unknown orders and mismatched amounts without changing anything', async () => {
    const { order } = await checkout(t);
    expect(await outcomeOf(postWebhook({ event: 'refund.created', payload: {} }))).toBe('ignored');
    const unknown = capturedEvent({ ...order, id: 'order_NotOurs000001' }, 'pay_Unknown0000001');
    expect(await outcomeOf(postWebhook(unknown))).toBe('ignored');
    const cheaper = capturedEvent({ ...order, amount: 100 }, 'pay_Cheaper0000001');
    expect(await outcomeOf(postWebhook(cheaper))).toBe('ignored');
    expect(await orderRow(order.orderId)).toMatchObject({ paymentStatus: 'pending' });
  });

  it('answers 400 to a signed body that is not a payment event and 415 to other content types', async () => {
    expect((await postWebhook(undefined, { raw: '{"event":' })).status).toBe(400);
    expect((await postWebhook(undefined, { raw: '[1,2,3]' })).status).toBe(400);
    const text = await postWebhook(undefined, { raw: 'hello', contentType: 'text/plain' });
    expect(text.status).toBe(415);
  });

  it('verify and the webhook for the same payment at once: one paid order, one e-mail', async () => {
    const { product, shopper, order } = await checkout(t, { totalStock: 4 }, 2);
    const paymentId = 'pay_Concurrent0001';
    const [verified, hooked] = await Promise.all([
      verify(t, shopper, {
        razorpay_order_id: order.id,
        razorpay_payment_id: paymentId,
        razorpay_signature: sign(KEY_SECRET, `${order.id}|${paymentId}`),
      }),
      postWebhook(capturedEvent(order, paymentId)),
    ]);
    const outcomes = [bodyOf(verified, 200).alreadyPaid ? 'already-paid' : 'paid', bodyOf(hooked, 200).status];
    expect(outcomes.sort()).toEqual(['already-paid', 'paid']);
    expect(await orderRow(order.orderId)).toMatchObject({ status: 'confirmed', paymentStatus: 'completed' });
    expect(await stockOf(t, product.id)).toBe(2);
    expect(await confirmationMailsTo(shopper.user.email)).toHaveLength(1);
  });
});
