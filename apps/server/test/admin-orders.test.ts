import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ADMIN_ORDERS_PAGE_SIZE,
  endpoints,
  orderStatusValues,
  type EndpointInput,
  type OrderStatus,
  UNPAID_FULFILMENT_MESSAGE,
} from '@aurelle/contract';
import { jobs, orders, orderStatusHistory, users } from '../src/db/schema/index.ts';
import { ORDER_STATUS_MAIL_JOB } from '../src/domain/admin-orders/order-status-mail-job.ts';
import { createAccount, createOrder } from './backoffice-factories.ts';
import { checkout, payWithSimulatedProvider, simulatedCheckout, stockOf } from './checkout-helpers.ts';
import { call, createTestApp, expectStatus, malformed, readOutbox, type TestApp } from './helpers.ts';
import { parseMail } from './mail-parser.ts';

let t: TestApp;
let admin: Awaited<ReturnType<typeof createAccount>>;
let customer: Awaited<ReturnType<typeof createAccount>>;
let inactiveAdmin: Awaited<ReturnType<typeof createAccount>>;

beforeAll(async () => {
  t = await createTestApp();
  admin = await createAccount(t, { role: 'admin', userName: 'Order Admin' });
  customer = await createAccount(t, { userName: 'Plain Customer' });
  inactiveAdmin = await createAccount(t, { role: 'admin', isActive: false });
});
afterAll(async () => {
  await t.close();
});

const listOrders = (query: { page?: number | string; search?: string; abandoned?: 'true' | 'false' }) =>
  call(t, endpoints.listAdminOrders, { headers: admin.auth, query });
const orderDetails = (id: string) => call(t, endpoints.getAdminOrder, { params: { id }, headers: admin.auth });
const updateStatus = (id: string, body: EndpointInput<typeof endpoints.updateOrderStatus>['body']) =>
  call(t, endpoints.updateOrderStatus, { params: { id }, headers: admin.auth, body });

async function mailsTo(email: string) {
  return (await readOutbox(t.dataDir)).map(parseMail).filter((mail) => mail.to.includes(email));
}

describe('access to the orders routes', () => {
  it('answers 401 to anonymous callers, 403 to customers and 401 to an inactive admin', async () => {
    const order = await createOrder(t, { userId: customer.user.id });
    const routes = [
      { name: 'list', as: (headers: Record<string, string>) => call(t, endpoints.listAdminOrders, { headers }) },
      { name: 'details', as: (headers: Record<string, string>) => call(t, endpoints.getAdminOrder, { params: { id: order.id }, headers }) },
      {
        name: 'update',
        as: (headers: Record<string, string>) =>
          call(t, endpoints.updateOrderStatus, { params: { id: order.id }, headers, body: { status: 'inShipping' } }),
      },
    ];
    for (const route of routes) {
      expect((await route.as({})).status, `${route.name} anonymous`).toBe(401);
      expect((await route.as(customer.auth)).status, `${route.name} customer`).toBe(403);
      expect((await route.as(inactiveAdmin.auth)).status, `${route.name} inactive`).toBe(401);
    }
    const [unchanged] = await t.ctx.db.select().from(orders).where(eq(orders.id, order.id));
    expect(unchanged?.status).toBe('confirmed');
  });
});

