import { readdir, readFile } from 'node:fs/promises';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  endpoints,
  GIFT_CARD_MESSAGES,
  GIFT_CARD_PURCHASE_MESSAGES,
  GIFT_CARD_RECEIPT_TITLE,
  GIFT_CARD_VALIDITY_DAYS,
  giftCardAmountOutsideMessage,
  giftCardDeliveryWindow,
  type CreateGiftCardPurchaseRequest,
} from '@aurelle/contract';
import { queryRows } from '../src/db/client.ts';
import { giftCardPurchases, giftCards, jobs, whatsappMessages, whatsappOptOuts } from '../src/db/schema/index.ts';
import { deliverGiftCard } from '../src/domain/gift-cards/deliver-gift-card.ts';
import { DELIVER_GIFT_CARD_JOB } from '../src/domain/gift-cards/job-types.ts';
import { istMonthOf } from '../src/domain/gst/gst-month.ts';
import { WHATSAPP_MAX_ATTEMPTS } from '../src/domain/whatsapp/job-types.ts';
import { WhatsAppSendError, type WhatsAppSender } from '../src/infra/whatsapp/whatsapp-sender.ts';
import { createAccount } from './backoffice-factories.ts';
import { decodeQuotedPrintable, sign } from './checkout-helpers.ts';
import { bodyOf, call, createTestApp, readOutbox, type TestApp } from './helpers.ts';
import { pdfText } from './pdf-text.ts';

/*
 * Buying gift cards (decision 105): the admin's amounts, the shopper's purchase paid through the shop's payment adapter,
 * the card issued once (verify twice and a webhook), delivered by the job queue on its date with the code, a receipt
 * that is not a tax invoice, and nothing in the GST month.
 */

const WEBHOOK_SECRET = 'whsec_gift_card_purchases';
const KEY_SECRET = 'test_key_secret_gift_cards';

let t: TestApp;
let admin: Awaited<ReturnType<typeof createAccount>>;
let shopper: Awaited<ReturnType<typeof createAccount>>;
let other: Awaited<ReturnType<typeof createAccount>>;

beforeAll(async () => {
  t = await createTestApp({ PAYMENT_PROVIDER: 'simulated', RAZORPAY_KEY_SECRET: KEY_SECRET, RAZORPAY_WEBHOOK_SECRET: WEBHOOK_SECRET });
  admin = await createAccount(t, { role: 'admin' });
  shopper = await createAccount(t, { userName: 'Kavya Menon' });
  other = await createAccount(t);
});
afterAll(async () => {
  await t.close();
});

const today = () => giftCardDeliveryWindow(new Date()).first;
function dayFrom(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}
const forMeera = (overrides: Partial<Record<keyof CreateGiftCardPurchaseRequest, unknown>> = {}) => ({
  amount: 2500,
  recipientName: 'Meera Iyer',
  recipientEmail: 'Meera@Example.com',
  message: 'Happy birthday, with love',
  deliverOn: today(),
  ...overrides,
});

async function counts() {
  const [row] = await queryRows<{ purchases: number; cards: number; entries: number; deliveries: number }>(
    t.ctx.db,
    sql`SELECT (SELECT count(*) FROM gift_card_purchases)::int AS purchases, (SELECT count(*) FROM gift_cards)::int AS cards,
      (SELECT count(*) FROM gift_card_ledger)::int AS entries,
      (SELECT count(*) FROM jobs WHERE type = ${DELIVER_GIFT_CARD_JOB})::int AS deliveries`,
  );
  return row;
}

async function buy(body: Record<string, unknown>, who = shopper) {
  return call(t, endpoints.createGiftCardPurchase, { headers: who.auth, body: body as CreateGiftCardPurchaseRequest });
}

async function simulatedPay(providerOrderId: string, who = shopper) {
  const dialog = bodyOf(
    await call(t, endpoints.simulatedCheckout, { headers: who.auth, body: { providerOrderId, outcome: 'success' } }),
    200,
  );
  if (dialog.outcome !== 'success') throw new Error('the simulated payment did not succeed');
  const { razorpay_payment_id, razorpay_order_id, razorpay_signature } = dialog;
  return { razorpay_payment_id, razorpay_order_id, razorpay_signature };
}

async function purchaseRow(id: string) {
  const [row] = await t.ctx.db.select().from(giftCardPurchases).where(eq(giftCardPurchases.id, id));
  if (!row) throw new Error('purchase not found');
  return row;
}

