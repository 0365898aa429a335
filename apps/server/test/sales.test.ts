import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { endpoints, orderStatusValues } from '@aurelle/contract';
import { getSalesDashboard } from '../src/domain/sales/get-sales-dashboard.ts';
import { createAccount, createOrder } from './backoffice-factories.ts';
import { createProduct } from './factories.ts';
import { bodyOf, call, createTestApp, type TestApp } from './helpers.ts';

let t: TestApp;
let admin: Awaited<ReturnType<typeof createAccount>>;
let customer: Awaited<ReturnType<typeof createAccount>>;

/** 17:30 in India on 15 March 2026: the period is 14 February to 15 March (Asia/Kolkata days). */
const now = new Date('2026-03-15T12:00:00Z');
const istDay = (date: Date) => new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(date);

const products: Record<string, Awaited<ReturnType<typeof createProduct>>> = {};

beforeAll(async () => {
  t = await createTestApp();
  admin = await createAccount(t, { role: 'admin', createdAt: new Date('2026-03-01T10:00:00Z') });
  customer = await createAccount(t, { userName: 'Buyer', createdAt: new Date('2025-01-01T00:00:00Z') });
  products.oud = await createProduct(t, { title: 'Oud Royale', totalStock: 1 });
  products.rose = await createProduct(t, { title: 'Rose Noir', totalStock: 5 });
  products.citrus = await createProduct(t, { title: 'Citrus Bloom', totalStock: 6 });
  products.amber = await createProduct(t, { title: 'Amber Nuit', totalStock: 0 });

  const buy = (paidAt: string, items: Array<{ product?: string; title?: string; unitPricePaise: number; quantity: number }>, extra = {}) =>
    createOrder(t, {
      userId: customer.user.id,
      createdAt: new Date(new Date(paidAt).getTime() - 60_000),
      paidAt: new Date(paidAt),
      items: items.map((item) => ({
        productId: item.product ? (products[item.product]?.id ?? null) : null,
        title: item.title ?? products[item.product ?? '']?.title ?? 'Unknown',
        unitPricePaise: item.unitPricePaise,
        quantity: item.quantity,
      })),
      ...extra,
    });

  // 00:30 on 15 March in India (still 14 March in UTC).
  await buy('2026-03-14T19:00:00Z', [{ product: 'oud', unitPricePaise: 100_000, quantity: 1 }]);
  // 23:30 on 14 March in India.
  await buy('2026-03-14T18:00:00Z', [
    { product: 'rose', unitPricePaise: 50_000, quantity: 3 },
    { product: 'oud', unitPricePaise: 100_000, quantity: 1 },
  ]);
  // The first instant of the period (00:00 on 14 February in India), with a first-order discount.
  await buy('2026-02-13T18:30:00Z', [{ product: 'citrus', unitPricePaise: 20_000, quantity: 10 }], {
    discountPaise: 30_000,
    status: 'delivered',
  });
  // A deleted product: its lines keep their snapshot title and have no product id.
  await buy('2026-03-01T06:00:00Z', [{ title: 'Discontinued Musk', unitPricePaise: 400_000, quantity: 1 }], { status: 'inShipping' });
  // Outside the period: one minute before it starts, and after "now".
  await buy('2026-02-13T18:29:00Z', [{ product: 'rose', unitPricePaise: 999_900, quantity: 5 }]);
  await buy('2026-03-15T20:00:00Z', [{ product: 'rose', unitPricePaise: 999_900, quantity: 5 }]);
  // Not revenue: unpaid, failed, and paid but rejected.
  await createOrder(t, {
    userId: customer.user.id,
    paymentStatus: 'pending',
    status: 'pending',
    createdAt: new Date('2026-03-10T10:00:00Z'),
  });
  await createOrder(t, {
    userId: customer.user.id,
    paymentStatus: 'failed',
    status: 'cancelled',
    createdAt: new Date('2026-03-10T11:00:00Z'),
  });
  await buy('2026-03-10T12:00:00Z', [{ product: 'oud', unitPricePaise: 777_700, quantity: 9 }], { status: 'rejected' });

  // New customers: two on 1 March, one at 23:59 on 13 February in India (outside), admins never count.
  await createAccount(t, { createdAt: new Date('2026-03-01T04:00:00Z') });
  await createAccount(t, { createdAt: new Date('2026-03-01T17:00:00Z') });
  await createAccount(t, { createdAt: new Date('2026-02-13T18:29:59Z') });
  await createAccount(t, { role: 'admin', createdAt: new Date('2026-03-02T04:00:00Z') });
});
afterAll(async () => {
  await t.close();
});

