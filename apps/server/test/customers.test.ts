import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { endpoints } from '@aurelle/contract';
import { orders, refunds, reviews, users } from '../src/db/schema/index.ts';
import { createAccount, createOrder, testAddress } from './backoffice-factories.ts';
import { checkout, payWithSimulatedProvider } from './checkout-helpers.ts';
import { createAddress, createProduct } from './factories.ts';
import { bodyOf, call, createTestApp, type TestApp } from './helpers.ts';

/*
 * The customer page. Its figures are checked against values worked out by hand from orders made straight
 * in the database (so every date, status and amount is known), and once through the real checkout and refund.
 */

let t: TestApp;
let admin: Awaited<ReturnType<typeof createAccount>>;

beforeAll(async () => {
  t = await createTestApp();
  admin = await createAccount(t, { role: 'admin', userName: 'Nisha Admin' });
});
afterAll(async () => {
  await t.close();
});

const customerPage = async (userId: string) =>
  bodyOf(await call(t, endpoints.getCustomer, { headers: admin.auth, params: { id: userId } }), 200).customer;

async function addRefund(orderId: string, amountPaise: number, status: 'processed' | 'failed') {
  await t.ctx.db.insert(refunds).values({
    orderId,
    kind: 'admin',
    idempotencyKey: `test:${randomUUID()}`,
    amountPaise,
    reason: 'Goodwill gesture',
    status,
    provider: 'simulated',
  });
}