async function runDeliveryJob(purchaseId: string) {
  const handler = t.ctx.jobHandlers[DELIVER_GIFT_CARD_JOB];
  if (!handler) throw new Error('no delivery job handler');
  return handler({ purchaseId }, { id: 0, attempts: 1 });
}

function deliveryDeps(whatsapp: WhatsAppSender = t.ctx.whatsapp) {
  return { db: t.ctx.db, mailer: t.ctx.mailer, whatsapp, shopName: 'Aurelle', appUrl: 'http://shop.test', secret: t.config.JWT_SECRET };
}

/** The WhatsApp messages the outbox sender wrote (no credentials in tests), as the Cloud API would receive them. */
async function whatsappsTo(phone: string) {
  const folder = `${t.dataDir}/outbox/whatsapp`;
  const files = await readdir(folder).catch(() => []);
  const messages = await Promise.all(
    files.map(async (file) => JSON.parse(await readFile(`${folder}/${file}`, 'utf8')) as WhatsAppOutboxMessage),
  );
  return messages.filter((message) => message.to === phone);
}
interface WhatsAppOutboxMessage {
  to: string;
  template: { name: string; components: Array<{ type: string; parameters: Array<{ text?: string }> }> };
}
const bodyParameters = (message: WhatsAppOutboxMessage | undefined) =>
  message?.template.components.find((component) => component.type === 'body')?.parameters.map((parameter) => parameter.text);

async function mailsTo(email: string) {
  return (await readOutbox(t.dataDir)).filter((mail) => mail.includes(`To: ${email}`)).map(decodeQuotedPrintable);
}

function postWebhook(body: unknown, eventId: string) {
  const raw = JSON.stringify(body);
  return call(t, endpoints.paymentWebhook, {
    headers: { 'content-type': 'application/json', 'x-razorpay-signature': sign(WEBHOOK_SECRET, raw), 'x-razorpay-event-id': eventId },
    body: raw,
  });
}
function paymentEvent(event: 'payment.captured' | 'payment.failed', providerOrderId: string, paymentId: string, amount: number) {
  return {
    entity: 'event',
    event,
    contains: ['payment'],
    payload: { payment: { entity: { id: paymentId, entity: 'payment', amount, currency: 'INR', order_id: providerOrderId } } },
  };
}

describe('the admin sets the amounts', () => {
  it('offers the defaults until saved, to the shop and the back office', async () => {
    const settings = bodyOf(await call(t, endpoints.getGiftCardSettings, { headers: admin.auth }), 200).data;
    expect(settings).toEqual({ presets: [1000, 2500, 5000, 10000], minAmount: 500, maxAmount: 50000, updatedAt: null });
    const options = bodyOf(await call(t, endpoints.getGiftCardOptions), 200).data;
    expect(options).toMatchObject({ presets: [1000, 2500, 5000, 10000], minAmount: 500, maxAmount: 50000, firstDeliveryDate: today() });
    expect(options.lastDeliveryDate).toBe(dayFrom(today(), 90));
  });

  it('refuses each bad offer with its message and keeps the old one', async () => {
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ presets: [400, 1000], minAmount: 500, maxAmount: 5000 }, GIFT_CARD_MESSAGES.presetsOutsideLimits],
      [{ presets: [1000, 9000], minAmount: 500, maxAmount: 5000 }, GIFT_CARD_MESSAGES.presetsOutsideLimits],
      [{ presets: [1000], minAmount: 5000, maxAmount: 5000 }, GIFT_CARD_MESSAGES.minAboveMax],
      [{ presets: [1000], minAmount: 6000, maxAmount: 5000 }, GIFT_CARD_MESSAGES.minAboveMax],
      [{ presets: [1000, 1100, 1200, 1300, 1400, 1500, 1600], minAmount: 500, maxAmount: 5000 }, 'At most 6 preset amounts'],
      [{ presets: [], minAmount: 500, maxAmount: 5000 }, GIFT_CARD_PURCHASE_MESSAGES.presetsRequired],
      [{ presets: [1000], minAmount: 50, maxAmount: 5000 }, 'Lowest amount must be at least 100'],
      [{ presets: [1000], minAmount: 500, maxAmount: 300000 }, 'Highest amount must be at most 2,00,000'],
      [{ presets: [1000.5], minAmount: 500, maxAmount: 5000 }, 'Preset amount must be a whole number'],
    ];
    for (const [body, message] of cases) {
      const res = await t.app.inject({ method: 'PUT', url: '/api/admin/gift-cards/settings', headers: admin.auth, payload: body });
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json<{ message: string }>().message, JSON.stringify(body)).toBe(message);
    }
    const settings = bodyOf(await call(t, endpoints.getGiftCardSettings, { headers: admin.auth }), 200).data;
    expect(settings.updatedAt).toBeNull();
    const shopperTry = await t.app.inject({
      method: 'PUT',
      url: '/api/admin/gift-cards/settings',
      headers: shopper.auth,
      payload: { presets: [1000], minAmount: 500, maxAmount: 5000 },
    });
    expect(shopperTry.statusCode).toBe(403);
  });

  it('saves an offer (presets sorted, each once), audited, and the shop offers it', async () => {
    const saved = await call(t, endpoints.updateGiftCardSettings, {
      headers: admin.auth,
      body: { presets: [3000, 1500, 3000, 7500], minAmount: 1000, maxAmount: 20000 },
    });
    expect(bodyOf(saved, 200)).toMatchObject({
      message: GIFT_CARD_MESSAGES.settingsSaved,
      data: { presets: [1500, 3000, 7500], minAmount: 1000, maxAmount: 20000 },
    });
    expect(bodyOf(await call(t, endpoints.getGiftCardOptions), 200).data).toMatchObject({ presets: [1500, 3000, 7500], minAmount: 1000 });
    const [audit] = await queryRows<{ action: string }>(
      t.ctx.db,
      sql`SELECT action FROM audit_events WHERE entity_id = 'gift-cards' ORDER BY occurred_at DESC LIMIT 1`,
    );
    expect(audit?.action).toBe('settings.update-gift-cards');
    // Back to the defaults' values for the purchases below.
    bodyOf(
      await call(t, endpoints.updateGiftCardSettings, {
        headers: admin.auth,
        body: { presets: [1000, 2500, 5000, 10000], minAmount: 500, maxAmount: 50000 },
      }),
      200,
    );
  });
});

