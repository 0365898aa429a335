import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, count, eq } from 'drizzle-orm';
import { addresses, cartItems, jobs, orders } from '../src/db/schema/index.ts';
import { endpoints } from '@aurelle/contract';
import { call, createTestApp, type TestApp } from './helpers.ts';
import { createProduct, createShoppersInBulk, defaultVariantId, setStock } from './factories.ts';
import { lockProducts } from '../src/domain/catalog/variants/lock-products.ts';
import { checkout, createPaymentOrder, payWithSimulatedProvider, shopperWithCart, sign, stockOf, verify } from './checkout-helpers.ts';

const BUYERS = 200;
const UNITS = 10;
const KEY_SECRET = 'race_key_secret';
const WEBHOOK_SECRET = 'race_webhook_secret';

/** Real concurrency needs a real server: PGlite runs one statement at a time. */
describe.runIf(Boolean(process.env.TEST_DATABASE_URL))('races on the PostgreSQL server', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ PAYMENT_PROVIDER: 'simulated', RAZORPAY_KEY_SECRET: KEY_SECRET, RAZORPAY_WEBHOOK_SECRET: WEBHOOK_SECRET });
  });
  afterAll(async () => {
    await t.close();
  });

  it(`${BUYERS} buyers at once for the last ${UNITS} units: exactly ${UNITS} orders, stock 0, never negative, ${UNITS} paid`, async () => {
    const product = await createProduct(t, { totalStock: UNITS, title: 'Last Bottles' });
    const buyers = await createShoppersInBulk(t, BUYERS);
    const buyerAddresses = await t.ctx.db
      .insert(addresses)
      .values(
        buyers.map((buyer) => ({
          userId: buyer.user.id,
          fullName: 'Race Buyer',
          phoneNumber: '9876543210',
          addressLine1: '1 Fast Lane',
          city: 'Pune',
          state: 'Maharashtra',
          postalCode: '411001',
        })),
      )
      .returning({ id: addresses.id, userId: addresses.userId });
    await t.ctx.db
      .insert(cartItems)
      .values(buyers.map((buyer) => ({ userId: buyer.user.id, productId: product.id, variantId: defaultVariantId(product), quantity: 1 })));
    const addressOf = new Map(buyerAddresses.map((row) => [row.userId, row.id]));

    const results = await Promise.all(buyers.map((buyer) => createPaymentOrder(t, buyer, { addressId: addressOf.get(buyer.user.id) })));
    const winners = buyers.flatMap((buyer, i) => {
      const res = results[i];
      return res?.status === 200 ? [{ buyer, order: res.body }] : [];
    });
    const losers = results.filter((res) => res.status !== 200);
    expect(winners).toHaveLength(UNITS);
    expect(
      losers
        .filter((res) => !(res.status === 400 && res.body.message === 'Last Bottles is out of stock'))
        .map((res) => [res.status, res.body]),
    ).toEqual([]);
    expect(await stockOf(t, product.id)).toBe(0);
    expect(await t.ctx.db.select().from(orders).where(eq(orders.status, 'pending'))).toHaveLength(UNITS);

    const paid = await Promise.all(winners.map(({ buyer, order }) => payWithSimulatedProvider(t, buyer, order.id)));
    expect(paid.every((res) => res.status === 200)).toBe(true);
    const paidOrders = await t.ctx.db
      .select()
      .from(orders)
      .where(and(eq(orders.paymentStatus, 'completed'), eq(orders.status, 'confirmed')));
    expect(paidOrders).toHaveLength(UNITS);
    expect(await stockOf(t, product.id)).toBe(0);
  });

  it('a sold-out size is refused without waiting for its product lock; a size in stock waits for it', async () => {
    const soldOut = await createProduct(t, { totalStock: 1, title: 'Gone Already' });
    const inStock = await createProduct(t, { totalStock: 5, title: 'Still Here' });
    const late = await shopperWithCart(t, soldOut);
    const patient = await shopperWithCart(t, inStock);
    await setStock(t, soldOut.id, 0);

    // Another writer (an admin's edit, a checkout mid-way) holds both products' locks until told to let go.
    let letGo = () => {};
    const released = new Promise<void>((resolve) => (letGo = resolve));
    let holding = () => {};
    const held = new Promise<void>((resolve) => (holding = resolve));
    const holder = t.ctx.db.transaction(async (tx) => {
      await lockProducts(tx, [soldOut.id, inStock.id]);
      holding();
      await released;
    });
    await held;
    const settled = new Set<string>();
    const refused = createPaymentOrder(t, late.shopper, { addressId: late.address.id }).finally(() => settled.add('refused'));
    const placed = createPaymentOrder(t, patient.shopper, { addressId: patient.address.id }).finally(() => settled.add('placed'));
    // The refusal comes while the lock is still held (if it queued, this would wait for the guard below and fail).
    const guard = new Promise<'waited'>((resolve) => setTimeout(() => resolve('waited'), 5_000));
    const first = await Promise.race([refused.then(() => 'answered' as const), guard]);
    const placedWhileHeld = settled.has('placed');
    letGo();
    await holder;
    expect(first).toBe('answered');
    const refusal = await refused;
    expect(refusal.status).toBe(400);
    expect(refusal.body).toMatchObject({ message: 'Gone Already is out of stock' });
    // The size in stock is reserved under the lock, after the holder let go.
    expect(placedWhileHeld).toBe(false);
    expect((await placed).status).toBe(200);
    expect(await stockOf(t, inStock.id)).toBe(4);
  });

  it('verify and webhook for the same payment at the same moment: one paid order, one e-mail job', async () => {
    const attempts = await Promise.all(Array.from({ length: 8 }, () => checkout(t, { totalStock: 3 }, 1)));
    await Promise.all(
      attempts.map(async ({ shopper, order }) => {
        const paymentId = `pay_Race${order.orderId.slice(0, 10)}`;
        const raw = JSON.stringify({
          event: 'payment.captured',
          payload: { payment: { entity: { id: paymentId, order_id: order.id, amount: order.amount } } },
        });
        const webhook = () =>
          call(t, endpoints.paymentWebhook, {
            headers: {
              'content-type': 'application/json',
              'x-razorpay-signature': sign(WEBHOOK_SECRET, raw),
              'x-razorpay-event-id': `evt_${paymentId}`,
            },
            body: raw,
          });
        const signature = sign(KEY_SECRET, `${order.id}|${paymentId}`);
        const answers = await Promise.all([
          verify(t, shopper, { razorpay_order_id: order.id, razorpay_payment_id: paymentId, razorpay_signature: signature }),
          webhook(),
          verify(t, shopper, { razorpay_order_id: order.id, razorpay_payment_id: paymentId, razorpay_signature: signature }),
          webhook(),
        ]);
        expect(answers.map((res) => res.status)).toEqual([200, 200, 200, 200]);
      }),
    );
    for (const { order, product } of attempts) {
      const [row] = await t.ctx.db.select().from(orders).where(eq(orders.id, order.orderId));
      expect(row).toMatchObject({ status: 'confirmed', paymentStatus: 'completed' });
      expect(await stockOf(t, product.id)).toBe(2);
    }
    // one confirmation e-mail job per paid order, however many confirmations raced
    const [mailJobs] = await t.ctx.db.select({ value: count() }).from(jobs).where(eq(jobs.type, 'orders.send-confirmation'));
    expect(mailJobs?.value).toBe(attempts.length + UNITS);
  });
});
