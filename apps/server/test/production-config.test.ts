import { randomUUID } from 'node:crypto';
import type { RouteOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { endpoints } from '@aurelle/contract';
import { orders } from '../src/db/schema/index.ts';
import { REDIRECT_PAYMENTS_OFF_MESSAGE } from '../src/domain/payments/messages.ts';
import { call, createTestApp, readOutbox, type TestApp } from './helpers.ts';
import { createProduct } from './factories.ts';
import { shopperWithCart } from './checkout-helpers.ts';

/**
 * The whole production configuration (finding 1): Razorpay live keys, no PayPal keys. No simulated
 * provider, page or route may exist, for any flow, and the legacy redirect flow is off.
 */
const productionEnv = {
  NODE_ENV: 'production',
  ADMIN_EMAIL: 'owner@aurelle.example',
  ADMIN_PASSWORD: 'a-long-admin-password',
  RAZORPAY_KEY_ID: 'rzp_live_0123456789abcd',
  RAZORPAY_KEY_SECRET: 'live-secret-0123456789',
  RAZORPAY_WEBHOOK_SECRET: 'webhook-secret-0123456789',
};

let t: TestApp;
const routes: RouteOptions[] = [];
beforeAll(async () => {
  t = await createTestApp(productionEnv, { onRoute: (route) => routes.push(route) });
});
afterAll(async () => {
  await t.close();
});

describe('production configuration', () => {
  it('chooses Razorpay for cards and turns the legacy flow off', () => {
    expect(t.config.paymentProvider).toBe('razorpay');
    expect(t.config.redirectPaymentProvider).toBe('off');
    expect(t.ctx.payments?.card.provider).toBe('razorpay');
    expect(t.ctx.payments?.redirect).toBeUndefined();
  });

  it('registers no simulated route at all', () => {
    expect(routes.length).toBeGreaterThan(40);
    const simulated = routes.filter((route) => /simulated/i.test(route.url));
    expect(simulated.map((route) => `${String(route.method)} ${route.url}`)).toEqual([]);
  });

  it('refuses the self-approved legacy payment from start to end: nothing is paid, no mail goes out', async () => {
    const product = await createProduct(t, { pricePaise: 1_784_900, totalStock: 3 });
    const { shopper, address } = await shopperWithCart(t, product, 1);

    const created = await call(t, endpoints.createLegacyOrder, { headers: shopper.auth, body: { addressId: address.id } });
    expect(created.status).toBe(404);
    expect(created.body).toEqual({ success: false, message: REDIRECT_PAYMENTS_OFF_MESSAGE });

    const orderId = randomUUID();
    // Probed as raw requests: these routes must not exist at all in production.
    for (const url of [
      `/api/shop/order/simulated-approval/${orderId}`,
      `/api/shop/order/simulated-approval/${orderId}/approve`,
      `/api/shop/order/simulated-approval/${orderId}/cancel`,
    ]) {
      for (const method of ['GET', 'POST'] as const) {
        const res = await t.app.inject({
          method,
          url,
          headers: { ...shopper.auth, 'content-type': 'application/x-www-form-urlencoded' },
          payload: method === 'POST' ? '' : undefined,
        });
        expect(res.statusCode, `${method} ${url}`).toBe(404);
        expect(res.headers['content-type']).toContain('application/json');
      }
    }

    const captured = await call(t, endpoints.captureLegacyPayment, {
      headers: shopper.auth,
      body: { paymentId: 'PAYID-SIM-0123456789ABCDEF01234567', payerId: 'SIMPAYER', orderId },
    });
    expect(captured.status).toBe(404);
    expect(captured.body.message).toBe(REDIRECT_PAYMENTS_OFF_MESSAGE);

    const simulatedCard = await call(t, endpoints.simulatedCheckout, {
      headers: shopper.auth,
      body: { providerOrderId: 'order_0123456789', outcome: 'success' },
    });
    expect(simulatedCard.status).toBe(404);

    const theirs = await t.ctx.db.select().from(orders).where(eq(orders.userId, shopper.user.id));
    expect(theirs).toEqual([]);
    expect(await readOutbox(t.dataDir)).toEqual([]);
  });

  it('keeps the legacy calls behind sign-in even when they are off', async () => {
    const res = await call(t, endpoints.createLegacyOrder, { body: { addressId: randomUUID() } });
    expect(res.status).toBe(401);
  });
});

describe('production configuration with PayPal keys', () => {
  it('runs the legacy flow on PayPal only, never on the simulated page', async () => {
    const paypalRoutes: RouteOptions[] = [];
    const withPayPal = await createTestApp(
      { ...productionEnv, PAYPAL_CLIENT_ID: 'live-client', PAYPAL_CLIENT_SECRET: 'live-secret', PAYPAL_ENVIRONMENT: 'production' },
      { onRoute: (route) => paypalRoutes.push(route) },
    );
    try {
      expect(withPayPal.config.redirectPaymentProvider).toBe('paypal');
      expect(withPayPal.ctx.payments?.redirect?.provider).toBe('paypal');
      expect(paypalRoutes.filter((route) => /simulated/i.test(route.url))).toEqual([]);
      expect(paypalRoutes.some((route) => route.url.endsWith('/shop/order/paypal-return'))).toBe(true);
    } finally {
      await withPayPal.close();
    }
  });
});