describe('a purchase that is refused writes nothing', () => {
  it('refuses an amount outside the limits, a bad e-mail or WhatsApp number, a past or too-late date, a long message, a missing recipient', async () => {
    const before = await counts();
    const outside = giftCardAmountOutsideMessage(500, 50000);
    const cases: Array<[Record<string, unknown>, string]> = [
      [forMeera({ amount: 499 }), outside],
      [forMeera({ amount: 50001 }), outside],
      [forMeera({ amount: undefined }), GIFT_CARD_MESSAGES.amountPreset],
      [forMeera({ amount: ' ' }), GIFT_CARD_MESSAGES.amountPreset],
      [forMeera({ amount: '2,500' }), 'Amount must be a number'],
      [forMeera({ amount: -100 }), 'Amount must be greater than 0'],
      [forMeera({ recipientEmail: 'not-an-email' }), 'Please enter a valid email address'],
      [forMeera({ recipientEmail: '' }), GIFT_CARD_MESSAGES.recipientEmail],
      [forMeera({ recipientName: '' }), GIFT_CARD_PURCHASE_MESSAGES.recipientName],
      [forMeera({ deliverOn: dayFrom(today(), -1) }), GIFT_CARD_MESSAGES.deliverOnPast],
      [forMeera({ deliverOn: dayFrom(today(), 91) }), GIFT_CARD_MESSAGES.deliverOnTooLate],
      [forMeera({ deliverOn: '2026-02-31' }), GIFT_CARD_PURCHASE_MESSAGES.deliverOnRequired],
      [forMeera({ deliverOn: 'soon' }), GIFT_CARD_PURCHASE_MESSAGES.deliverOnRequired],
      [forMeera({ message: 'x'.repeat(301) }), 'Message must be at most 300 characters'],
      [forMeera({ recipientWhatsapp: '12345' }), GIFT_CARD_PURCHASE_MESSAGES.whatsappNumber],
      [forMeera({ recipientWhatsapp: '5876543210' }), GIFT_CARD_PURCHASE_MESSAGES.whatsappNumber],
      [forMeera({ recipientWhatsapp: '+1 415 555 0100' }), GIFT_CARD_PURCHASE_MESSAGES.whatsappNumber],
      [{ amount: 1000, forSelf: true, deliverOn: today(), recipientWhatsapp: 'my phone' }, GIFT_CARD_PURCHASE_MESSAGES.whatsappNumber],
    ];
    for (const [body, message] of cases) {
      const res = await t.app.inject({ method: 'POST', url: '/api/shop/gift-cards/purchases', headers: shopper.auth, payload: body });
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json<{ message: string }>().message, JSON.stringify(body)).toBe(message);
      if (message === GIFT_CARD_PURCHASE_MESSAGES.whatsappNumber)
        expect(res.json<{ errors?: Record<string, string[]> }>().errors?.recipientWhatsapp).toEqual([message]);
    }
    const guest = await t.app.inject({ method: 'POST', url: '/api/shop/gift-cards/purchases', payload: forMeera() });
    expect(guest.statusCode).toBe(401);
    expect(await counts()).toEqual(before);
  });

  it('accepts the last day of the window and the highest preset', async () => {
    const res = await buy(forMeera({ deliverOn: dayFrom(today(), 90), amount: 10000 }));
    expect(bodyOf(res, 200)).toMatchObject({ amount: 1_000_000, currency: 'INR', provider: 'simulated' });
  });
});

