import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { endpoints } from '@aurelle/contract';
import { orders } from '../src/db/schema/index.ts';
import { createAccount, createOrder, testAddress } from './backoffice-factories.ts';
import { bodyOf, call, createTestApp, type TestApp } from './helpers.ts';

/* "where is the order of the lady who just phoned?" — search by e-mail, phone and the name on the address. */

let t: TestApp;
let admin: Awaited<ReturnType<typeof createAccount>>;
let orderId: string;

beforeAll(async () => {
  t = await createTestApp();
  admin = await createAccount(t, { role: 'admin' });
  const customer = await createAccount(t, { userName: 'Rohan Iyer', email: 'rohan.iyer@example.in' });
  const order = await createOrder(t, {
    userId: customer.user.id,
    address: { ...testAddress, fullName: 'Lakshmi Narayanan', phoneNumber: '9876543210' },
  });
  orderId = order.id;
  // Another order that must not match.
  const other = await createAccount(t, { userName: 'Meera Shah', email: 'meera@example.in' });
  await createOrder(t, { userId: other.user.id, address: { ...testAddress, fullName: 'Meera Shah', phoneNumber: '9123456780' } });
});
afterAll(async () => {
  await t.close();
});

const search = async (term: string) =>
  bodyOf(await call(t, endpoints.listAdminOrders, { headers: admin.auth, query: { search: term } }), 200).orders.map((order) => order._id);

describe('finding an order', () => {
  it('by the customer’s e-mail, the name on the delivery address and the phone however it is typed', async () => {
    for (const term of [
      'rohan.iyer@',
      'Rohan.Iyer@Example.in',
      'lakshmi',
      'Narayanan',
      '9876543210',
      '+91 98765 43210',
      '98765-43210',
      '43210',
    ]) {
      expect(await search(term), term).toContain(orderId);
    }
    expect(await search('Rohan Iyer'), 'customer name still works').toContain(orderId);
    expect(await search('lakshmi')).toHaveLength(1);
    expect(await search('zz-nobody')).toEqual([]);
    // Wildcards typed by a person are literal.
    expect(await search('%')).toEqual([]);
  });
});

describe('filtering orders', () => {
  it('by status, payment, way of paying and IST days; abandoned checkouts only when asked for (against brute force)', async () => {
    const shopper = await createAccount(t, { userName: 'Filter Shopper' });
    const day = (iso: string) => new Date(iso);
    const made = {
      deliveredOnline: await createOrder(t, { userId: shopper.user.id, status: 'delivered', createdAt: day('2026-10-02T06:00:00Z') }),
      confirmedCod: await createOrder(t, {
        userId: shopper.user.id,
        status: 'confirmed',
        paymentStatus: 'pending',
        paidAt: null,
        createdAt: day('2026-10-05T20:00:00Z'),
      }),
      waiting: await createOrder(t, {
        userId: shopper.user.id,
        status: 'pending',
        paymentStatus: 'pending',
        createdAt: day('2026-10-06T04:00:00Z'),
      }),
      abandoned: await createOrder(t, {
        userId: shopper.user.id,
        status: 'cancelled',
        paymentStatus: 'pending',
        createdAt: day('2026-10-07T04:00:00Z'),
      }),
      failed: await createOrder(t, {
        userId: shopper.user.id,
        status: 'cancelled',
        paymentStatus: 'failed',
        createdAt: day('2026-10-08T04:00:00Z'),
      }),
    };
    await t.ctx.db.update(orders).set({ paymentMethod: 'cod' }).where(eq(orders.id, made.confirmedCod.id));
    const ids = (list: Array<{ id: string }>) => list.map((order) => order.id).sort();
    const listed = async (query: Record<string, string>) =>
      (
        bodyOf(await call(t, endpoints.listAdminOrders, { headers: admin.auth, query: { search: 'Filter Shopper', ...query } }), 200)
          .orders as Array<{ _id: string }>
      )
        .map((order) => order._id)
        .sort();

    expect(await listed({})).toEqual(ids([made.deliveredOnline, made.confirmedCod, made.waiting]));
    expect(await listed({ abandoned: 'true' })).toEqual(ids(Object.values(made)));
    expect(await listed({ status: 'delivered' })).toEqual(ids([made.deliveredOnline]));
    expect(await listed({ paymentStatus: 'pending' })).toEqual(ids([made.confirmedCod, made.waiting]));
    expect(await listed({ method: 'cod' })).toEqual(ids([made.confirmedCod]));
    expect(await listed({ method: 'online', abandoned: 'true' })).toEqual(
      ids([made.deliveredOnline, made.waiting, made.abandoned, made.failed]),
    );
    // 5 October 20:00 UTC is 6 October 01:30 in India.
    expect(await listed({ from: '2026-10-06', to: '2026-10-06' })).toEqual(ids([made.confirmedCod, made.waiting]));
    expect(await listed({ to: '2026-10-05' })).toEqual(ids([made.deliveredOnline]));

    for (const [query, field, message] of [
      ['status=lost', 'status', undefined],
      ['method=card', 'method', "method is 'online' or 'cod'"],
      ['from=2026-13', 'from', 'from must be a date (YYYY-MM-DD)'],
      ['from=2026-10-09&to=2026-10-01', 'to', 'from must not be after to'],
    ] as const) {
      const res = await t.app.inject({ method: 'GET', url: `${endpoints.listAdminOrders.path}?${query}`, headers: admin.auth });
      expect(res.statusCode, query).toBe(400);
      const errors = (res.json() as { errors?: Record<string, string[]> }).errors;
      if (message) expect(errors?.[field], query).toContain(message);
      else expect(errors?.[field], query).toBeDefined();
    }
  });
});
