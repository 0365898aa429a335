import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, count, eq, sql } from 'drizzle-orm';
import { addresses, cartItems, jobs, offers, orderItems, orders, productVariants } from '../src/db/schema/index.ts';
import { queryRows } from '../src/db/client.ts';
import { syncProductVariants } from '../src/db/product-variants.ts';
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
    // Every loser told the size sold out (checked first: a failure shows what the others were told).
    expect(
      losers
        .filter((res) => !(res.status === 400 && res.body.message === 'Last Bottles is out of stock'))
        .map((res) => [res.status, res.body]),
    ).toEqual([]);
    expect(winners).toHaveLength(UNITS);
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

    // Another writer (an admin's edit, a checkout mid-way) holds both products' locks meanwhile.
    let placed: Promise<Awaited<ReturnType<typeof createPaymentOrder>>> | undefined;
    let placedYet = false;
    let placedWhileLocked: boolean | undefined;
    const outcome = await whileLocked(
      t,
      [soldOut.id, inStock.id],
      () => {
        placed = createPaymentOrder(t, patient.shopper, { addressId: patient.address.id }).finally(() => (placedYet = true));
        return createPaymentOrder(t, late.shopper, { addressId: late.address.id });
      },
      // Read before the locks go: once they do, the patient checkout may finish before this test runs on.
      () => (placedWhileLocked = placedYet),
    );
    // The refusal came while the locks were held (had it queued, it would have waited past the guard).
    expect(outcome.answeredWhileLocked).toBe(true);
    const refusal = await outcome.answer;
    expect(refusal.status).toBe(400);
    expect(refusal.body).toMatchObject({ message: 'Gone Already is out of stock' });
    // The size in stock is reserved under the lock, after the holder let go.
    expect(placedWhileLocked).toBe(false);
    expect((await placed)?.status).toBe(200);
    expect(await stockOf(t, inStock.id)).toBe(4);
  });

  it('a size that cannot hold the units when they are reserved fails its reservation, and the order sent with it is not kept', async () => {
    // No writer of the shop does this (each takes the product's lock first, so the cart read behind the locks is what
    // is reserved): a size emptied without that lock, while the checkout's reservation waits for the size's row, is
    // refused by the stock check even though the checkout's COMMIT was sent behind the reservation (decision 172).
    const product = await createProduct(t, { totalStock: 2, title: 'Slipped Away' });
    const buyer = await shopperWithCart(t, product);
    const variantId = defaultVariantId(product);
    let answer: ReturnType<typeof createPaymentOrder> | undefined;
    await t.ctx.db.transaction(async (tx) => {
      await tx.select({ id: productVariants.id }).from(productVariants).where(eq(productVariants.id, variantId)).for('update');
      answer = createPaymentOrder(t, buyer.shopper, { addressId: buyer.address.id });
      await waitForALockWaiter(t);
      await tx.update(productVariants).set({ stock: 0 }).where(eq(productVariants.id, variantId));
    });
    const refusal = await answer;
    expect(refusal).toMatchObject({ status: 400, body: { message: 'Slipped Away is out of stock' } });
    expect(await t.ctx.db.select({ id: orders.id }).from(orders).where(eq(orders.userId, buyer.shopper.user.id))).toEqual([]);
    const [size] = await t.ctx.db.select({ stock: productVariants.stock }).from(productVariants).where(eq(productVariants.id, variantId));
    expect(size?.stock).toBe(0);
  });

  it("while an offer runs, a checkout it gives nothing to does not wait for the offered size's product", async () => {
    const { sample, offer } = await sampleOfferedAbove(t, 'Offered Sample', 5_000_000);
    try {
      const everyday = await createProduct(t, { title: 'Everyday', pricePaise: 250_000 });
      const buyer = await shopperWithCart(t, everyday);
      const outcome = await whileLocked(t, [sample.id], () => createPaymentOrder(t, buyer.shopper, { addressId: buyer.address.id }));
      expect(outcome.answeredWhileLocked).toBe(true);
      expect((await outcome.answer).status).toBe(200);
    } finally {
      await t.ctx.db
        .update(offers)
        .set({ isPaused: true })
        .where(eq(offers.id, offer?.id ?? ''));
    }
  });

  it('a price that moves while a checkout waits for its lock, so that an offer now gives a free size, places it with that size', async () => {
    const { sample, offer } = await sampleOfferedAbove(t, 'Late Sample', 500_000);
    try {
      const rising = await createProduct(t, { title: 'Rising', pricePaise: 400_000 });
      const buyer = await shopperWithCart(t, rising);
      // The first look prices ₹4,000 less the first order's 15% (no sample); the admin's edit to ₹6,000 (₹5,100 after it)
      // commits while the checkout waits for the lock.
      let placing: Promise<Awaited<ReturnType<typeof createPaymentOrder>>> | undefined;
      await t.ctx.db.transaction(async (tx) => {
        await lockProducts(tx, [rising.id]);
        placing = createPaymentOrder(t, buyer.shopper, { addressId: buyer.address.id, freeSampleVariantId: defaultVariantId(sample) });
        await waitForALockWaiter(t);
        await tx.update(productVariants).set({ pricePaise: 600_000 }).where(eq(productVariants.productId, rising.id));
        await syncProductVariants(tx, rising.id);
      });
      const answer = await placing;
      expect(answer?.status).toBe(200);
      const orderId = answer?.status === 200 ? answer.body.orderId : '';
      const lines = await t.ctx.db.select().from(orderItems).where(eq(orderItems.orderId, orderId));
      expect(lines.map((line) => [line.title, line.unitPricePaise, line.discountPaise]).sort()).toEqual([
        ['Late Sample', 80_000, 80_000],
        ['Rising', 600_000, 90_000],
      ]);
      expect(await stockOf(t, sample.id)).toBe(49);
    } finally {
      await t.ctx.db
        .update(offers)
        .set({ isPaused: true })
        .where(eq(offers.id, offer?.id ?? ''));
    }
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

/** A 10 ml sample (₹800, 50 units) that a free-sample offer running for the next hour gives above `thresholdPaise`. */
async function sampleOfferedAbove(app: TestApp, title: string, thresholdPaise: number) {
  const sample = await createProduct(app, { title, variants: [{ sizeMl: 10, kind: 'sample', pricePaise: 80_000, stock: 50 }] });
  const [offer] = await app.ctx.db
    .insert(offers)
    .values({
      ...liveFor(1),
      name: `${title} above ₹${thresholdPaise / 100}`,
      kind: 'free-sample',
      thresholdPaise,
      sampleVariantIds: [defaultVariantId(sample)],
    })
    .returning({ id: offers.id });
  return { sample, offer };
}

/** An offer's window: from an hour ago to `hours` from now. */
function liveFor(hours: number) {
  return { startsAt: new Date(Date.now() - 3_600_000), endsAt: new Date(Date.now() + hours * 3_600_000) };
}

/** Runs `act` while another transaction holds these products' locks: whether it answered before they were let go. */
async function whileLocked<T>(
  app: TestApp,
  productIds: string[],
  act: () => Promise<T>,
  /** Called at the end of the locked section, before the locks are let go. */
  beforeRelease: () => void = () => undefined,
): Promise<{ answeredWhileLocked: boolean; answer: Promise<T> }> {
  let answeredWhileLocked = false;
  let answer: Promise<T> | undefined;
  await app.ctx.db.transaction(async (tx) => {
    await lockProducts(tx, productIds);
    answer = act();
    const guard = new Promise<'waited'>((resolve) => setTimeout(() => resolve('waited'), 5_000));
    answeredWhileLocked = (await Promise.race([answer.then(() => 'answered' as const), guard])) === 'answered';
    beforeRelease();
  });
  if (!answer) throw new Error('whileLocked: nothing was done');
  return { answeredWhileLocked, answer };
}

/** Waits until some session waits for a row lock (the checkout queued behind the test's transaction). */
async function waitForALockWaiter(app: TestApp): Promise<void> {
  for (let attempt = 0; attempt < 200; attempt += 1) {
    const [row] = await queryRows<{ waiting: number }>(
      app.ctx.db,
      sql`SELECT count(*)::int AS waiting FROM pg_stat_activity WHERE datname = current_database() AND wait_event_type = 'Lock'`,
    );
    if ((row?.waiting ?? 0) > 0) return;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error('no checkout queued for the lock');
}
