import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { endpoints, TO_SHIP_PAGE_SIZE, type AuditEvent, type BulkShipmentInput } from '@aurelle/contract';
import { orders } from '../src/db/schema/index.ts';
import { createAccount, createOrder } from './backoffice-factories.ts';
import { checkout, decodeQuotedPrintable, payWithSimulatedProvider } from './checkout-helpers.ts';
import { bodyOf, call, createTestApp, readOutbox, type TestApp } from './helpers.ts';

/*
 * "what do I pack today?": the To ship view lists paid and cash-on-delivery orders waiting for their parcel,
 * oldest first, with their lines; several are marked shipped at once, each by the one shipping rule.
 */

let t: TestApp;
let admin: Awaited<ReturnType<typeof createAccount>>;
let otherAdmin: Awaited<ReturnType<typeof createAccount>>;

beforeAll(async () => {
  t = await createTestApp({ PAYMENT_PROVIDER: 'simulated' });
  admin = await createAccount(t, { role: 'admin', userName: 'Kavya Admin' });
  otherAdmin = await createAccount(t, { role: 'admin', userName: 'Arjun Admin' });
});
afterAll(async () => {
  await t.close();
});

const DAY_MS = 24 * 60 * 60 * 1000;
const daysAgo = (days: number) => new Date(Date.now() - days * DAY_MS);

async function toShip(page = 1) {
  return bodyOf(await call(t, endpoints.listOrdersToShip, { headers: admin.auth, query: { page } }), 200);
}

/** A cash-on-delivery order as checkout leaves it: confirmed, its payment pending until the courier collects. */
async function codOrder(userId: string, createdAt: Date) {
  const order = await createOrder(t, { userId, status: 'confirmed', paymentStatus: 'pending', createdAt });
  await t.ctx.db.update(orders).set({ paymentMethod: 'cod', paymentProvider: 'cash' }).where(eq(orders.id, order.id));
  return order;
}

const shipment = (orderId: string, trackingNumber: string): BulkShipmentInput => ({
  orderId,
  courier: 'bluedart',
  trackingNumber,
  expectedDeliveryDate: '2026-12-04',
});

describe('the To ship view', () => {
  it('lists paid and cash-on-delivery orders not shipped yet, oldest first, and nothing else', async () => {
    const shopper = await createAccount(t, { userName: 'Ira Mehta' });
    const userId = shopper.user.id;
    const paidOldest = await createOrder(t, { userId, status: 'confirmed', createdAt: daysAgo(5) });
    const cod = await codOrder(userId, daysAgo(4));
    const inProcess = await createOrder(t, { userId, status: 'inProcess', createdAt: daysAgo(3) });
    const paidNewest = await createOrder(t, { userId, status: 'confirmed', createdAt: daysAgo(1) });
    // Not to pack: awaiting payment, failed, shipped, delivered, cancelled, rejected.
    await createOrder(t, { userId, status: 'pending', paymentStatus: 'pending', createdAt: daysAgo(6) });
    await createOrder(t, { userId, status: 'cancelled', paymentStatus: 'failed', createdAt: daysAgo(6) });
    await createOrder(t, { userId, status: 'inShipping', createdAt: daysAgo(7) });
    await createOrder(t, { userId, status: 'delivered', createdAt: daysAgo(8) });
    await createOrder(t, { userId, status: 'cancelled', createdAt: daysAgo(9) });
    await createOrder(t, { userId, status: 'rejected', createdAt: daysAgo(9) });
    // A COD order the shopper cancelled before it left.
    const cancelledCod = await codOrder(userId, daysAgo(9));
    await t.ctx.db.update(orders).set({ status: 'cancelled' }).where(eq(orders.id, cancelledCod.id));

    const page = await toShip();
    expect(page.orders.map((order) => order._id)).toEqual([paidOldest.id, cod.id, inProcess.id, paidNewest.id]);
    expect(page).toMatchObject({ totalOrders: 4, currentPage: 1, totalPages: 1 });
    const listedCod = page.orders[1];
    expect(listedCod).toMatchObject({ paymentMethod: 'cod', paymentStatus: 'pending', orderStatus: 'confirmed', userName: 'Ira Mehta' });
    expect(listedCod?.addressInfo).toMatchObject({ city: 'Mumbai', postalCode: '400020' });
  });

  it('shows each order’s lines with size, SKU and quantity, and pages by twenty', async () => {
    const { shopper, order } = await checkout(
      t,
      { title: 'Rose Absolue', variants: [{ sizeMl: 50, sku: 'ROSE-ABS-50', pricePaise: 180_000, stock: 9 }] },
      2,
    );
    expect((await payWithSimulatedProvider(t, shopper, order.id)).status).toBe(200);
    const listed = (await toShip()).orders.find((candidate) => candidate._id === order.orderId);
    expect(listed?.cartItems).toEqual([
      expect.objectContaining({ title: 'Rose Absolue', sku: 'ROSE-ABS-50', variantLabel: expect.stringContaining('50'), quantity: 2 }),
    ]);
    expect(listed?.gift).toBeNull();

    const filler = await createAccount(t);
    const before = (await toShip()).totalOrders;
    const toAdd = TO_SHIP_PAGE_SIZE + 1 - (before % TO_SHIP_PAGE_SIZE);
    for (let index = 0; index < toAdd; index += 1) await createOrder(t, { userId: filler.user.id, status: 'confirmed' });
    const total = before + toAdd;
    const lastPage = await toShip(Math.ceil(total / TO_SHIP_PAGE_SIZE));
    expect(lastPage.orders).toHaveLength(1);
    expect(lastPage.totalPages).toBe(Math.ceil(total / TO_SHIP_PAGE_SIZE));
    expect((await toShip(1)).orders).toHaveLength(TO_SHIP_PAGE_SIZE);
  });

  it('is for admins only, and refuses a bad page', async () => {
    const customer = await createAccount(t);
    expect((await call(t, endpoints.listOrdersToShip, { headers: customer.auth })).status).toBe(403);
    expect((await call(t, endpoints.listOrdersToShip)).status).toBe(401);
    const bad = await call(t, endpoints.listOrdersToShip, { headers: admin.auth, query: { page: 0 } });
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({ message: 'page must be a whole number from 1 to 100000' });
  });
});