describe('GET /api/admin/orders/get', () => {
  interface Row {
    id: string;
    status: OrderStatus;
    createdAt: Date;
    userName: string;
    email: string;
    addressName: string;
    phone: string;
  }
  let everyone: Row[];

  beforeAll(async () => {
    const names = ['Asha Rao', 'Rohan RAO', 'Meera Iyer', 'Vikram 50% Singh', 'Kabir_Khan', 'Dev Menon'];
    const shoppers = [];
    for (const userName of names) shoppers.push(await createAccount(t, { userName }));
    const base = Date.now() - 20 * 86_400_000;
    for (let index = 0; index < 38; index += 1) {
      const shopper = shoppers[index % shoppers.length];
      if (!shopper) throw new Error('no shopper');
      await createOrder(t, {
        userId: shopper.user.id,
        status: orderStatusValues[index % orderStatusValues.length] ?? 'pending',
        paymentStatus: index % 3 === 0 ? 'pending' : 'completed',
        // Every third order shares its timestamp with the next one: the id must break the tie.
        createdAt: new Date(base + Math.floor((index * 2) / 3) * 3_600_000),
      });
    }
    const rows = await t.ctx.db
      .select({
        id: orders.id,
        status: orders.status,
        createdAt: orders.createdAt,
        userName: users.userName,
        email: users.email,
        address: orders.addressSnapshot,
      })
      .from(orders)
      .innerJoin(users, eq(users.id, orders.userId));
    everyone = rows
      .map(({ address, ...row }) => ({ ...row, addressName: address.fullName, phone: address.phoneNumber.replace(/\D/g, '') }))
      .sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime() || (a.id < b.id ? 1 : -1));
  });

  /**
   * An independent statement of what each search means: order id prefix, customer name or e-mail, the name or phone on
   * the delivery address, or status. Abandoned checkouts are asked for, so every order counts.
   */
  function expectedFor(search: string, statuses: OrderStatus[]): Row[] {
    const term = search.trim().toLowerCase();
    if (!term) return everyone;
    const compact = term.replace(/^#/, '').replaceAll('-', '');
    const isIdPrefix = /^[0-9a-f]+$/.test(compact);
    return everyone.filter(
      (row) =>
        row.userName.toLowerCase().includes(term) ||
        row.email.toLowerCase().includes(term) ||
        row.addressName.toLowerCase().includes(term) ||
        (term.replace(/\D/g, '').length >= 4 && row.phone.includes(term.replace(/\D/g, '').slice(-10))) ||
        (isIdPrefix && row.id.replaceAll('-', '').startsWith(compact)) ||
        statuses.includes(row.status),
    );
  }

  async function allPages(search: string) {
    const seen: string[] = [];
    let totals = { totalOrders: -1, totalPages: -1 };
    for (let page = 1; page <= 50; page += 1) {
      const res = await listOrders({ page, search, abandoned: 'true' });
      expectStatus(res, 200);
      const body = res.body;
      expect(body.currentPage).toBe(page);
      expect(body.orders.length).toBeLessThanOrEqual(ADMIN_ORDERS_PAGE_SIZE);
      for (const order of body.orders) {
        expect(order._id).toBe(order.id);
        expect(order.userName).toBeTruthy();
        expect(order.userEmail).toContain('@');
      }
      seen.push(...body.orders.map((order) => order.id));
      totals = { totalOrders: body.totalOrders, totalPages: body.totalPages };
      if (page >= body.totalPages) break;
    }
    return { seen, ...totals };
  }

  const cases: Array<[string, OrderStatus[]]> = [
    ['', []],
    ['rao', []],
    ['RAO', []],
    ['%', []],
    ['_', []],
    ['shipped', ['inShipping']],
    ['In Shipping', ['inShipping']],
    ['inshipping', ['inShipping']],
    ['Delivered', ['delivered']],
    ['cancel', ['rejected', 'cancelled']],
    ['processing', ['pending', 'confirmed', 'inProcess']],
    ['nobody-at-all', []],
  ];

  it.each(cases)('search %j matches the brute-force result page by page, newest first', async (search, statuses) => {
    const expected = expectedFor(search, statuses);
    const { seen, totalOrders, totalPages } = await allPages(search);
    expect(totalOrders).toBe(expected.length);
    expect(totalPages).toBe(Math.max(1, Math.ceil(expected.length / ADMIN_ORDERS_PAGE_SIZE)));
    expect(seen).toEqual(expected.map((row) => row.id));
  });

  it('finds orders by id prefix as displayed (#ABCD1234), by a longer prefix with dashes and by the full id', async () => {
    expect(everyone.length).toBeGreaterThanOrEqual(35);
    const target = everyone.find((row) => /\d/.test(row.id.slice(0, 8))) ?? everyone[0];
    if (!target) throw new Error('no orders');
    for (const search of [`#${target.id.slice(0, 8).toUpperCase()}`, target.id.slice(0, 11), target.id, target.id.slice(0, 3)]) {
      const expected = expectedFor(search, []);
      expect(expected.map((row) => row.id)).toContain(target.id);
      const { seen } = await allPages(search);
      expect(seen, search).toEqual(expected.map((row) => row.id));
    }
  });

  it('answers an empty page past the end and 400 to a bad page', async () => {
    const past = await listOrders({ page: 500 });
    expectStatus(past, 200);
    expect(past.body).toMatchObject({ orders: [], currentPage: 500 });
    expect((await listOrders({ page: 0 })).status).toBe(400);
    expect((await listOrders({ page: 'x' })).status).toBe(400);
  });
});