describe('the customer page', () => {
  it('adds up placed orders, the lifetime value less refunds, first and last order in IST, reviews and opt-outs', async () => {
    const unsubscribedAt = new Date('2026-02-14T09:00:00Z');
    const customer = await createAccount(t, { userName: 'Kavya Menon', unsubscribedAt });
    await createAddress(t, customer.user.id, { fullName: 'Kavya Menon', phoneNumber: '9876543210' });

    // A: 00:30 on 10 January in India (still 9 January in UTC): 2 × ₹2,500, paid.
    const first = await createOrder(t, {
      userId: customer.user.id,
      createdAt: new Date('2026-01-09T19:00:00Z'),
      items: [{ unitPricePaise: 250_000, quantity: 2 }],
    });
    // B: 5 March, ₹1,799.50 paid; ₹500 refunded, and a refund the provider refused (it gave nothing back).
    const second = await createOrder(t, {
      userId: customer.user.id,
      createdAt: new Date('2026-03-05T10:00:00Z'),
      items: [{ unitPricePaise: 179_950 }],
    });
    await addRefund(second.id, 50_000, 'processed');
    await addRefund(second.id, 20_000, 'failed');
    // C: cash on delivery, not collected yet: an order (00:15 on 2 April in India), but nothing paid.
    const third = await createOrder(t, {
      userId: customer.user.id,
      createdAt: new Date('2026-04-01T18:45:00Z'),
      paymentStatus: 'pending',
      items: [{ unitPricePaise: 120_000 }],
      address: { ...testAddress, phoneNumber: '91234 56780' },
    });
    await t.ctx.db.update(orders).set({ paymentMethod: 'cod' }).where(eq(orders.id, third.id));
    // D: a checkout whose payment failed: not an order.
    await createOrder(t, {
      userId: customer.user.id,
      createdAt: new Date('2026-05-01T10:00:00Z'),
      status: 'cancelled',
      paymentStatus: 'failed',
      items: [{ unitPricePaise: 990_000 }],
    });
    // Another customer's order never counts.
    const stranger = await createAccount(t);
    await createOrder(t, { userId: stranger.user.id, items: [{ unitPricePaise: 777_700 }] });

    const product = await createProduct(t, { title: `Santal Lumière ${randomUUID().slice(0, 6)}` });
    await t.ctx.db
      .insert(reviews)
      .values({ productId: product.id, userId: customer.user.id, userName: 'Kavya Menon', rating: 4, message: 'Lasts all evening.' });

    const page = await customerPage(customer.user.id);
    expect(page.user).toMatchObject({ _id: customer.user.id, userName: 'Kavya Menon', role: 'user', isActive: true });
    expect(page.isInvitePending).toBe(false);
    expect(page.figures).toEqual({
      orderCount: 3,
      paidAmount: 6799.5, // ₹5,000 + ₹1,799.50
      refundedAmount: 500,
      lifetimeValue: 6299.5,
      firstOrderDay: '2026-01-10',
      lastOrderDay: '2026-04-02',
      unfinishedCheckouts: 1,
      cancelledOrders: 0,
    });
    expect(page.orders.map((order) => order._id)).toEqual([third.id, second.id, first.id]);
    expect(page.orders[0]).toMatchObject({ totalAmount: 1200, paymentStatus: 'pending', isCashOnDelivery: true, refundedAmount: 0 });
    expect(page.orders[1]).toMatchObject({ totalAmount: 1799.5, paymentStatus: 'completed', refundedAmount: 500, itemCount: 1 });
    expect(page.orders[2]).toMatchObject({ totalAmount: 5000, itemCount: 2, orderStatus: 'confirmed' });
    // The saved address's number first, then the one only a delivery used.
    expect(page.phoneNumbers).toEqual(['9876543210', '91234 56780']);
    expect(page.addresses).toEqual([expect.objectContaining({ fullName: 'Kavya Menon', city: 'Mumbai', postalCode: '400050' })]);
    expect(page.reviews).toEqual([
      expect.objectContaining({ productId: product.id, productTitle: product.title, rating: 4, message: 'Lasts all evening.' }),
    ]);
    expect(page.marketing).toEqual({
      newsletters: { isOptedOut: true, since: unsubscribedAt.toISOString() },
      cartReminders: { isOptedOut: false, since: null },
    });

    // Cart reminders turned off later: the page says so.
    await t.ctx.db
      .update(users)
      .set({ cartRemindersOffAt: new Date('2026-06-01T00:00:00Z') })
      .where(eq(users.id, customer.user.id));
    expect((await customerPage(customer.user.id)).marketing.cartReminders).toEqual({ isOptedOut: true, since: '2026-06-01T00:00:00.000Z' });
  });

  it('shows a new customer with nothing yet: no orders, no value, no dates', async () => {
    const customer = await createAccount(t, { userName: 'Fresh Face' });
    const page = await customerPage(customer.user.id);
    expect(page.figures).toEqual({
      orderCount: 0,
      paidAmount: 0,
      refundedAmount: 0,
      lifetimeValue: 0,
      firstOrderDay: null,
      lastOrderDay: null,
      unfinishedCheckouts: 0,
      cancelledOrders: 0,
    });
    expect(page).toMatchObject({ orders: [], reviews: [], addresses: [], phoneNumbers: [] });
  });

  it('follows a real checkout and refund: what was paid less what the admin gave back', async () => {
    // ₹3,000, the first order's 15% off: ₹2,550 paid.
    const { shopper, order } = await checkout(t, { pricePaise: 300_000, totalStock: 5 });
    expect((await payWithSimulatedProvider(t, shopper, order.id)).status).toBe(200);
    const refunded = await call(t, endpoints.refundOrder, {
      headers: admin.auth,
      params: { id: order.orderId },
      body: { amount: 500, reason: 'Goodwill gesture', requestId: randomUUID() },
    });
    expect(refunded.status).toBe(200);

    const page = await customerPage(shopper.user.id);
    expect(page.figures).toMatchObject({
      orderCount: 1,
      paidAmount: 2550,
      refundedAmount: 500,
      lifetimeValue: 2050,
      unfinishedCheckouts: 0,
    });
    expect(page.orders).toEqual([expect.objectContaining({ _id: order.orderId, totalAmount: 2550, refundedAmount: 500 })]);
  });

  it('does not count a cancelled order among the orders, and says how many were cancelled', async () => {
    const customer = await createAccount(t, { userName: 'Changed Mind' });
    await createOrder(t, { userId: customer.user.id, paymentStatus: 'completed', paidAt: new Date('2026-06-01T10:00:00Z') });
    // Paid, then cancelled and refunded: placed once, but not an order now.
    await createOrder(t, {
      userId: customer.user.id,
      status: 'cancelled',
      paymentStatus: 'completed',
      paidAt: new Date('2026-06-02T10:00:00Z'),
    });
    // Cash on delivery, cancelled before it shipped.
    const cod = await createOrder(t, { userId: customer.user.id, status: 'cancelled', paymentStatus: 'pending' });
    await t.ctx.db.update(orders).set({ paymentMethod: 'cod' }).where(eq(orders.id, cod.id));
    const page = await customerPage(customer.user.id);
    expect(page.figures).toMatchObject({ orderCount: 1, cancelledOrders: 2, unfinishedCheckouts: 0 });
    expect(page.orders).toHaveLength(3);
  });

  it('answers 404 for an unknown account, 400 for a malformed id, and only to admins', async () => {
    const unknown = await call(t, endpoints.getCustomer, { headers: admin.auth, params: { id: '00000000-0000-4000-8000-000000000000' } });
    expect(unknown.status).toBe(404);
    expect(bodyOf(unknown, 404).message).toBe('User not found');
    expect((await call(t, endpoints.getCustomer, { headers: admin.auth, params: { id: 'not-a-uuid' } })).status).toBe(400);
    const customer = await createAccount(t);
    expect((await call(t, endpoints.getCustomer, { headers: customer.auth, params: { id: customer.user.id } })).status).toBe(403);
    expect((await call(t, endpoints.getCustomer, { params: { id: customer.user.id } })).status).toBe(401);
  });
});
