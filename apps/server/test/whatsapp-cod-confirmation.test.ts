import { createHmac } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { COD_CONFIRMATION_MESSAGES, endpoints, type ShopSettingsInput } from '@aurelle/contract';
import { jobs, orders, whatsappAttempts, whatsappMessages } from '../src/db/schema/index.ts';
import { expireCodConfirmation } from '../src/domain/cod-confirmation/expire-cod-confirmation.ts';
import { codConfirmationToken } from '../src/domain/cod-confirmation/cod-confirmation-link.ts';
import { createAccount, createOrder, testAddress } from './backoffice-factories.ts';
import { addToCart, decodeQuotedPrintable, stockOf, type Caller } from './checkout-helpers.ts';
import { createAddress, createProduct } from './factories.ts';
import { WhatsAppFake } from './fakes/whatsapp-fake.ts';
import { bodyOf, call, createTestApp, createUser, readOutbox, type TestApp } from './helpers.ts';

/*
 * Cash on delivery waits for the shopper's confirmation (WhatsApp button or the e-mail's signed link) before it
 * ships; WhatsApp updates go through the queue to the Cloud API (a local fake here), once per order event.
 */

const APP_SECRET = 'whatsapp-app-secret-for-tests';
const VERIFY_TOKEN = 'verify-token-for-tests';
const fake = new WhatsAppFake();
let t: TestApp;
let admin: Caller;
let phoneSequence = 0;

beforeAll(async () => {
  await fake.start();
  t = await createTestApp({
    PAYMENT_PROVIDER: 'simulated',
    WHATSAPP_API_URL: fake.url,
    WHATSAPP_PHONE_NUMBER_ID: '1098765432',
    WHATSAPP_ACCESS_TOKEN: 'EAAG-test-token',
    WHATSAPP_APP_SECRET: APP_SECRET,
    WHATSAPP_VERIFY_TOKEN: VERIFY_TOKEN,
    COD_CONFIRM_HOURS: '24',
  });
  admin = await createAccount(t, { role: 'admin' });
});
afterAll(async () => {
  await t.close();
  await fake.stop();
});

/** A shopper with one unit in the cart and an address whose mobile no other test uses. */
async function codShopper(options: { stock?: number } = {}) {
  phoneSequence += 1;
  const mobile = `98${String(70_000_000 + phoneSequence).padStart(8, '0')}`;
  const product = await createProduct(t, { pricePaise: 250_000, totalStock: options.stock ?? 5, title: 'Oud Nocturne' });
  const shopper = await createUser(t);
  const address = await createAddress(t, shopper.user.id, { phoneNumber: mobile });
  expect((await addToCart(t, shopper, product.id, 1)).status).toBe(200);
  return { product, shopper, address, whatsapp: `91${mobile}` };
}

async function placeCod(shopper: Caller, addressId: string, whatsappUpdates: boolean) {
  return bodyOf(await call(t, endpoints.placeCodOrder, { headers: shopper.auth, body: { addressId, whatsappUpdates } }), 200).orderId;
}

async function orderRow(orderId: string) {
  const [row] = await t.ctx.db.select().from(orders).where(eq(orders.id, orderId));
  if (!row) throw new Error('order not found');
  return row;
}

/** Runs every queued job now, retries included (their backoff is skipped). */
async function runJobsNow() {
  for (let round = 0; round < 8; round += 1) {
    await t.runtime.worker.drain();
    const waiting = await t.ctx.db
      .update(jobs)
      .set({ runAt: sql`now()` })
      .where(sql`${jobs.status} = 'queued' and ${jobs.type} = 'whatsapp.send'`)
      .returning({ id: jobs.id });
    if (waiting.length === 0) return;
  }
}

function signed(body: unknown, secret = APP_SECRET) {
  const raw = JSON.stringify(body);
  return { raw, signature: `sha256=${createHmac('sha256', secret).update(raw).digest('hex')}` };
}