describe('paying for a card', () => {
  it('issues the card once however often the payment is reported: verify twice and the webhook make one card, one entry', async () => {
    const before = await counts();
    const order = bodyOf(await buy(forMeera()), 200);
    expect(order.amount).toBe(250_000);
    expect((await counts())?.cards).toBe(before?.cards);
    const signed = await simulatedPay(order.id);

    const first = bodyOf(await call(t, endpoints.verifyGiftCardPurchase, { headers: shopper.auth, body: signed }), 200);
    expect(first).toMatchObject({
      message: GIFT_CARD_MESSAGES.paid,
      alreadyPaid: false,
      data: { status: 'paid', amount: 2500, recipientName: 'Meera Iyer', recipientEmail: 'meera@example.com', deliverOn: today() },
    });
    expect(first.data.maskedCode).toMatch(/^AURL-••••-••••-[2-9A-HJKMNP-Z]{4}$/);
    const again = bodyOf(await call(t, endpoints.verifyGiftCardPurchase, { headers: shopper.auth, body: signed }), 200);
    expect(again).toMatchObject({ alreadyPaid: true, data: { maskedCode: first.data.maskedCode } });
    const webhook = await postWebhook(paymentEvent('payment.captured', order.id, signed.razorpay_payment_id, 250_000), `evt_${order.id}`);
    expect(bodyOf(webhook, 200).status).toBe('already-paid');

    const after = await counts();
    expect(after).toEqual({
      purchases: (before?.purchases ?? 0) + 1,
      cards: (before?.cards ?? 0) + 1,
      entries: (before?.entries ?? 0) + 1,
      deliveries: (before?.deliveries ?? 0) + 1,
    });
    const row = await purchaseRow(order.purchaseId);
    const [card] = await t.ctx.db
      .select()
      .from(giftCards)
      .where(eq(giftCards.id, row.giftCardId ?? ''));
    expect(card).toMatchObject({ initialPaise: 250_000, recipientEmail: 'meera@example.com', message: 'Happy birthday, with love' });
    expect(card?.activeFrom.toISOString()).toBe(new Date(`${today()}T00:00:00+05:30`).toISOString());
    expect(((card?.expiresAt.getTime() ?? 0) - (card?.activeFrom.getTime() ?? 0)) / 86_400_000).toBe(GIFT_CARD_VALIDITY_DAYS);
    // The code is kept only sealed until delivered: no column holds it in the clear.
    expect(row.sealedCode).toMatch(/^v1\./);
  });

  it('refuses a forged signature and another shopper’s purchase, and issues nothing', async () => {
    const order = bodyOf(await buy(forMeera()), 200);
    const signed = await simulatedPay(order.id);
    const before = await counts();
    const forged = await call(t, endpoints.verifyGiftCardPurchase, {
      headers: shopper.auth,
      body: { ...signed, razorpay_signature: signed.razorpay_signature.replace(/.$/, (c) => (c === 'a' ? 'b' : 'a')) },
    });
    expect(forged.status).toBe(400);
    const stranger = await call(t, endpoints.verifyGiftCardPurchase, { headers: other.auth, body: signed });
    expect(stranger.status).toBe(400);
    expect(stranger.body).toMatchObject({ message: GIFT_CARD_MESSAGES.purchaseNotFound });
    expect(await counts()).toEqual(before);
    expect((await purchaseRow(order.purchaseId)).status).toBe('pending');
  });

  it('settles a purchase from the Razorpay webhook alone, once, and ignores a wrong amount', async () => {
    const order = bodyOf(await buy(forMeera({ amount: 5000 })), 200);
    const wrong = await postWebhook(paymentEvent('payment.captured', order.id, 'pay_wrong_amount', 100), `evt_wrong_${order.id}`);
    expect(bodyOf(wrong, 200).status).toBe('ignored');
    expect((await purchaseRow(order.purchaseId)).status).toBe('pending');
    const before = await counts();
    const paid = await postWebhook(paymentEvent('payment.captured', order.id, 'pay_by_webhook', 500_000), `evt_pay_${order.id}`);
    expect(bodyOf(paid, 200).status).toBe('paid');
    const replay = await postWebhook(paymentEvent('payment.captured', order.id, 'pay_by_webhook', 500_000), `evt_pay_${order.id}`);
    expect(bodyOf(replay, 200).status).toBe('duplicate');
    const otherEvent = await postWebhook(paymentEvent('payment.captured', order.id, 'pay_by_webhook', 500_000), `evt_pay2_${order.id}`);
    expect(bodyOf(otherEvent, 200).status).toBe('already-paid');
    expect(await counts()).toMatchObject({ cards: (before?.cards ?? 0) + 1, entries: (before?.entries ?? 0) + 1 });
    expect(await purchaseRow(order.purchaseId)).toMatchObject({ status: 'paid', providerPaymentId: 'pay_by_webhook' });
  });

  it('a failed or abandoned payment issues nothing', async () => {
    const before = await counts();
    const abandoned = bodyOf(await buy(forMeera()), 200);
    const failedInDialog = bodyOf(await buy(forMeera()), 200);
    const dialog = bodyOf(
      await call(t, endpoints.simulatedCheckout, {
        headers: shopper.auth,
        body: { providerOrderId: failedInDialog.id, outcome: 'failure' },
      }),
      200,
    );
    expect(dialog.outcome).toBe('failure');
    const failedByWebhook = bodyOf(await buy(forMeera()), 200);
    const failed = await postWebhook(
      paymentEvent('payment.failed', failedByWebhook.id, 'pay_failed', 250_000),
      `evt_fail_${failedByWebhook.id}`,
    );
    expect(bodyOf(failed, 200).status).toBe('cancelled');

    expect((await purchaseRow(abandoned.purchaseId)).status).toBe('pending');
    expect((await purchaseRow(failedInDialog.purchaseId)).status).toBe('failed');
    expect((await purchaseRow(failedByWebhook.purchaseId)).status).toBe('failed');
    const after = await counts();
    expect(after).toMatchObject({ cards: before?.cards, entries: before?.entries, deliveries: before?.deliveries });
    // The dialog cannot pay a purchase that failed.
    const payAgain = await call(t, endpoints.simulatedCheckout, {
      headers: shopper.auth,
      body: { providerOrderId: failedInDialog.id, outcome: 'success' },
    });
    expect(payAgain.status).toBe(400);
    expect(payAgain.body).toMatchObject({ message: GIFT_CARD_MESSAGES.purchaseNotPayable });
    const receipt = await t.app.inject({
      method: 'GET',
      url: `/api/shop/gift-cards/purchases/${abandoned.purchaseId}/receipt`,
      headers: shopper.auth,
    });
    expect(receipt.statusCode).toBe(409);
  });
});