describe('GET /api/admin/orders/details/:id', () => {
  it('returns customer, lines, address, payment and status history; 404 unknown, 400 malformed', async () => {
    const shopper = await createAccount(t, { userName: 'Detail Shopper' });
    const order = await createOrder(t, {
      userId: shopper.user.id,
      items: [
        { title: 'Oud Royale', unitPricePaise: 1_249_900, quantity: 2 },
        { title: 'Citrus Bloom', unitPricePaise: 350_050, quantity: 1 },
      ],
      discountPaise: 100_000,
    });
    const res = await orderDetails(order.id);
    expectStatus(res, 200);
    const { order: presented } = res.body;
    expect(presented).toMatchObject({
      _id: order.id,
      userName: 'Detail Shopper',
      userEmail: shopper.user.email,
      subtotalAmount: 28_498.5,
      discountAmount: 1000,
      totalAmount: 27_498.5,
      paymentStatus: 'completed',
      orderStatus: 'confirmed',
      addressInfo: { city: 'Mumbai', postalCode: '400020' },
      statusHistory: [],
    });
    expect(presented.cartItems.map((item) => [item.title, item.quantity, item.price])).toEqual([
      ['Citrus Bloom', 1, 3500.5],
      ['Oud Royale', 2, 12_499],
    ]);
    expect((await orderDetails(randomUUID())).status).toBe(404);
    expect((await orderDetails('abc')).status).toBe(400);
  });
});

