import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { endpoints } from '@aurelle/contract';
import { jobs, orderItems } from '../src/db/schema/index.ts';
import { SEND_CART_REMINDER_JOB } from '../src/domain/cart-reminders/schedule-cart-reminder.ts';
import { sendCartReminder, type CartReminderDeps } from '../src/domain/cart-reminders/send-cart-reminder.ts';
import type { OutgoingMail } from '../src/infra/mail/mailer.ts';
import { createOrder } from './backoffice-factories.ts';
import { addToCart } from './checkout-helpers.ts';
import { createProduct, defaultVariantId } from './factories.ts';
import { bodyOf, call, createTestApp, createUser, type TestApp } from './helpers.ts';

/*
 * Cart reminders: a signed-in shopper's cart left alone for 24 hours gets one e-mail with its items and a
 * link back; never after buying them, never twice for the same cart, never to a shopper who opted out.
 */

let t: TestApp;
const sent: OutgoingMail[] = [];
let deps: CartReminderDeps;
const HOUR = 3_600_000;

beforeAll(async () => {
  t = await createTestApp();
  deps = {
    db: t.ctx.db,
    mailer: { send: async (mail) => void sent.push(mail), close: () => undefined },
    shopName: 'Aurelle',
    appUrl: t.config.APP_URL,
    secret: t.config.JWT_SECRET,
    afterHours: t.config.CART_REMINDER_AFTER_HOURS,
  };
});
afterAll(async () => {
  await t.close();
});

async function shopperWithCart(title = 'Jasmine Nocturne') {
  const product = await createProduct(t, { pricePaise: 325_000, totalStock: 20, title });
  const shopper = await createUser(t, { userName: 'Kavya Rao' });
  expect((await addToCart(t, shopper, product.id, 2)).status).toBe(200);
  return { shopper, product };
}
const later = (hours: number) => new Date(Date.now() + hours * HOUR);
const mailsTo = (email: string) => sent.filter((mail) => mail.to === email);