describe('marking several orders shipped', () => {
  it('ships each with its AWB, refuses the one another admin shipped meanwhile, mails the shoppers and audits each', async () => {
    const shoppers = await Promise.all(['Neha Iyer', 'Rohan Das', 'Sara Khan'].map((userName) => createAccount(t, { userName })));
    const [first, second, third] = await Promise.all(
      shoppers.map((shopper, index) => createOrder(t, { userId: shopper.user.id, status: 'confirmed', createdAt: daysAgo(30 - index) })),
    );
    if (!first || !second || !third) throw new Error('orders not created');

    // Another admin ships the second order while the first still has it on screen.
    const meanwhile = await call(t, endpoints.shipOrder, {
      headers: otherAdmin.auth,
      params: { id: second.id },
      body: { courier: 'delhivery', trackingNumber: 'DLV0000001', expectedDeliveryDate: '2026-12-03' },
    });
    expect(meanwhile.status).toBe(200);

    const answer = bodyOf(
      await call(t, endpoints.shipOrders, {
        headers: admin.auth,
        body: { shipments: [shipment(first.id, 'bd1000001'), shipment(second.id, 'BD1000002'), shipment(third.id, 'BD1000003')] },
      }),
      200,
    );
    expect(answer).toEqual({
      success: true,
      message: '2 orders shipped, 1 refused',
      shippedCount: 2,
      refusedCount: 1,
      results: [
        { orderId: first.id, shipped: true, message: null },
        { orderId: second.id, shipped: false, message: 'This order has already been shipped' },
        { orderId: third.id, shipped: true, message: null },
      ],
    });

    const rows = await t.ctx.db.select().from(orders);
    const byId = new Map(rows.map((row) => [row.id, row]));
    expect(byId.get(first.id)).toMatchObject({ status: 'inShipping', courier: 'bluedart', trackingNumber: 'BD1000001' });
    expect(byId.get(third.id)).toMatchObject({ status: 'inShipping', courier: 'bluedart', trackingNumber: 'BD1000003' });
    // The refused order keeps the other admin's shipment.
    expect(byId.get(second.id)).toMatchObject({ status: 'inShipping', courier: 'delhivery', trackingNumber: 'DLV0000001' });

    const listed = (await toShip()).orders.map((order) => order._id);
    for (const order of [first, second, third]) expect(listed).not.toContain(order.id);

    await t.runtime.worker.drain();
    const mails = (await readOutbox(t.dataDir)).map(decodeQuotedPrintable);
    const mailTo = (email: string) => mails.filter((mail) => mail.includes(email));
    expect(mailTo(shoppers[0]?.user.email ?? '').join('\n')).toContain('BD1000001');
    expect(mailTo(shoppers[2]?.user.email ?? '').join('\n')).toContain('BD1000003');
    expect(mailTo(shoppers[1]?.user.email ?? '').join('\n')).not.toContain('BD1000002');

    const audit = async (entityId: string): Promise<AuditEvent[]> =>
      bodyOf(await call(t, endpoints.listAuditEvents, { headers: admin.auth, query: { entityId } }), 200).events;
    const [firstEvent] = await audit(first.id);
    expect(firstEvent).toMatchObject({ action: 'order.ship', actor: { email: admin.user.email } });
    expect(firstEvent?.changes).toEqual(expect.arrayContaining([{ field: 'trackingNumber', before: null, after: 'BD1000001' }]));
    // The refused order's only record is the other admin's shipment.
    expect((await audit(second.id)).map((event) => event.actor.email)).toEqual([otherAdmin.user.email]);
  });

  it('answers each refusal: a cancelled order, an unknown one; refuses a repeated AWB or order and an empty list, changing nothing', async () => {
    const shopper = await createAccount(t);
    const cancelled = await createOrder(t, { userId: shopper.user.id, status: 'cancelled' });
    const waiting = await createOrder(t, { userId: shopper.user.id, status: 'confirmed' });
    const unknown = '00000000-0000-4000-8000-000000000000';

    const refused = bodyOf(
      await call(t, endpoints.shipOrders, {
        headers: admin.auth,
        body: { shipments: [shipment(cancelled.id, 'XB2000001'), shipment(unknown, 'XB2000002')] },
      }),
      200,
    );
    expect(refused).toMatchObject({ message: 'No order shipped: 2 refused', shippedCount: 0, refusedCount: 2 });
    expect(refused.results.map((result) => result.message)).toEqual([
      'Only a paid order, or a cash-on-delivery order, that is confirmed or in process can be shipped',
      'Order not found',
    ]);

    const twice = await call(t, endpoints.shipOrders, {
      headers: admin.auth,
      body: { shipments: [shipment(waiting.id, 'XB2000003'), shipment(cancelled.id, 'xb2000003 ')] },
    });
    expect(twice.status).toBe(400);
    expect(twice.body).toMatchObject({ errors: { 'shipments.1.trackingNumber': ['Each order needs its own tracking number (AWB)'] } });
    const sameOrder = await call(t, endpoints.shipOrders, {
      headers: admin.auth,
      body: { shipments: [shipment(waiting.id, 'XB2000004'), shipment(waiting.id, 'XB2000005')] },
    });
    expect(sameOrder.body).toMatchObject({ errors: { 'shipments.1.orderId': ['This order is listed twice'] } });
    const badAwb = await call(t, endpoints.shipOrders, { headers: admin.auth, body: { shipments: [shipment(waiting.id, 'AB')] } });
    expect(badAwb.body).toMatchObject({
      errors: { 'shipments.0.trackingNumber': ['The tracking number (AWB) is 6 to 30 letters or digits'] },
    });
    const empty = await call(t, endpoints.shipOrders, { headers: admin.auth, body: { shipments: [] } });
    expect(empty.status).toBe(400);
    expect(empty.body.message).toBe('Choose at least one order to ship');

    const [row] = await t.ctx.db.select().from(orders).where(eq(orders.id, waiting.id));
    expect(row).toMatchObject({ status: 'confirmed', trackingNumber: null });
    const customer = await createAccount(t);
    expect(
      (await call(t, endpoints.shipOrders, { headers: customer.auth, body: { shipments: [shipment(waiting.id, 'XB2000006')] } })).status,
    ).toBe(403);
  });

  it('two admins shipping the same orders at once: each order ships once', async () => {
    const shopper = await createAccount(t);
    const pair = await Promise.all([1, 2].map(() => createOrder(t, { userId: shopper.user.id, status: 'inProcess' })));
    const ship = (auth: Record<string, string>, prefix: string) =>
      call(t, endpoints.shipOrders, {
        headers: auth,
        body: { shipments: pair.map((order, index) => shipment(order.id, `${prefix}00000${index}`)) },
      });
    const answers = await Promise.all([ship(admin.auth, 'AAA'), ship(otherAdmin.auth, 'BBB')]);
    const shipped = answers.flatMap((answer) => bodyOf(answer, 200).results.filter((result) => result.shipped));
    expect(shipped.map((result) => result.orderId).sort()).toEqual(pair.map((order) => order.id).sort());
  });
});
