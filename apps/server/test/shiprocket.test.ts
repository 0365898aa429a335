import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { eq, inArray } from 'drizzle-orm';
import { PDFDocument } from 'pdf-lib';
import { endpoints } from '@aurelle/contract';
import { orderItems, orders, productVariants, shipments, shipmentScans, taxDocuments, whatsappMessages } from '../src/db/schema/index.ts';
import { ShiprocketClient } from '../src/infra/couriers/shiprocket-client.ts';
import { createAccount, createOrder, testAddress } from './backoffice-factories.ts';
import { checkout, decodeQuotedPrintable, payWithSimulatedProvider, stockOf } from './checkout-helpers.ts';
import { createProduct } from './factories.ts';
import { FAKE_EMAIL, FAKE_PASSWORD, ShiprocketFake, UNSERVED_PIN, type FakeStep } from './fakes/shiprocket-fake.ts';
import { bodyOf, call, createTestApp, type TestApp } from './helpers.ts';

/*
 * Shipping with Shiprocket from the To ship view (decision 098): against a local fake of its API, on the test
 * database (PGlite, or the PostgreSQL server of TEST_DATABASE_URL).
 */

const WEBHOOK_TOKEN = 'shiprocket-webhook-token-0123456789';
let fake: ShiprocketFake;
let t: TestApp;
let admin: Awaited<ReturnType<typeof createAccount>>;

beforeAll(async () => {
  fake = new ShiprocketFake();
  const url = await fake.start();
  t = await createTestApp({
    PAYMENT_PROVIDER: 'simulated',
    SHIPROCKET_EMAIL: FAKE_EMAIL,
    SHIPROCKET_PASSWORD: FAKE_PASSWORD,
    SHIPROCKET_PICKUP_LOCATION: 'Mumbai Studio',
    SHIPROCKET_WEBHOOK_TOKEN: WEBHOOK_TOKEN,
    SHIPROCKET_API_URL: url,
  });
  admin = await createAccount(t, { role: 'admin' });
});
afterAll(async () => {
  await t.close();
  await fake.stop();
});

async function paidOrder(overrides: { pin?: string; quantity?: number } = {}) {
  const shopper = await createAccount(t, { userName: 'Asha Rao' });
  const order = await createOrder(t, {
    userId: shopper.user.id,
    address: { ...testAddress, postalCode: overrides.pin ?? testAddress.postalCode },
    items: [{ title: 'Rose Absolue', unitPricePaise: 180_000, quantity: overrides.quantity ?? 1 }],
  });
  return { shopper, order };
}

async function codOrder() {
  const { shopper, order } = await paidOrder();
  await t.ctx.db
    .update(orders)
    .set({
      paymentMethod: 'cod',
      paymentProvider: 'cash',
      paymentStatus: 'pending',
      paidAt: null,
      providerPaymentId: null,
      whatsappUpdates: true,
    })
    .where(eq(orders.id, order.id));
  return { shopper, order };
}

const ship = (orderIds: string[], courierId: number | null = null) =>
  call(t, endpoints.shipWithShiprocket, { headers: admin.auth, body: { orderIds, courierId } });

async function orderRow(id: string) {
  const [row] = await t.ctx.db.select().from(orders).where(eq(orders.id, id));
  return row;
}
async function shipmentRow(orderId: string) {
  const [row] = await t.ctx.db.select().from(shipments).where(eq(shipments.orderId, orderId));
  return row;
}
/** The Shiprocket orders the fake really created for ours (a refused or failed call creates none). */
const createdFor = (orderId: string) => fake.created.filter((created) => (created.body as { order_id: string }).order_id === orderId);

/** The e-mails in the outbox (its WhatsApp folder aside). */
async function readMails(): Promise<string[]> {
  const folder = path.join(t.dataDir, 'outbox');
  const files = (await readdir(folder).catch(() => [] as string[])).filter((file) => file.endsWith('.eml')).sort();
  return Promise.all(files.map(async (file) => decodeQuotedPrintable(await readFile(path.join(folder, file), 'utf8'))));
}