async function postWebhook(body: unknown, signature?: string) {
  const message = signed(body);
  return call(t, endpoints.whatsappWebhook, {
    headers: { 'content-type': 'application/json', 'x-hub-signature-256': signature ?? message.signature },
    body: message.raw,
  });
}

let messageSequence = 0;
function reply(from: string, content: { button?: string; text?: string }, id = `wamid.in${(messageSequence += 1)}`) {
  const message = content.button
    ? { from, id, timestamp: '1764300000', type: 'button', button: { payload: content.button, text: 'Confirm' } }
    : { from, id, timestamp: '1764300000', type: 'text', text: { body: content.text ?? '' } };
  return {
    object: 'whatsapp_business_account',
    entry: [{ id: 'WABA', changes: [{ field: 'messages', value: { messaging_product: 'whatsapp', messages: [message] } }] }],
  };
}

async function toShipIds() {
  return bodyOf(await call(t, endpoints.listOrdersToShip, { headers: admin.auth, query: { page: 1 } }), 200).orders.map(
    (order) => order._id,
  );
}

async function mailsTo(email: string) {
  await t.runtime.worker.drain();
  return (await readOutbox(t.dataDir)).filter((mail) => mail.includes(email)).map(decodeQuotedPrintable);
}

const templatesTo = (phone: string) => fake.sentTo(phone).map((request) => request.body.template.name);