describe('PUT /api/admin/orders/update/:id', () => {
  it("answers 'Please select a status' to a missing, empty or unknown status", async () => {
    const order = await createOrder(t, { userId: customer.user.id });
    for (const payload of [{}, { status: '' }, { status: 'confirmed' }, { status: 'shipped' }]) {
      const res = await updateStatus(order.id, malformed(payload));
      expect(res.status, JSON.stringify(payload)).toBe(400);
      expect(res.body).toMatchObject({ success: false, message: 'Please select a status' });
    }
    const noBody = await updateStatus(order.id, malformed(undefined));
    expectStatus(noBody, 400);
    expect(noBody.body.message).toBe('Please select a status');
    expect((await updateStatus(randomUUID(), { status: 'inProcess' })).status).toBe(404);
  });

  it('records who and when, mails the shopper (escaped) when shipped and when delivered, and only then', async () => {
    const hostileName = `<script>alert("x")</script> O'Neil`;
    const shopper = await createAccount(t, { userName: hostileName });
    const order = await createOrder(t, {
      userId: shopper.user.id,
      items: [{ title: 'Rose <b>Noir</b> & "Co"', unitPricePaise: 12_499_900, quantity: 1 }],
    });
    const inProcess = await updateStatus(order.id, { status: 'inProcess' });
    expectStatus(inProcess, 200);
    expect(inProcess.body).toMatchObject({
      success: true,
      message: 'Order status updated successfully',
      order: { orderStatus: 'inProcess' },
    });

    const shipped = await updateStatus(order.id, { status: 'inShipping' });
    expectStatus(shipped, 200);
    expect(shipped.body.order.statusHistory).toEqual([
      expect.objectContaining({
        fromStatus: 'confirmed',
        toStatus: 'inProcess',
        changedBy: { _id: admin.user.id, userName: 'Order Admin' },
      }),
      expect.objectContaining({
        fromStatus: 'inProcess',
        toStatus: 'inShipping',
        changedBy: { _id: admin.user.id, userName: 'Order Admin' },
      }),
    ]);
    // Choosing the same status again changes nothing and queues no second e-mail.
    await updateStatus(order.id, { status: 'inShipping' });
    const queued = await t.ctx.db.select().from(jobs).where(eq(jobs.type, ORDER_STATUS_MAIL_JOB));
    expect(queued.filter((job) => job.payload.orderId === order.id)).toHaveLength(1);

    await t.runtime.worker.drain();
    const afterShipping = await mailsTo(shopper.user.email);
    expect(afterShipping).toHaveLength(1);
    const shippedMail = afterShipping[0];
    if (!shippedMail) throw new Error('no mail');
    const reference = `#${order.id.slice(0, 8).toUpperCase()}`;
    expect(shippedMail.subject).toBe(`Your order ${reference} has shipped · Aurelle`);
    expect(shippedMail.html).toContain('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; O&#39;Neil');
    expect(shippedMail.html).toContain('Rose &lt;b&gt;Noir&lt;/b&gt; &amp; &quot;Co&quot;');
    expect(shippedMail.html).not.toContain('<script>');
    expect(shippedMail.html).not.toContain('<b>Noir');
    expect(shippedMail.html).toContain('₹1,24,999.00');
    expect(shippedMail.html).toContain('http://shop.test/shop/account?tab=orders');
    expect(shippedMail.text).toContain(`Dear ${hostileName},`);

    const delivered = await updateStatus(order.id, { status: 'delivered' });
    expect(delivered.status).toBe(200);
    await t.runtime.worker.drain();
    const mails = await mailsTo(shopper.user.email);
    expect(mails.map((mail) => mail.subject)).toEqual([
      `Your order ${reference} has shipped · Aurelle`,
      `Your order ${reference} has been delivered · Aurelle`,
    ]);

    const history = await t.ctx.db.select().from(orderStatusHistory).where(eq(orderStatusHistory.orderId, order.id));
    expect(history).toHaveLength(3);
    expect(history.every((change) => change.changedBy === admin.user.id)).toBe(true);
  });

  it('does not tell the shopper about a status the order has already left when the mail job runs', async () => {
    const shopper = await createAccount(t, { userName: 'Corrected Order' });
    const order = await createOrder(t, { userId: shopper.user.id });
    await updateStatus(order.id, { status: 'inShipping' });
    await updateStatus(order.id, { status: 'inProcess' });
    await t.runtime.worker.drain();
    expect(await mailsTo(shopper.user.email)).toHaveLength(0);
  });

  it('keeps an unpaid order from being processed, shipped or delivered; rejecting it gives its stock back once', async () => {
    const { product, shopper, order } = await checkout(t, { totalStock: 5 }, 2);
    expect(await stockOf(t, product.id)).toBe(3);
    for (const status of ['inProcess', 'inShipping', 'delivered'] as const) {
      const refused = await updateStatus(order.orderId, { status });
      expect(refused.status, status).toBe(409);
      expect(refused.body.message).toBe(UNPAID_FULFILMENT_MESSAGE);
    }
    const [unchanged] = await t.ctx.db.select().from(orders).where(eq(orders.id, order.orderId));
    expect(unchanged?.status).toBe('pending');
    expect(await stockOf(t, product.id)).toBe(3);

    const rejected = await updateStatus(order.orderId, { status: 'rejected' });
    expectStatus(rejected, 200);
    expect(rejected.body.order.orderStatus).toBe('rejected');
    expect(await stockOf(t, product.id)).toBe(5);
    // The shopper can no longer pay for it, and the stock is not given back a second time.
    const late = await simulatedCheckout(t, shopper, order.id, 'success');
    expectStatus(late, 400);
    expect(late.body.message).toBe('This order is no longer awaiting payment');
    await t.runtime.worker.drain();
    expect(await stockOf(t, product.id)).toBe(5);
  });

  it('lets a paid order move on once its payment completed', async () => {
    const { shopper, order } = await checkout(t, { totalStock: 5 }, 1);
    expect((await payWithSimulatedProvider(t, shopper, order.id)).status).toBe(200);
    const moved = await updateStatus(order.orderId, { status: 'inProcess' });
    expectStatus(moved, 200);
    expect(moved.body.order.orderStatus).toBe('inProcess');
  });

  it('never takes a confirmed order back to awaiting payment, and mails the shopper once per state', async () => {
    const shopper = await createAccount(t, { userName: 'Once Mailed' });
    const order = await createOrder(t, { userId: shopper.user.id, status: 'confirmed' });
    const back = await updateStatus(order.id, { status: 'pending' });
    expectStatus(back, 400);
    expect(back.body.message).toBe('An order that is confirmed cannot become pending');

    for (const status of ['inShipping', 'delivered', 'inShipping', 'delivered'] as const) {
      expectStatus(await updateStatus(order.id, { status }), 200);
      // Each mail goes out before the next change (a mail for a state the order has already left is skipped).
      await t.runtime.worker.drain();
    }
    const reference = `#${order.id.slice(0, 8).toUpperCase()}`;
    expect((await mailsTo(shopper.user.email)).map((mail) => mail.subject)).toEqual([
      `Your order ${reference} has shipped · Aurelle`,
      `Your order ${reference} has been delivered · Aurelle`,
    ]);
  });

  it('refuses to move an order out of a final status with a clear 400', async () => {
    const order = await createOrder(t, { userId: customer.user.id });
    const rejected = await updateStatus(order.id, { status: 'rejected' });
    expectStatus(rejected, 200);
    expect(rejected.body.order.orderStatus).toBe('rejected');
    const back = await updateStatus(order.id, { status: 'pending' });
    expectStatus(back, 400);
    expect(back.body.message).toBe('An order that is rejected cannot become pending');
    const cancelled = await createOrder(t, { userId: customer.user.id, status: 'cancelled', paymentStatus: 'failed' });
    const revive = await updateStatus(cancelled.id, { status: 'inShipping' });
    expect(revive.status).toBe(400);
  });
});