async function pageCount(pdf: string | Buffer): Promise<number> {
  return (await PDFDocument.load(typeof pdf === 'string' ? Buffer.from(pdf, 'binary') : pdf)).getPageCount();
}
async function downloadPdf(ids: string[], document: 'labels' | 'manifests') {
  const response = await t.app.inject({
    method: 'GET',
    url: `/api/admin/shipping/documents?ids=${ids.join(',')}&document=${document}`,
    headers: admin.auth,
  });
  return response;
}

describe('the shipping settings', () => {
  it('offers Shiprocket when its credentials are set, and only to admins', async () => {
    expect(bodyOf(await call(t, endpoints.getShippingConfig, { headers: admin.auth }), 200).shiprocket).toEqual({ isEnabled: true });
    const shopper = await createAccount(t);
    expect((await call(t, endpoints.getShippingConfig, { headers: shopper.auth })).status).toBe(403);
    expect((await call(t, endpoints.shipWithShiprocket, { body: { orderIds: [] } })).status).toBe(401);
  });

  it('without credentials, ships by hand as before: the action is not offered and refused', async () => {
    const manual = await createTestApp({ PAYMENT_PROVIDER: 'simulated' });
    try {
      const manualAdmin = await createAccount(manual, { role: 'admin' });
      expect(bodyOf(await call(manual, endpoints.getShippingConfig, { headers: manualAdmin.auth }), 200).shiprocket.isEnabled).toBe(false);
      const shopper = await createAccount(manual);
      const order = await createOrder(manual, { userId: shopper.user.id });
      const refused = await call(manual, endpoints.shipWithShiprocket, { headers: manualAdmin.auth, body: { orderIds: [order.id] } });
      expect(refused.status).toBe(409);
      expect(refused.body).toMatchObject({ message: 'Shiprocket is not set up on this shop' });
    } finally {
      await manual.close();
    }
  });
});