describe('sales dashboard figures', () => {
  it('covers exactly 30 consecutive Asia/Kolkata days ending today, zero-filled', async () => {
    const dashboard = await getSalesDashboard(t.ctx.db, now);
    expect(dashboard).toMatchObject({ days: 30, timezone: 'Asia/Kolkata', from: '2026-02-14', to: '2026-03-15' });
    expect(dashboard.daily).toHaveLength(30);
    expect(dashboard.daily[0]?.date).toBe('2026-02-14');
    expect(dashboard.daily.at(-1)?.date).toBe('2026-03-15');
    for (let index = 1; index < dashboard.daily.length; index += 1) {
      const previous = new Date(`${dashboard.daily[index - 1]?.date}T00:00:00Z`).getTime();
      expect(new Date(`${dashboard.daily[index]?.date}T00:00:00Z`).getTime() - previous).toBe(86_400_000);
    }
    expect(dashboard.daily.filter((day) => day.orders === 0 && day.revenue === 0 && day.newCustomers === 0)).toHaveLength(26);
  });

  it('counts paid, not rejected orders on the Indian day they were paid, in rupees', async () => {
    const dashboard = await getSalesDashboard(t.ctx.db, now);
    const day = (date: string) => dashboard.daily.find((entry) => entry.date === date);
    expect(istDay(new Date('2026-03-14T19:00:00Z'))).toBe('2026-03-15');
    expect(day('2026-03-15')).toMatchObject({ revenue: 1000, orders: 1 });
    expect(day('2026-03-14')).toMatchObject({ revenue: 2500, orders: 1 });
    expect(day('2026-02-14')).toMatchObject({ revenue: 1700, orders: 1 });
    expect(day('2026-03-01')).toMatchObject({ revenue: 4000, orders: 1, newCustomers: 2 });
    expect(day('2026-03-10')).toMatchObject({ revenue: 0, orders: 0 });
    expect(dashboard).toMatchObject({ revenue: 9200, paidOrders: 4, averageOrderValue: 2300, newCustomers: 2 });
    expect(dashboard.daily.reduce((sum, entry) => sum + entry.revenue, 0)).toBe(dashboard.revenue);
  });

  it('counts every order by status, every status present', async () => {
    const dashboard = await getSalesDashboard(t.ctx.db, now);
    expect(dashboard.ordersByStatus.map((entry) => entry.status)).toEqual([...orderStatusValues]);
    expect(Object.fromEntries(dashboard.ordersByStatus.map((entry) => [entry.status, entry.count]))).toEqual({
      pending: 1,
      confirmed: 4,
      inProcess: 0,
      inShipping: 1,
      delivered: 1,
      rejected: 1,
      cancelled: 1,
    });
  });

  it('ranks the period’s products by units and by revenue from the order lines', async () => {
    const dashboard = await getSalesDashboard(t.ctx.db, now);
    expect(dashboard.topProducts.map((entry) => [entry.title, entry.quantity, entry.revenue])).toEqual([
      ['Citrus Bloom', 10, 2000],
      ['Rose Noir', 3, 1500],
      ['Oud Royale', 2, 2000],
      ['Discontinued Musk', 1, 4000],
    ]);
    expect(dashboard.topProductsByRevenue.map((entry) => entry.title)).toEqual([
      'Discontinued Musk',
      'Citrus Bloom',
      'Oud Royale',
      'Rose Noir',
    ]);
    expect(dashboard.topProducts.find((entry) => entry.title === 'Discontinued Musk')?.productId).toBeNull();
    expect(dashboard.topProducts.find((entry) => entry.title === 'Oud Royale')).toMatchObject({
      productId: products.oud?.id,
      image: products.oud?.image,
    });
  });

  it('lists low-stock (1 to 5 units) and out-of-stock products separately', async () => {
    const dashboard = await getSalesDashboard(t.ctx.db, now);
    expect(dashboard.lowStock.map((product) => [product.title, product.totalStock])).toEqual([
      ['Oud Royale', 1],
      ['Rose Noir', 5],
    ]);
    expect(dashboard.lowStockCount).toBe(2);
    expect(dashboard.outOfStock.map((product) => product.title)).toEqual(['Amber Nuit']);
    expect(dashboard.outOfStockCount).toBe(1);
    expect(dashboard.lowStock[0]?._id).toBe(products.oud?.id);
  });
});

describe('GET /api/admin/dashboard/sales', () => {
  it('answers 401 anonymous, 403 customer, 401 inactive admin', async () => {
    const inactive = await createAccount(t, { role: 'admin', isActive: false });
    const dashboard = (headers: Record<string, string>) => call(t, endpoints.getSalesDashboard, { headers });
    expect((await dashboard({})).status).toBe(401);
    expect((await dashboard(customer.auth)).status).toBe(403);
    expect((await dashboard(inactive.auth)).status).toBe(401);
  });

  it('answers the contract for today', async () => {
    const body = bodyOf(await call(t, endpoints.getSalesDashboard, { headers: admin.auth }), 200);
    expect(body.success).toBe(true);
    expect(body.to).toBe(istDay(new Date()));
    expect(body.daily).toHaveLength(30);
    expect(body.lowStockCount).toBe(2);
  });
});