describe('cash on delivery waits for the shopper’s confirmation', () => {
  it('is not shipped until confirmed by the WhatsApp button, which only the order’s phone can press', async () => {
    const { shopper, address, whatsapp } = await codShopper();
    const orderId = await placeCod(shopper, address.id, true);
    expect(await orderRow(orderId)).toMatchObject({ status: 'confirmed', codConfirmation: 'awaiting' });
    expect(await toShipIds()).not.toContain(orderId);
    const early = await call(t, endpoints.shipOrder, {
      headers: admin.auth,
      params: { id: orderId },
      body: { courier: 'delhivery', trackingNumber: 'DL0000000001', expectedDeliveryDate: '2026-12-04' },
    });
    expect(early.status).toBe(409);
    expect(early.body.message).toBe(COD_CONFIRMATION_MESSAGES.awaitingConfirmation);

    await runJobsNow();
    const [question] = fake.sentTo(whatsapp);
    expect(question?.path).toBe('/v21.0/1098765432/messages');
    expect(question?.authorization).toBe('Bearer EAAG-test-token');
    expect(question?.body.template.name).toBe('cod_confirmation');
    const buttons = question?.body.template.components.filter((component) => component.type === 'button');
    expect(buttons?.map((button) => button.parameters[0]?.payload)).toEqual([`cod-confirm:${orderId}`, `cod-cancel:${orderId}`]);

    // Someone else's phone pressing the button changes nothing.
    bodyOf(await postWebhook(reply('919000000001', { button: `cod-confirm:${orderId}` })), 200);
    expect((await orderRow(orderId)).codConfirmation).toBe('awaiting');

    const press = reply(whatsapp, { button: `cod-confirm:${orderId}` });
    expect(bodyOf(await postWebhook(press), 200)).toEqual({ success: true, handled: 1 });
    expect(await orderRow(orderId)).toMatchObject({ codConfirmation: 'confirmed', codConfirmedVia: 'whatsapp' });
    expect(await toShipIds()).toContain(orderId);
    // Meta delivering the same press again is handled once.
    expect(bodyOf(await postWebhook(press), 200)).toEqual({ success: true, handled: 0 });

    await runJobsNow();
    expect(templatesTo(whatsapp)).toEqual(['cod_confirmation', 'order_confirmed']);
    const timeline = bodyOf(await call(t, endpoints.getOrderTimeline, { headers: admin.auth, params: { id: orderId } }), 200).events;
    expect(timeline.map((event) => event.title)).toEqual(
      expect.arrayContaining(['WhatsApp sent: cod confirmation', 'WhatsApp sent: order confirmed']),
    );
    expect(timeline.find((event) => event.detail === 'Cash on delivery confirmed (WhatsApp)')).toBeDefined();

    // Shipped and delivered: one message each, even when the shipment is corrected.
    const shipment = { courier: 'delhivery' as const, trackingNumber: 'DL0000000002', expectedDeliveryDate: '2026-12-04' };
    bodyOf(await call(t, endpoints.shipOrder, { headers: admin.auth, params: { id: orderId }, body: shipment }), 200);
    bodyOf(
      await call(t, endpoints.shipOrder, {
        headers: admin.auth,
        params: { id: orderId },
        body: { ...shipment, trackingNumber: 'DL0000000003' },
      }),
      200,
    );
    await runJobsNow();
    const shipped = fake.sentTo(whatsapp).filter((request) => request.body.template.name === 'order_shipped');
    expect(shipped).toHaveLength(1);
    expect(shipped[0]?.body.template.components[0]?.parameters.map((parameter) => parameter.text)).toContain('DL0000000003');
  });

  it('is confirmed or cancelled by the e-mail’s signed link, which a wrong signature cannot use', async () => {
    const { product, shopper, address } = await codShopper({ stock: 3 });
    const orderId = await placeCod(shopper, address.id, false);
    const mail = (await mailsTo(shopper.user.email)).find((each) => each.includes('is confirmed'));
    const token = codConfirmationToken(t.config.JWT_SECRET, orderId);
    expect(mail).toContain(`/shop/cod-confirmation?order=${orderId}&token=${token}`);
    expect(mail).toContain('Please confirm your order by');

    const state = bodyOf(await call(t, endpoints.getCodConfirmation, { query: { order: orderId, token } }), 200);
    expect(state).toMatchObject({ orderId, state: 'awaiting', totalPaise: expect.any(Number), itemCount: 1 });
    const forged = await call(t, endpoints.answerCodConfirmation, {
      body: { order: orderId, token: `${token.slice(0, -2)}xx`, decision: 'cancel' },
    });
    expect(forged.status).toBe(400);
    expect(forged.body.message).toBe(COD_CONFIRMATION_MESSAGES.invalidLink);
    expect((await orderRow(orderId)).status).toBe('confirmed');

    expect(await stockOf(t, product.id)).toBe(2);
    const cancelled = bodyOf(await call(t, endpoints.answerCodConfirmation, { body: { order: orderId, token, decision: 'cancel' } }), 200);
    expect(cancelled).toEqual({ success: true, message: COD_CONFIRMATION_MESSAGES.cancelled, decision: 'cancel' });
    expect((await orderRow(orderId)).status).toBe('cancelled');
    expect(await stockOf(t, product.id)).toBe(3);
    // Pressing cancel again is the same answer; confirming now is refused.
    expect(
      bodyOf(await call(t, endpoints.answerCodConfirmation, { body: { order: orderId, token, decision: 'cancel' } }), 200).decision,
    ).toBe('cancel');
    const late = await call(t, endpoints.answerCodConfirmation, { body: { order: orderId, token, decision: 'confirm' } });
    expect(late.status).toBe(409);
    expect(late.body.message).toBe(COD_CONFIRMATION_MESSAGES.alreadyCancelled);
    expect(bodyOf(await call(t, endpoints.getCodConfirmation, { query: { order: orderId, token } }), 200).state).toBe('cancelled');
    // Not opted in: WhatsApp heard nothing of this order.
    expect(await t.ctx.db.select().from(whatsappMessages).where(eq(whatsappMessages.orderId, orderId))).toEqual([]);
  });

  it('is cancelled, its stock back and the shopper told, when nobody confirms it in time', async () => {
    const { product, shopper, address } = await codShopper({ stock: 4 });
    const orderId = await placeCod(shopper, address.id, false);
    const due = (await orderRow(orderId)).codConfirmationDueAt;
    expect(due && Math.round((due.getTime() - Date.now()) / 3_600_000)).toBe(24);
    expect(await expireCodConfirmation(t.ctx.db, { orderId })).toBe('not-due');
    expect(await expireCodConfirmation(t.ctx.db, { orderId, now: new Date(Date.now() + 25 * 3_600_000) })).toBe('cancelled');
    expect(await orderRow(orderId)).toMatchObject({ status: 'cancelled' });
    expect(await stockOf(t, product.id)).toBe(4);
    expect((await mailsTo(shopper.user.email)).some((mail) => mail.includes('cancelled'))).toBe(true);
    // The job fired later finds nothing to do.
    expect(await expireCodConfirmation(t.ctx.db, { orderId, now: new Date(Date.now() + 26 * 3_600_000) })).toBe('not-awaiting');
  });

  it('an admin who reached the shopper by phone confirms it; the audit log names them', async () => {
    const { shopper, address } = await codShopper();
    const orderId = await placeCod(shopper, address.id, false);
    const confirmed = bodyOf(await call(t, endpoints.confirmCodOrder, { headers: admin.auth, params: { id: orderId } }), 200);
    expect(confirmed.decision).toBe('confirm');
    expect(await orderRow(orderId)).toMatchObject({ codConfirmation: 'confirmed', codConfirmedVia: 'admin' });
    const shopperTry = await call(t, endpoints.confirmCodOrder, { headers: shopper.auth, params: { id: orderId } });
    expect(shopperTry.status).toBe(403);
  });
});