describe('shipping with Shiprocket', () => {
  it('lists the couriers serving a selection with their rates, the recommended one marked, and the orders none serves', async () => {
    const { order: first } = await paidOrder();
    const { order: second } = await paidOrder({ quantity: 2 });
    const { order: unserved } = await paidOrder({ pin: UNSERVED_PIN });
    const answer = bodyOf(
      await call(t, endpoints.listCourierOptions, { headers: admin.auth, query: { ids: [first.id, second.id, unserved.id].join(',') } }),
      200,
    );
    expect(answer.couriers.map((courier) => courier.name)).toEqual(['Xpressbees Surface', 'Delhivery Surface', 'Blue Dart Air']);
    expect(answer.couriers[1]).toEqual({
      courierId: 10,
      name: 'Delhivery Surface',
      rate: 185,
      estimatedDelivery: '2030-12-04',
      estimatedDays: 4,
      isRecommended: true,
    });
    expect(answer.unserviceable).toEqual([{ orderId: unserved.id, message: 'No courier serviceable for this pincode' }]);
    const quoted = fake.callsTo('/courier/serviceability').at(-2);
    expect(quoted?.path).toContain('delivery_postcode=400020');
    expect(quoted?.path).toContain('weight=0.8');
  });

  it('ships one order with the recommended courier: Shiprocket order, AWB, pickup, label and manifest; the order is In shipping', async () => {
    const { shopper, order } = await paidOrder({ quantity: 2 });
    const answer = bodyOf(await ship([order.id]), 200);
    expect(answer).toMatchObject({ message: '1 order shipped with Shiprocket', shippedCount: 1, failedCount: 0 });
    const awb = answer.results[0]?.awb ?? '';
    expect(answer.results[0]).toMatchObject({
      orderId: order.id,
      shipped: true,
      step: 'done',
      courierName: 'Delhivery Surface',
      lastError: null,
    });
    expect(awb).toMatch(/^SR\d+$/);

    const [created] = createdFor(order.id);
    expect(created?.body).toMatchObject({
      order_id: order.id,
      pickup_location: 'Mumbai Studio',
      billing_customer_name: 'Asha',
      billing_last_name: 'Rao',
      billing_pincode: '400020',
      billing_country: 'India',
      shipping_is_billing: true,
      payment_method: 'Prepaid',
      sub_total: 3600,
      weight: 0.8,
      length: 15,
      breadth: 10,
      height: 8,
      order_items: [expect.objectContaining({ name: 'Rose Absolue', units: 2, selling_price: 1800 })],
    });
    expect(created?.authorization).toMatch(/^Bearer token-/);

    expect(await orderRow(order.id)).toMatchObject({
      status: 'inShipping',
      courier: 'delhivery',
      trackingNumber: awb,
      expectedDeliveryDate: '2030-12-04',
    });
    expect(await shipmentRow(order.id)).toMatchObject({ step: 'done', awb, courierCompanyId: 10, lastError: null });
    const listed = bodyOf(await call(t, endpoints.listOrdersToShip, { headers: admin.auth }), 200).orders.map((row) => row._id);
    expect(listed).not.toContain(order.id);

    await t.runtime.worker.drain();
    const mails = (await readMails()).filter((mail) => mail.includes(shopper.user.email));
    expect(mails.join('\n')).toContain(awb);

    // Shipping it again does nothing new at Shiprocket.
    const again = bodyOf(await ship([order.id]), 200);
    expect(again.results[0]).toMatchObject({ shipped: true, awb });
    expect(createdFor(order.id)).toHaveLength(1);
  });

  it("sends each size's own weight and box: the units' weights added up, in the largest box; other sizes the Settings defaults", async () => {
    const product = await createProduct(t, {
      title: 'Parcel Oud',
      variants: [
        { sizeMl: 100, pricePaise: 500_000, stock: 10, sku: `PARCEL-OUD-100-${Date.now()}` },
        { sizeMl: 10, kind: 'sample', pricePaise: 90_000, stock: 10, sku: `PARCEL-OUD-10-${Date.now()}` },
      ],
    });
    const sizes = await t.ctx.db
      .select()
      .from(productVariants)
      .where(eq(productVariants.productId, product.id))
      .orderBy(productVariants.position);
    const [bottle, sample] = sizes;
    if (!bottle || !sample) throw new Error('two sizes expected');
    await t.ctx.db
      .update(productVariants)
      .set({ shippingWeightGrams: 520, boxLengthCm: 18, boxBreadthCm: 11, boxHeightCm: 9 })
      .where(eq(productVariants.id, bottle.id));
    const shopper = await createAccount(t, { userName: 'Asha Rao' });
    const order = await createOrder(t, {
      userId: shopper.user.id,
      items: [
        { productId: product.id, title: 'Parcel Oud', unitPricePaise: 500_000, quantity: 2 },
        { productId: product.id, title: 'Parcel Oud', unitPricePaise: 90_000, quantity: 1 },
      ],
    });
    const lines = await t.ctx.db.select().from(orderItems).where(eq(orderItems.orderId, order.id));
    for (const line of lines) {
      const size = line.unitPricePaise === 500_000 ? bottle : sample;
      await t.ctx.db.update(orderItems).set({ variantId: size.id, sku: size.sku }).where(eq(orderItems.id, line.id));
    }

    expect(bodyOf(await ship([order.id]), 200).results[0]).toMatchObject({ shipped: true });
    // 2 × 520 g of its own and 1 × 400 g (the shop's default): 1.44 kg, in the bottle's 18 × 11 × 9 box (larger than 15 × 10 × 8).
    expect(createdFor(order.id)[0]?.body).toMatchObject({ weight: 1.44, length: 18, breadth: 11, height: 9 });
  });

  it('ships ten orders with the chosen courier and prints their labels in one PDF, and their manifests', async () => {
    const batch = await Promise.all(Array.from({ length: 10 }, () => paidOrder()));
    const ids = batch.map(({ order }) => order.id);
    const answer = bodyOf(await ship(ids, 24), 200);
    expect(answer).toMatchObject({ message: '10 orders shipped with Shiprocket', shippedCount: 10, failedCount: 0 });
    expect(answer.results.every((result) => result.courierName === 'Xpressbees Surface' && result.hasLabel && result.hasManifest)).toBe(
      true,
    );
    const rows = await t.ctx.db.select().from(orders).where(inArray(orders.id, ids));
    expect(rows.every((row) => row.status === 'inShipping' && row.courier === 'xpressbees')).toBe(true);

    const labels = await downloadPdf(ids, 'labels');
    expect(labels.statusCode).toBe(200);
    expect(labels.headers['content-type']).toBe('application/pdf');
    expect(await pageCount(labels.rawPayload)).toBe(10);
    const manifests = await downloadPdf(ids.slice(0, 3), 'manifests');
    expect(await pageCount(manifests.rawPayload)).toBe(3);

    const listed = bodyOf(await call(t, endpoints.listShipments, { headers: admin.auth, query: { ids: ids.join(',') } }), 200);
    expect(listed.shipments).toHaveLength(10);
  });

  it('refuses labels of an order never shipped with Shiprocket, and a bad selection', async () => {
    const { order } = await paidOrder();
    const missing = await call(t, endpoints.downloadShippingDocuments, { headers: admin.auth, query: { ids: order.id } });
    expect(missing.status).toBe(409);
    const bad = await call(t, endpoints.shipWithShiprocket, { headers: admin.auth, body: { orderIds: ['nope'] } });
    expect(bad.status).toBe(400);
    const twice = await call(t, endpoints.shipWithShiprocket, { headers: admin.auth, body: { orderIds: [order.id, order.id] } });
    expect(twice.status).toBe(400);
  });

  it('answers an order that is not waiting for its parcel, and one no courier serves, without stopping the others', async () => {
    const { order: cancelled } = await paidOrder();
    await t.ctx.db.update(orders).set({ status: 'cancelled' }).where(eq(orders.id, cancelled.id));
    const { order: unserved } = await paidOrder({ pin: UNSERVED_PIN });
    const { order: fine } = await paidOrder();
    const answer = bodyOf(await ship([cancelled.id, unserved.id, fine.id]), 200);
    expect(answer).toMatchObject({ message: '1 order shipped, 2 failed', shippedCount: 1, failedCount: 2 });
    expect(answer.results[0]).toMatchObject({ shipped: false, step: 'order', lastError: expect.stringContaining('can be shipped') });
    expect(answer.results[1]).toMatchObject({ shipped: false, step: 'courier', lastError: 'No courier serviceable for this pincode' });
    expect(createdFor(cancelled.id)).toHaveLength(0);
    expect((await orderRow(unserved.id))?.status).toBe('confirmed');
  });

  describe.each([
    ['create', 'order', 'confirmed', 'Pincode is not valid'],
    ['serviceability', 'courier', 'confirmed', 'Delivery postcode not serviceable'],
    ['awb', 'courier', 'confirmed', 'Insufficient wallet balance'],
    ['pickup', 'pickup', 'inShipping', 'Pickup location is not verified'],
    ['label', 'label', 'inShipping', 'Label could not be generated'],
    ['manifest', 'label', 'inShipping', 'Manifest already generated'],
  ] as const)('a failure at %s', (failing: FakeStep, step, status, message) => {
    it(`stops at the step "${step}" with Shiprocket's message; the retry completes, duplicating nothing`, async () => {
      const { order } = await paidOrder();
      fake.failOnce(failing, message);
      const failed = bodyOf(await ship([order.id]), 200);
      expect(failed).toMatchObject({ shippedCount: 0, failedCount: 1 });
      expect(failed.results[0]).toMatchObject({ shipped: false, step, lastError: message });
      expect(await orderRow(order.id)).toMatchObject({ status });
      const inToShip = bodyOf(await call(t, endpoints.listShipments, { headers: admin.auth, query: { ids: order.id } }), 200).shipments;
      expect(inToShip[0]).toMatchObject({ step, lastError: message });

      const retried = bodyOf(await ship([order.id]), 200);
      expect(retried.results[0]).toMatchObject({ shipped: true, step: 'done', lastError: null });
      expect(createdFor(order.id)).toHaveLength(1);
      const shipmentId = Number((await shipmentRow(order.id))?.providerShipmentId);
      const assigned = fake
        .callsTo('/courier/assign/awb')
        .filter((assign) => Number((assign.body as { shipment_id: unknown }).shipment_id) === shipmentId);
      expect(assigned).toHaveLength(failing === 'awb' ? 2 : 1);
      expect(await orderRow(order.id)).toMatchObject({ status: 'inShipping' });
    });
  });

  it('after a timeout on creating the order, the retry finds it by our id instead of creating a second one', async () => {
    const patient = t.ctx.shiprocket;
    t.ctx.shiprocket = new ShiprocketClient({
      email: FAKE_EMAIL,
      password: FAKE_PASSWORD,
      apiUrl: fake.url,
      pickupLocation: 'Mumbai Studio',
      timeoutMs: 300,
    });
    try {
      const { order } = await paidOrder();
      fake.answerCreateLate(1_000);
      const timedOut = bodyOf(await ship([order.id]), 200);
      expect(timedOut.results[0]).toMatchObject({ shipped: false, step: 'order', lastError: 'Shiprocket did not answer in time' });
      await new Promise((resolve) => setTimeout(resolve, 1_000));
      const retried = bodyOf(await ship([order.id]), 200);
      expect(retried.results[0]).toMatchObject({ shipped: true, step: 'done' });
      expect(createdFor(order.id)).toHaveLength(1);
      expect(fake.callsTo('/orders').some((lookup) => lookup.path.includes(order.id))).toBe(true);
    } finally {
      t.ctx.shiprocket = patient;
    }
  });

  it('logs in again once when the token has expired, and goes on', async () => {
    const { order } = await paidOrder();
    const loginsBefore = fake.logins;
    fake.expireToken();
    const answer = bodyOf(await ship([order.id]), 200);
    expect(answer.results[0]).toMatchObject({ shipped: true });
    expect(fake.logins).toBe(loginsBefore + 1);
  });
});