describe('cart reminders', () => {
  it('schedules a durable job 24 hours after the cart was last touched', async () => {
    const { shopper } = await shopperWithCart();
    const [job] = await t.ctx.db
      .select()
      .from(jobs)
      .where(and(eq(jobs.type, SEND_CART_REMINDER_JOB), eq(jobs.status, 'queued')))
      .then((rows) => rows.filter((row) => row.payload.userId === shopper.user.id));
    expect(job).toBeDefined();
    const delay = (job?.runAt.getTime() ?? 0) - Date.now();
    expect(delay).toBeGreaterThanOrEqual(24 * HOUR - 5_000);
    expect(delay).toBeLessThanOrEqual(24 * HOUR + 15 * 60_000);
  });

  it('sends one e-mail with the items and a link back, once the cart has waited 24 hours; never twice', async () => {
    const { shopper } = await shopperWithCart('Vetiver Monsoon');
    expect(await sendCartReminder(deps, { userId: shopper.user.id, now: later(23) })).toBe('not-due');
    expect(await sendCartReminder(deps, { userId: shopper.user.id, now: later(25) })).toBe('sent');
    const [mail, ...more] = mailsTo(shopper.user.email);
    expect(more).toHaveLength(0);
    expect(mail?.subject).toBe('Your selection is waiting · Aurelle');
    expect(mail?.text).toContain('Vetiver Monsoon');
    expect(mail?.text).toContain('× 2: ₹6,500.00');
    expect(mail?.text).toContain('Return to your cart: http://shop.test/shop/checkout');
    expect(mail?.html).toContain('Stop cart reminders');
    expect(mail?.headers?.['List-Unsubscribe']).toMatch(/^<http:\/\/shop\.test\/api\/unsubscribe\/cart-reminders\//);

    expect(await sendCartReminder(deps, { userId: shopper.user.id, now: later(26) })).toBe('already-sent');
    expect(await sendCartReminder(deps, { userId: shopper.user.id, now: later(30 * 24) })).toBe('already-sent');
    expect(mailsTo(shopper.user.email)).toHaveLength(1);
  });

  it('sends once when two instances run the job at the same moment', async () => {
    const { shopper } = await shopperWithCart();
    const outcomes = await Promise.all([
      sendCartReminder(deps, { userId: shopper.user.id, now: later(25) }),
      sendCartReminder(deps, { userId: shopper.user.id, now: later(25) }),
    ]);
    expect(outcomes.sort()).toEqual(['already-sent', 'sent']);
    expect(mailsTo(shopper.user.email)).toHaveLength(1);
  });

  it('says nothing of what the shopper has bought since', async () => {
    const { shopper, product } = await shopperWithCart();
    const order = await createOrder(t, { userId: shopper.user.id, paymentStatus: 'completed', items: [{ productId: product.id }] });
    await t.ctx.db
      .update(orderItems)
      .set({ variantId: defaultVariantId(product) })
      .where(eq(orderItems.orderId, order.id));
    expect(await sendCartReminder(deps, { userId: shopper.user.id, now: later(25) })).toBe('bought');
    expect(mailsTo(shopper.user.email)).toHaveLength(0);
  });

  it('never writes to a shopper who turned reminders off, in the account or by the e-mail’s link', async () => {
    const { shopper } = await shopperWithCart();
    expect(bodyOf(await call(t, endpoints.getEmailPreferences, { headers: shopper.auth }), 200).preferences).toEqual({
      newsAndOffers: true,
      cartReminders: true,
      whatsappUpdates: true,
    });
    const off = await call(t, endpoints.updateEmailPreferences, { headers: shopper.auth, body: { cartReminders: false } });
    expect(bodyOf(off, 200)).toMatchObject({
      message: 'Your e-mail preferences are saved',
      preferences: { newsAndOffers: true, cartReminders: false, whatsappUpdates: true },
    });
    expect(await sendCartReminder(deps, { userId: shopper.user.id, now: later(25) })).toBe('off');

    // Back on; then off again through the link of a reminder.
    await call(t, endpoints.updateEmailPreferences, { headers: shopper.auth, body: { cartReminders: true } });
    expect(await sendCartReminder(deps, { userId: shopper.user.id, now: later(25) })).toBe('sent');
    const link = /<([^>]+)>/.exec(mailsTo(shopper.user.email)[0]?.headers?.['List-Unsubscribe'] ?? '')?.[1] ?? '';
    const path = new URL(link).pathname;
    const page = await t.app.inject({ method: 'GET', url: path });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('Stop cart reminders?');
    const oneClick = await t.app.inject({
      method: 'POST',
      url: path,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(oneClick.statusCode).toBe(200);
    expect(oneClick.body).toContain('Cart reminders are off');
    expect(bodyOf(await call(t, endpoints.getEmailPreferences, { headers: shopper.auth }), 200).preferences.cartReminders).toBe(false);
    // A campaign unsubscribe token is not a cart-reminder token, and a forged one is refused.
    const forged = await t.app.inject({ method: 'GET', url: `/api/unsubscribe/cart-reminders/${shopper.user.id}.forged` });
    expect(forged.statusCode).toBe(400);
  });

  it('leaves an empty cart alone and refuses preferences that are not true or false', async () => {
    const shopper = await createUser(t);
    expect(await sendCartReminder(deps, { userId: shopper.user.id, now: later(25) })).toBe('empty');
    const bad = await t.app.inject({
      method: 'PUT',
      url: endpoints.updateEmailPreferences.path,
      headers: { ...shopper.auth, 'content-type': 'application/json' },
      payload: { cartReminders: 'no' },
    });
    expect(bad.statusCode).toBe(400);
    expect((bad.json() as { errors?: Record<string, string[]> }).errors?.cartReminders).toEqual(['cartReminders must be true or false']);
  });
});