describe('WhatsApp updates', () => {
  it('answers Meta’s subscription check only with the verify token', async () => {
    const ok = await call(t, endpoints.verifyWhatsAppWebhook, {
      query: { 'hub.mode': 'subscribe', 'hub.verify_token': VERIFY_TOKEN, 'hub.challenge': '1158201444' },
    });
    expect(ok.status).toBe(200);
    expect(ok.body).toBe('1158201444');
    const wrong = await call(t, endpoints.verifyWhatsAppWebhook, {
      query: { 'hub.mode': 'subscribe', 'hub.verify_token': 'guess', 'hub.challenge': '1158201444' },
    });
    expect(wrong.status).toBe(403);
  });

  it('refuses a delivery with a wrong signature and changes nothing', async () => {
    const { shopper, address, whatsapp } = await codShopper();
    const orderId = await placeCod(shopper, address.id, true);
    const forged = signed(reply(whatsapp, { button: `cod-confirm:${orderId}` }), 'not-the-app-secret').signature;
    const refused = await postWebhook(reply(whatsapp, { button: `cod-confirm:${orderId}` }), forged);
    expect(refused.status).toBe(401);
    const unsigned = await call(t, endpoints.whatsappWebhook, {
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(reply(whatsapp, { text: 'STOP' })),
    });
    expect(unsigned.status).toBe(401);
    expect((await orderRow(orderId)).codConfirmation).toBe('awaiting');
  });

  it('retries a failed send with backoff, records each try in the timeline, and sends once', async () => {
    const { shopper, address, whatsapp } = await codShopper();
    await runJobsNow(); // earlier tests' messages, so the failures below fall on this order's
    fake.failNext(2);
    const orderId = await placeCod(shopper, address.id, true);
    await runJobsNow();
    expect(templatesTo(whatsapp)).toEqual(['cod_confirmation', 'cod_confirmation', 'cod_confirmation']);
    const [message] = await t.ctx.db.select().from(whatsappMessages).where(eq(whatsappMessages.orderId, orderId));
    expect(message).toMatchObject({ status: 'sent', template: 'cod_confirmation' });
    const tries = await t.ctx.db.select().from(whatsappAttempts).where(eq(whatsappAttempts.messageId, message!.id));
    expect(tries.map((each) => each.ok)).toEqual([false, false, true]);
    expect(tries[0]?.detail).toBe('WhatsApp: Service temporarily unavailable');
    const timeline = bodyOf(await call(t, endpoints.getOrderTimeline, { headers: admin.auth, params: { id: orderId } }), 200).events;
    expect(timeline.filter((event) => event.kind === 'whatsapp').map((event) => event.title)).toEqual([
      'WhatsApp not sent: cod confirmation',
      'WhatsApp not sent: cod confirmation',
      'WhatsApp sent: cod confirmation',
    ]);
  });

  it('a failing WhatsApp never holds up the order or its e-mail', async () => {
    const { shopper, address } = await codShopper();
    await runJobsNow();
    fake.failNext(100);
    const orderId = await placeCod(shopper, address.id, true);
    await runJobsNow();
    fake.failNext(0);
    const [message] = await t.ctx.db.select().from(whatsappMessages).where(eq(whatsappMessages.orderId, orderId));
    expect(message?.status).toBe('failed');
    expect((await mailsTo(shopper.user.email)).some((mail) => mail.includes('is confirmed'))).toBe(true);
    expect((await orderRow(orderId)).codConfirmation).toBe('awaiting');
  });

  it('STOP from the phone, or "off" on the account page, stops every message; ticking the box again resumes them', async () => {
    const first = await codShopper();
    const orderId = await placeCod(first.shopper, first.address.id, true);
    await runJobsNow();
    bodyOf(await postWebhook(reply(first.whatsapp, { text: ' stop ' })), 200);
    bodyOf(await call(t, endpoints.confirmCodOrder, { headers: admin.auth, params: { id: orderId } }), 200);
    await runJobsNow();
    expect(templatesTo(first.whatsapp)).toEqual(['cod_confirmation']);

    const second = await codShopper();
    const updated = bodyOf(
      await call(t, endpoints.updateEmailPreferences, { headers: second.shopper.auth, body: { whatsappUpdates: false } }),
      200,
    );
    expect(updated.preferences.whatsappUpdates).toBe(false);
    // An order placed earlier with updates on hears nothing more either.
    const cancelled = await placeCod(second.shopper, second.address.id, false);
    expect(cancelled).toBeTruthy();
    expect(await t.ctx.db.select().from(whatsappMessages).where(eq(whatsappMessages.orderId, cancelled))).toEqual([]);

    // Ticking the box at checkout is a fresh opt-in.
    expect((await addToCart(t, first.shopper, (await createProduct(t, { totalStock: 2 })).id, 1)).status).toBe(200);
    await placeCod(first.shopper, first.address.id, true);
    await runJobsNow();
    expect(templatesTo(first.whatsapp)).toEqual(['cod_confirmation', 'cod_confirmation']);
  });

  it('without WhatsApp credentials the messages are written to the outbox folder', async () => {
    const offline = await createTestApp({ PAYMENT_PROVIDER: 'simulated' });
    try {
      expect(offline.ctx.whatsapp.kind).toBe('outbox');
      const sent = await offline.ctx.whatsapp.send({
        to: '919812345678',
        template: 'order_confirmed',
        parameters: ['Asha', '#1a2b3c4d', 'http://shop.test'],
        buttons: [],
      });
      expect(sent.messageId).toMatch(/^outbox\./);
      const { readdir, readFile } = await import('node:fs/promises');
      const folder = `${offline.dataDir}/outbox/whatsapp`;
      const [file] = await readdir(folder);
      expect(JSON.parse(await readFile(`${folder}/${file}`, 'utf8'))).toMatchObject({
        to: '919812345678',
        template: { name: 'order_confirmed' },
      });
    } finally {
      await offline.close();
    }
  });
});