describe('the tracking webhook', () => {
  let sequence = 0;
  beforeEach(() => {
    sequence += 1;
  });

  async function shippedOrder(kind: 'paid' | 'cod' = 'paid') {
    const made = kind === 'cod' ? await codOrder() : await paidOrder();
    const answer = bodyOf(await ship([made.order.id]), 200);
    const awb = answer.results[0]?.awb;
    if (!awb) throw new Error('not shipped');
    return { ...made, awb };
  }

  const event = (awb: string, id: number, name: string, scans: Array<{ date: string; activity: string; location?: string }> = []) =>
    JSON.stringify({
      awb,
      current_status: name,
      current_status_id: id,
      shipment_status: name,
      shipment_status_id: id,
      current_timestamp: `23 05 2030 11:43:${String(sequence).padStart(2, '0')}`,
      order_id: `x_${sequence}`,
      etd: '2030-12-06 15:40:19',
      is_return: 0,
      scans: scans.map((scan) => ({ ...scan, status: 'X', 'sr-status': String(id), 'sr-status-label': name })),
    });

  const post = (body: string, token: string | null = WEBHOOK_TOKEN) =>
    call(t, endpoints.shiprocketWebhook, {
      body,
      headers: { 'content-type': 'application/json', ...(token === null ? {} : { 'x-api-key': token }) },
    });

  it('refuses a wrong or missing token with a 401 and changes nothing', async () => {
    const { order, awb } = await shippedOrder();
    const body = event(awb, 7, 'DELIVERED', [{ date: '2030-12-03 10:00:00', activity: 'Delivered' }]);
    expect((await post(body, 'not-the-token-at-all-000000')).status).toBe(401);
    expect((await post(body, null)).status).toBe(401);
    expect((await orderRow(order.id))?.status).toBe('inShipping');
    expect(await t.ctx.db.select().from(shipmentScans).where(eq(shipmentScans.orderId, order.id))).toHaveLength(0);
    // The same update with the token is then applied: nothing of the refused ones was kept.
    expect(bodyOf(await post(body), 200).status).toBe('applied');
  });

  it('acknowledges a parcel it does not know, and refuses a body that is not a tracking update', async () => {
    expect(bodyOf(await post(event('UNKNOWN123', 18, 'IN TRANSIT')), 200).status).toBe('ignored');
    expect((await post('{not json')).status).toBe(400);
    expect((await post(JSON.stringify({ current_status: 'IN TRANSIT' }))).status).toBe(400);
  });

  it('follows the parcel: picked up and in transit, out for delivery (a WhatsApp update), delivered (paid on delivery for COD)', async () => {
    const { shopper, order, awb } = await shippedOrder('cod');
    expect(
      bodyOf(
        await post(event(awb, 42, 'PICKED UP', [{ date: '2030-12-01 18:10:52', activity: 'Shipment picked up', location: 'Mumbai' }])),
        200,
      ).status,
    ).toBe('applied');
    await post(event(awb, 18, 'IN TRANSIT', [{ date: '2030-12-02 08:00:00', activity: 'In transit', location: 'Pune Hub' }]));
    expect(await orderRow(order.id)).toMatchObject({ status: 'inShipping', paymentStatus: 'pending' });

    await post(event(awb, 17, 'OUT FOR DELIVERY', [{ date: '2030-12-03 09:00:00', activity: 'Out for delivery', location: 'Pune' }]));
    expect(await shipmentRow(order.id)).toMatchObject({ trackingStatus: 'OUT FOR DELIVERY', trackingStatusId: 17, etd: '2030-12-06' });
    const messages = await t.ctx.db.select().from(whatsappMessages).where(eq(whatsappMessages.orderId, order.id));
    expect(messages.map((message) => message.event).sort()).toEqual(['out-for-delivery', 'shipped']);

    const delivered = event(awb, 7, 'DELIVERED', [{ date: '2030-12-03 13:30:00', activity: 'Delivered', location: 'Pune' }]);
    await post(delivered);
    const row = await orderRow(order.id);
    expect(row).toMatchObject({ status: 'delivered', paymentStatus: 'completed' });
    expect(row?.deliveredAt).toBeInstanceOf(Date);
    expect(await t.ctx.db.select().from(taxDocuments).where(eq(taxDocuments.orderId, order.id))).toHaveLength(1);

    // Replayed: nothing changes twice, nobody is mailed twice.
    await t.runtime.worker.drain();
    const mailsTo = async () => (await readMails()).filter((mail) => mail.includes(shopper.user.email));
    const mailsBefore = (await mailsTo()).length;
    expect(bodyOf(await post(delivered), 200).status).toBe('duplicate');
    await post(event(awb, 7, 'DELIVERED'));
    await t.runtime.worker.drain();
    expect((await mailsTo()).length).toBe(mailsBefore);
    expect(await t.ctx.db.select().from(taxDocuments).where(eq(taxDocuments.orderId, order.id))).toHaveLength(1);

    // The shopper's timeline: the scans, newest first; another shopper's order is not found.
    const tracking = bodyOf(await call(t, endpoints.getOrderTracking, { headers: shopper.auth, params: { id: order.id } }), 200);
    expect(tracking.scans.map((scan) => scan.activity)).toEqual(['Delivered', 'Out for delivery', 'In transit', 'Shipment picked up']);
    expect(tracking.scans[0]).toMatchObject({ at: '2030-12-03T08:00:00.000Z', location: 'Pune' });
    const stranger = await createAccount(t);
    expect((await call(t, endpoints.getOrderTracking, { headers: stranger.auth, params: { id: order.id } })).status).toBe(404);
  });

  it('a prepaid order delivered starts its return window and stays paid as it was', async () => {
    const { order, awb } = await shippedOrder();
    await post(event(awb, 7, 'DELIVERED'));
    expect(await orderRow(order.id)).toMatchObject({ status: 'delivered', paymentStatus: 'completed' });
  });

  it('ships an order the courier picked up before the back office finished, by the one shipping rule', async () => {
    const { order } = await paidOrder();
    fake.failOnce('pickup', 'Pickup location is not verified');
    const answer = bodyOf(await ship([order.id]), 200);
    const awb = answer.results[0]?.awb ?? '';
    // The AWB shipped it already; an in-transit update changes nothing more.
    await post(event(awb, 6, 'SHIPPED'));
    expect(await orderRow(order.id)).toMatchObject({ status: 'inShipping', trackingNumber: awb });
  });

  it('records a failed delivery attempt as a delivery problem the back office answers: re-attempt or return', async () => {
    const first = await shippedOrder();
    const second = await shippedOrder();
    await post(event(first.awb, 21, 'UNDELIVERED', [{ date: '2030-12-03 18:00:00', activity: 'Consignee not available' }]));
    await post(event(second.awb, 21, 'UNDELIVERED', [{ date: '2030-12-03 18:05:00', activity: 'Address incomplete' }]));
    const problems = bodyOf(await call(t, endpoints.listDeliveryProblems, { headers: admin.auth }), 200).problems;
    const mine = problems.filter((problem) => [first.order.id, second.order.id].includes(problem.orderId));
    expect(mine.map((problem) => problem.problem).sort()).toEqual(['Address incomplete', 'Consignee not available']);
    expect(mine[0]).toMatchObject({ shopperName: 'Asha Rao', city: 'Mumbai' });

    const reattempt = await call(t, endpoints.actOnDeliveryProblem, {
      headers: admin.auth,
      params: { id: first.order.id },
      body: { action: 'reattempt', comments: 'Shopper is home after 6 pm' },
    });
    expect(bodyOf(reattempt, 200).message).toBe('The courier will try to deliver again');
    expect(fake.callsTo(`/ndr/${first.awb}/action`).at(-1)?.body).toEqual({ action: 're-attempt', comments: 'Shopper is home after 6 pm' });

    fake.failOnce('ndr', 'NDR action not allowed for this AWB');
    const refused = await call(t, endpoints.actOnDeliveryProblem, {
      headers: admin.auth,
      params: { id: second.order.id },
      body: { action: 'return' },
    });
    expect(refused.status).toBe(503);
    expect(refused.body).toMatchObject({ message: 'Shiprocket refused: NDR action not allowed for this AWB' });
    bodyOf(
      await call(t, endpoints.actOnDeliveryProblem, { headers: admin.auth, params: { id: second.order.id }, body: { action: 'return' } }),
      200,
    );
    expect(fake.callsTo(`/ndr/${second.awb}/action`).at(-1)?.body).toMatchObject({ action: 'return' });

    const left = bodyOf(await call(t, endpoints.listDeliveryProblems, { headers: admin.auth }), 200).problems;
    expect(left.filter((problem) => [first.order.id, second.order.id].includes(problem.orderId))).toEqual([]);
    const answeredTwice = await call(t, endpoints.actOnDeliveryProblem, {
      headers: admin.auth,
      params: { id: first.order.id },
      body: { action: 'return' },
    });
    expect(answeredTwice.status).toBe(409);
    const badAction = await call(t, endpoints.actOnDeliveryProblem, {
      headers: admin.auth,
      params: { id: first.order.id },
      body: { action: 'burn' as never },
    });
    expect(badAction.status).toBe(400);
  });

  it('a parcel back at the shop (RTO) is "returned to sender"; its units go back on sale only when an admin restocks it, once', async () => {
    const { product, shopper, order: checkoutOrder } = await checkout(t, { totalStock: 5 }, 2);
    expect((await payWithSimulatedProvider(t, shopper, checkoutOrder.id)).status).toBe(200);
    const orderId = checkoutOrder.orderId;
    const productId = product.id;
    const answer = bodyOf(await ship([orderId]), 200);
    const awb = answer.results[0]?.awb ?? '';
    const stockShipped = await stockOf(t, productId);

    await post(event(awb, 9, 'RTO INITIATED'));
    expect((await orderRow(orderId))?.returnedToSenderAt).toBeNull();
    await post(event(awb, 10, 'RTO DELIVERED'));
    const returned = await orderRow(orderId);
    expect(returned?.returnedToSenderAt).toBeInstanceOf(Date);
    expect(returned?.status).toBe('inShipping');
    expect(await stockOf(t, productId)).toBe(stockShipped);

    const shown = bodyOf(await call(t, endpoints.getOrderShipment, { headers: admin.auth, params: { id: orderId } }), 200);
    expect(shown).toMatchObject({ returnRestockedAt: null, shipment: { awb, trackingStatus: 'RTO DELIVERED' } });
    expect(shown.returnedToSenderAt).not.toBeNull();

    const restocked = await call(t, endpoints.restockReturnedOrder, { headers: admin.auth, params: { id: orderId } });
    expect(bodyOf(restocked, 200).message).toBe('The returned units are back in stock');
    expect(await stockOf(t, productId)).toBe(stockShipped + 2);
    expect((await call(t, endpoints.restockReturnedOrder, { headers: admin.auth, params: { id: orderId } })).status).toBe(409);
    expect(await stockOf(t, productId)).toBe(stockShipped + 2);

    const { order: notReturned } = await paidOrder();
    expect((await call(t, endpoints.restockReturnedOrder, { headers: admin.auth, params: { id: notReturned.id } })).status).toBe(409);
  });

  it('a COD parcel back at the shop expects no cash and is not delivered by a late update', async () => {
    const { order, awb } = await shippedOrder('cod');
    await post(event(awb, 10, 'RTO DELIVERED'));
    await post(event(awb, 7, 'DELIVERED'));
    expect(await orderRow(order.id)).toMatchObject({ status: 'inShipping', paymentStatus: 'pending' });
  });

  it('refuses to record cash for a COD parcel returned to the shop, with a 409 saying why', async () => {
    const { order, awb } = await shippedOrder('cod');
    await post(event(awb, 10, 'RTO DELIVERED'));
    const refused = await call(t, endpoints.recordCodCash, { headers: admin.auth, params: { id: order.id }, body: { amount: 1800 } });
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({ message: 'This parcel was returned to the shop: there is no cash to record' });
    expect(await orderRow(order.id)).toMatchObject({ status: 'inShipping', paymentStatus: 'pending', paidAt: null });
    expect(await t.ctx.db.select().from(taxDocuments).where(eq(taxDocuments.orderId, order.id))).toHaveLength(0);
  });

  it('maps every listed status: recorded on the parcel, and only the meaningful ones change the order', async () => {
    const { KNOWN_STATUS_IDS, meaningOfStatusId } = await import('../src/domain/shipping/tracking-status.ts');
    const { order, awb } = await shippedOrder();
    for (const id of KNOWN_STATUS_IDS.filter((known) => !['delivered', 'rto-delivered'].includes(meaningOfStatusId(known) ?? ''))) {
      expect(bodyOf(await post(event(awb, id, `STATUS ${id}`)), 200).status).toBe('applied');
      expect((await shipmentRow(order.id))?.trackingStatusId).toBe(id);
      expect((await orderRow(order.id))?.status).toBe('inShipping');
    }
  });
});
