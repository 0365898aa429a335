import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { endpoints, MAX_UNPAID_CHECKOUTS_PER_HOUR } from '@aurelle/contract';
import { orders } from '../src/db/schema/index.ts';
import { bodyOf, call, createTestApp, type TestApp } from './helpers.ts';
import { createPaymentOrder, payWithSimulatedProvider, shopperWithCart, stockOf } from './checkout-helpers.ts';
import { createProduct } from './factories.ts';

describe('one account cannot keep stock reserved by checking out again and again', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ PAYMENT_PROVIDER: 'simulated' });
  });
  afterAll(async () => {
    await t.close();
  });

  it(`refuses the ${MAX_UNPAID_CHECKOUTS_PER_HOUR + 1}th unpaid checkout within an hour with 429, reserving nothing`, async () => {
    const product = await createProduct(t, { totalStock: 1 });
    const { shopper, address } = await shopperWithCart(t, product, 1);
    for (let attempt = 0; attempt < MAX_UNPAID_CHECKOUTS_PER_HOUR; attempt += 1) {
      expect((await createPaymentOrder(t, shopper, { addressId: address.id })).status).toBe(200);
    }
    // Each new checkout replaced the last, so one unit is held, by the last one.
    expect(await stockOf(t, product.id)).toBe(0);
    const refused = await createPaymentOrder(t, shopper, { addressId: address.id });
    expect(refused.status).toBe(429);
    expect(refused.body).toMatchObject({
      message: 'You have started several checkouts without paying. Please complete one of them or try again in an hour',
      reason: { code: 'TOO_MANY_UNPAID_CHECKOUTS' },
    });
    const mine = await t.ctx.db.select().from(orders).where(eq(orders.userId, shopper.user.id));
    expect(mine).toHaveLength(MAX_UNPAID_CHECKOUTS_PER_HOUR);

    // An hour later the account may check out again.
    await t.ctx.db
      .update(orders)
      .set({ createdAt: sql`${orders.createdAt} - interval '61 minutes'` })
      .where(eq(orders.userId, shopper.user.id));
    const later = bodyOf(await createPaymentOrder(t, shopper, { addressId: address.id }), 200);
    expect((await payWithSimulatedProvider(t, shopper, later.id)).status).toBe(200);
    expect((await call(t, endpoints.listMyOrders, { headers: shopper.auth })).body).toMatchObject({
      data: [{ paymentStatus: 'completed' }],
    });
  });
});