describe('COD return rates', () => {
  async function setReturnRule(percent: number, minOrders: number) {
    const current = bodyOf(await call(t, endpoints.getShopSettings, { headers: admin.auth }), 200).settings;
    const { legalName, gstin, addressLine1, addressLine2, city, state, postalCode, invoicePrefix } = current;
    const body: ShopSettingsInput = { legalName, gstin, addressLine1, addressLine2, city, state, postalCode, invoicePrefix };
    const saved = bodyOf(
      await call(t, endpoints.updateShopSettings, {
        headers: admin.auth,
        body: { ...body, codReturnRefusalPercent: percent, codReturnMinOrders: minOrders },
      }),
      200,
    ).settings;
    expect(saved).toMatchObject({ codReturnRefusalPercent: percent, codReturnMinOrders: minOrders });
  }

  /** A shipped COD order to this PIN code, which came back (RTO or refused at the door) or not. */
  async function shippedCod(userId: string, postalCode: string, cameBack: 'rto' | 'refused' | null) {
    const order = await createOrder(t, { userId, status: 'inShipping', paymentStatus: 'pending', address: { ...testAddress, postalCode } });
    await t.ctx.db
      .update(orders)
      .set({
        paymentMethod: 'cod',
        paymentProvider: 'cash',
        shippedAt: new Date(),
        ...(cameBack === 'rto'
          ? { returnedToSenderAt: new Date() }
          : cameBack === 'refused'
            ? { codRefusedAt: new Date(), status: 'rejected' as const }
            : {}),
      })
      .where(eq(orders.id, order.id));
  }

  it('are listed per PIN code and per customer, and a PIN past the shop’s rate is refused COD at checkout', async () => {
    const often = await createUser(t, { userName: 'Returning Rahul' });
    const rarely = await createUser(t, { userName: 'Steady Sunita' });
    await shippedCod(often.user.id, '400051', 'rto');
    await shippedCod(rarely.user.id, '400051', 'rto');
    await shippedCod(rarely.user.id, '400051', null);
    await shippedCod(rarely.user.id, '400052', null);
    await shippedCod(rarely.user.id, '400052', null);
    await shippedCod(rarely.user.id, '400052', 'refused');

    const byPin = bodyOf(await call(t, endpoints.listCodReturnRates, { headers: admin.auth, query: { by: 'pin' } }), 200);
    expect(byPin.rates.filter((row) => row.key.startsWith('40005'))).toEqual([
      { key: '400051', label: '400051', shipped: 3, returned: 2, ratePercent: 66.7 },
      { key: '400052', label: '400052', shipped: 3, returned: 1, ratePercent: 33.3 },
    ]);
    const byCustomer = bodyOf(await call(t, endpoints.listCodReturnRates, { headers: admin.auth, query: { by: 'customer' } }), 200);
    expect(byCustomer.rates.find((row) => row.key === often.user.id)).toMatchObject({ shipped: 1, returned: 1, ratePercent: 100 });
    expect(byCustomer.rates.find((row) => row.key === rarely.user.id)).toMatchObject({ shipped: 5, returned: 2, ratePercent: 40 });
    expect((await call(t, endpoints.listCodReturnRates, { headers: admin.auth, query: { by: 'street' as never } })).status).toBe(400);

    // Off by default; at 50% after 3 parcels, 400051 is refused and 400052 is not.
    const shopper = await createUser(t);
    const product = await createProduct(t, { pricePaise: 150_000, totalStock: 5 });
    const risky = await createAddress(t, shopper.user.id, { postalCode: '400051' });
    const fine = await createAddress(t, shopper.user.id, { postalCode: '400052' });
    expect((await addToCart(t, shopper, product.id, 1)).status).toBe(200);
    const quoteFor = async (addressId: string) =>
      bodyOf(await call(t, endpoints.quoteCheckout, { headers: shopper.auth, body: { addressId, paymentMethod: 'cod' } }), 200).quote
        .cashOnDelivery;
    expect((await quoteFor(risky.id)).allowed).toBe(true);
    await setReturnRule(50, 3);
    expect(await quoteFor(risky.id)).toMatchObject({ allowed: false, reason: COD_CONFIRMATION_MESSAGES.codReturns });
    expect((await quoteFor(fine.id)).allowed).toBe(true);
    const refused = await call(t, endpoints.placeCodOrder, { headers: shopper.auth, body: { addressId: risky.id } });
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({
      message: COD_CONFIRMATION_MESSAGES.codReturns,
      reason: { code: 'COD_NOT_AVAILABLE', why: 'returns' },
    });
    // Fewer parcels than the rule asks for: the rate does not count yet.
    await setReturnRule(50, 4);
    expect((await quoteFor(risky.id)).allowed).toBe(true);
    await setReturnRule(0, 4);
  });
});