describe('delivering the card on its date', () => {
  it('e-mails the code to the recipient on the date through the job queue; the code then checks as active', async () => {
    const order = bodyOf(await buy(forMeera({ recipientEmail: 'today.recipient@example.com', message: 'For <you> & yours' })), 200);
    bodyOf(await call(t, endpoints.verifyGiftCardPurchase, { headers: shopper.auth, body: await simulatedPay(order.id) }), 200);
    const [job] = await t.ctx.db
      .select()
      .from(jobs)
      .where(sql`${jobs.payload}->>'purchaseId' = ${order.purchaseId}`);
    expect(job?.runAt.getTime()).toBeLessThanOrEqual(Date.now());

    await runDeliveryJob(order.purchaseId);
    const [mail, ...more] = await mailsTo('today.recipient@example.com');
    expect(more).toEqual([]);
    expect(mail).toContain('Kavya Menon sent you a Aurelle gift card of ₹2,500');
    expect(mail).toContain('For &lt;you&gt; &amp; yours');
    expect(mail).toContain('Valid until');
    expect(mail).toContain('enter this code at checkout');
    const code = /AURL-[2-9A-HJKMNP-Z]{4}-[2-9A-HJKMNP-Z]{4}-[2-9A-HJKMNP-Z]{4}/.exec(mail ?? '')?.[0];
    expect(code).toBeDefined();
    const checked = bodyOf(await call(t, endpoints.checkGiftCard, { headers: other.auth, body: { code: code ?? '' } }), 200).data;
    expect(checked).toMatchObject({ status: 'active', balance: 2500 });

    // Delivered: the seal is erased, and running the job again sends nothing more.
    const row = await purchaseRow(order.purchaseId);
    expect(row.sealedCode).toBeNull();
    expect(row.deliveredAt).not.toBeNull();
    await runDeliveryJob(order.purchaseId);
    expect(await mailsTo('today.recipient@example.com')).toHaveLength(1);
  });

  it('sends nothing before the date, and the card waits scheduled; on the date it goes out', async () => {
    const tomorrow = dayFrom(today(), 1);
    const order = bodyOf(await buy(forMeera({ recipientEmail: 'tomorrow.recipient@example.com', deliverOn: tomorrow })), 200);
    const paid = bodyOf(
      await call(t, endpoints.verifyGiftCardPurchase, { headers: shopper.auth, body: await simulatedPay(order.id) }),
      200,
    );
    expect(paid.data.cardStatus).toBe('scheduled');
    const [job] = await t.ctx.db
      .select()
      .from(jobs)
      .where(sql`${jobs.payload}->>'purchaseId' = ${order.purchaseId}`);
    expect(job?.runAt.toISOString()).toBe(new Date(`${tomorrow}T00:00:00+05:30`).toISOString());

    await expect(runDeliveryJob(order.purchaseId)).rejects.toThrow('not yet due');
    expect(await mailsTo('tomorrow.recipient@example.com')).toEqual([]);
    expect((await purchaseRow(order.purchaseId)).sealedCode).not.toBeNull();

    const deps = deliveryDeps();
    expect(await deliverGiftCard(deps, order.purchaseId, new Date(`${tomorrow}T00:00:01+05:30`))).toBe('sent');
    const [mail] = await mailsTo('tomorrow.recipient@example.com');
    const code = /AURL-[2-9A-HJKMNP-Z]{4}-[2-9A-HJKMNP-Z]{4}-[2-9A-HJKMNP-Z]{4}/.exec(mail ?? '')?.[0] ?? '';
    const checked = bodyOf(await call(t, endpoints.checkGiftCard, { headers: other.auth, body: { code } }), 200).data;
    // Today it is still scheduled: spendable from its delivery date.
    expect(checked).toMatchObject({ status: 'scheduled', balance: 2500 });
  });

  it('also sends the code on WhatsApp to the number the buyer gave, once, after the e-mail', async () => {
    const order = bodyOf(await buy(forMeera({ recipientEmail: 'wa.recipient@example.com', recipientWhatsapp: '+91 98765-43210' })), 200);
    const paid = bodyOf(
      await call(t, endpoints.verifyGiftCardPurchase, { headers: shopper.auth, body: await simulatedPay(order.id) }),
      200,
    );
    expect(paid.data.recipientWhatsapp).toBe('9876543210');

    await runDeliveryJob(order.purchaseId);
    const [mail] = await mailsTo('wa.recipient@example.com');
    const code = /AURL-[2-9A-HJKMNP-Z]{4}-[2-9A-HJKMNP-Z]{4}-[2-9A-HJKMNP-Z]{4}/.exec(mail ?? '')?.[0];
    expect(code).toBeDefined();
    const [message, ...more] = await whatsappsTo('919876543210');
    expect(more).toEqual([]);
    expect(message?.template.name).toBe('gift_card_delivery');
    const [sender, amount, sentCode, validUntil] = bodyParameters(message) ?? [];
    expect([sender, amount, sentCode]).toEqual(['Kavya Menon', '₹2,500.00', code]);
    expect(mail).toContain(`Valid until ${validUntil}`);

    // Recorded with the code masked (never in the clear), and the seal erased once both went out.
    const [recorded] = await t.ctx.db.select().from(whatsappMessages).where(eq(whatsappMessages.giftCardPurchaseId, order.purchaseId));
    expect(recorded).toMatchObject({ status: 'sent', orderId: null, phone: '919876543210', template: 'gift_card_delivery' });
    expect(recorded?.parameters[2]).toBe(`AURL-••••-••••-${code?.slice(-4)}`);
    expect(JSON.stringify(recorded)).not.toContain(code);
    const row = await purchaseRow(order.purchaseId);
    expect(row.sealedCode).toBeNull();
    expect(row.deliveredAt).not.toBeNull();

    await runDeliveryJob(order.purchaseId);
    expect(await whatsappsTo('919876543210')).toHaveLength(1);
    expect(await mailsTo('wa.recipient@example.com')).toHaveLength(1);
  });

  it('a retry after WhatsApp failed sends only the WhatsApp message, and keeps the code sealed until it is sent', async () => {
    const order = bodyOf(await buy(forMeera({ recipientEmail: 'wa.retry@example.com', recipientWhatsapp: '9123456780' })), 200);
    bodyOf(await call(t, endpoints.verifyGiftCardPurchase, { headers: shopper.auth, body: await simulatedPay(order.id) }), 200);
    const down: WhatsAppSender = {
      kind: 'cloud-api',
      send: () => Promise.reject(new WhatsAppSendError('WhatsApp: Service temporarily unavailable')),
    };
    await expect(deliverGiftCard(deliveryDeps(down), order.purchaseId)).rejects.toThrow('Service temporarily unavailable');
    expect(await mailsTo('wa.retry@example.com')).toHaveLength(1);
    expect(await whatsappsTo('919123456780')).toEqual([]);
    const waiting = await purchaseRow(order.purchaseId);
    expect(waiting.sealedCode).not.toBeNull();
    expect(waiting.deliveredAt).toBeNull();

    expect(await deliverGiftCard(deliveryDeps(), order.purchaseId)).toBe('sent');
    expect(await mailsTo('wa.retry@example.com')).toHaveLength(1);
    const [mail] = await mailsTo('wa.retry@example.com');
    const [message, ...more] = await whatsappsTo('919123456780');
    expect(more).toEqual([]);
    expect(mail).toContain(bodyParameters(message)?.[2] ?? 'no code on WhatsApp');
    expect((await purchaseRow(order.purchaseId)).sealedCode).toBeNull();

    await runDeliveryJob(order.purchaseId);
    expect(await whatsappsTo('919123456780')).toHaveLength(1);
    expect(await mailsTo('wa.retry@example.com')).toHaveLength(1);
  });

  it('gives up on WhatsApp after its last try: the e-mail carried the code, and the seal is erased', async () => {
    const order = bodyOf(await buy(forMeera({ recipientEmail: 'wa.down@example.com', recipientWhatsapp: '9000000001' })), 200);
    bodyOf(await call(t, endpoints.verifyGiftCardPurchase, { headers: shopper.auth, body: await simulatedPay(order.id) }), 200);
    const down: WhatsAppSender = { kind: 'cloud-api', send: () => Promise.reject(new WhatsAppSendError('WhatsApp answered 500')) };
    for (let attempt = 1; attempt < WHATSAPP_MAX_ATTEMPTS; attempt += 1)
      await expect(deliverGiftCard(deliveryDeps(down), order.purchaseId)).rejects.toThrow('WhatsApp answered 500');
    expect(await deliverGiftCard(deliveryDeps(down), order.purchaseId)).toBe('sent');
    expect(await mailsTo('wa.down@example.com')).toHaveLength(1);
    const [recorded] = await t.ctx.db.select().from(whatsappMessages).where(eq(whatsappMessages.giftCardPurchaseId, order.purchaseId));
    expect(recorded?.status).toBe('failed');
    expect((await purchaseRow(order.purchaseId)).sealedCode).toBeNull();
  });

  it('sends no WhatsApp message to a number that replied STOP; the e-mail still goes', async () => {
    await t.ctx.db.insert(whatsappOptOuts).values({ phone: '919812345678' });
    const order = bodyOf(await buy(forMeera({ recipientEmail: 'wa.stopped@example.com', recipientWhatsapp: '09812345678' })), 200);
    bodyOf(await call(t, endpoints.verifyGiftCardPurchase, { headers: shopper.auth, body: await simulatedPay(order.id) }), 200);
    await runDeliveryJob(order.purchaseId);
    expect(await mailsTo('wa.stopped@example.com')).toHaveLength(1);
    expect(await whatsappsTo('919812345678')).toEqual([]);
    const [recorded] = await t.ctx.db.select().from(whatsappMessages).where(eq(whatsappMessages.giftCardPurchaseId, order.purchaseId));
    expect(recorded?.status).toBe('skipped');
    expect((await purchaseRow(order.purchaseId)).sealedCode).toBeNull();
  });

  it('a card for oneself goes to the buyer’s own address, and to their own WhatsApp number when given', async () => {
    const order = bodyOf(await buy({ amount: 1000, forSelf: true, deliverOn: today(), recipientWhatsapp: '9988776655' }), 200);
    bodyOf(await call(t, endpoints.verifyGiftCardPurchase, { headers: shopper.auth, body: await simulatedPay(order.id) }), 200);
    await runDeliveryJob(order.purchaseId);
    const [mail] = await mailsTo(shopper.user.email);
    expect(mail).toContain('Your Aurelle gift card of ₹1,000');
    const [message] = await whatsappsTo('919988776655');
    expect(bodyParameters(message)?.slice(0, 2)).toEqual(['Aurelle', '₹1,000.00']);
  });
});

describe('the receipt, the account and the back office', () => {
  it('gives the buyer a receipt that is not a tax invoice, in its own series, and leaves the GST month as it was', async () => {
    const month = istMonthOf(new Date());
    const gstBefore = bodyOf(await call(t, endpoints.getGstSummary, { headers: admin.auth, query: { month } }), 200).summary;
    const order = bodyOf(await buy(forMeera({ amount: 7777 })), 200);
    const paid = bodyOf(
      await call(t, endpoints.verifyGiftCardPurchase, { headers: shopper.auth, body: await simulatedPay(order.id) }),
      200,
    );
    expect(paid.data.receiptNumber).toMatch(/^[A-Z]{1,3}G\/\d{2}-\d{2}\/\d{5}$/);

    const receipt = await t.app.inject({
      method: 'GET',
      url: `/api/shop/gift-cards/purchases/${order.purchaseId}/receipt`,
      headers: shopper.auth,
    });
    expect(receipt.statusCode).toBe(200);
    expect(receipt.headers['content-type']).toBe('application/pdf');
    const [text] = await pdfText(receipt.rawPayload);
    expect(text).toContain(GIFT_CARD_RECEIPT_TITLE.toUpperCase());
    expect(text).toContain(paid.data.receiptNumber ?? 'no number');
    expect(text).toContain('7,777.00');
    expect(text).toContain('Kavya Menon');
    expect(text).toContain(paid.data.maskedCode ?? 'no code');
    expect(text).not.toMatch(/TAX INVOICE(?! )/);
    expect(text).not.toContain('HSN');
    const [year, monthNumber, day] = today().split('-');
    expect(text).toContain(`${day}-${monthNumber}-${year}`);

    const stranger = await t.app.inject({
      method: 'GET',
      url: `/api/shop/gift-cards/purchases/${order.purchaseId}/receipt`,
      headers: other.auth,
    });
    expect(stranger.statusCode).toBe(404);
    const [taxDocuments] = await queryRows<{ count: number }>(t.ctx.db, sql`SELECT count(*)::int AS count FROM tax_documents`);
    expect(taxDocuments?.count).toBe(0);
    const gstAfter = bodyOf(await call(t, endpoints.getGstSummary, { headers: admin.auth, query: { month } }), 200).summary;
    expect(gstAfter).toEqual(gstBefore);
  });

  it('shows the buyer their purchases and the back office who bought each card and how the payment stands', async () => {
    const mine = bodyOf(await call(t, endpoints.listMyGiftCardPurchases, { headers: shopper.auth }), 200).data;
    expect(mine.length).toBeGreaterThan(3);
    expect(new Set(mine.map((purchase) => purchase.status))).toEqual(new Set(['pending', 'paid', 'failed']));
    const theirs = bodyOf(await call(t, endpoints.listMyGiftCardPurchases, { headers: other.auth }), 200).data;
    expect(theirs).toEqual([]);
    const paid = mine.find((purchase) => purchase.status === 'paid' && purchase.recipientName === 'Meera Iyer');
    expect(paid?.maskedCode).toMatch(/^AURL-••••-••••-/);

    const cards = bodyOf(await call(t, endpoints.listGiftCards, { headers: admin.auth }), 200).data;
    const bought = cards.find((card) => card.maskedCode === paid?.maskedCode);
    expect(bought?.purchase).toMatchObject({ buyerName: 'Kavya Menon', buyerEmail: shopper.user.email, status: 'paid' });

    const failed = bodyOf(await call(t, endpoints.listGiftCardPurchases, { headers: admin.auth, query: { status: 'failed' } }), 200);
    expect(failed.data.length).toBeGreaterThanOrEqual(2);
    expect(failed.data.every((purchase) => purchase.status === 'failed' && purchase.giftCardId === null)).toBe(true);
    expect(failed.data[0]).toMatchObject({ buyerName: 'Kavya Menon', provider: 'simulated' });
    expect(failed.data[0]?.failureReason).toMatch(/^Payment failed/);
    const asShopper = await t.app.inject({ method: 'GET', url: '/api/admin/gift-cards/purchases', headers: shopper.auth });
    expect(asShopper.statusCode).toBe(403);
  });
});
