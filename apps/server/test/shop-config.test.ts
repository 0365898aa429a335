import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { endpoints } from '@aurelle/contract';
import { bodyOf, call, createTestApp, json, type TestApp } from './helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    SHOP_NAME: 'Maison Test',
    SHOP_PHONE: '+91 80 1234 5678',
    SHOP_EMAIL: 'hello@maison.example',
    SHOP_ADDRESS: '1 MG Road, Bengaluru 560001, India',
  });
});
afterAll(async () => {
  await t.close();
});

describe('GET /api/shop/config', () => {
  it('answers the configured shop name, tagline and contact details to anyone', async () => {
    const res = await call(t, endpoints.getShopConfig);
    expect(bodyOf(res, 200)).toEqual({
      success: true,
      shopName: 'Maison Test',
      tagline: 'The Essence of Luxury',
      phone: '+91 80 1234 5678',
      email: 'hello@maison.example',
      address: '1 MG Road, Bengaluru 560001, India',
      // No PayPal keys outside production: the simulated redirect provider stands in.
      redirectPayment: 'simulated',
    });
  });

  it('exposes nothing beyond the public allow-list', async () => {
    const res = await call(t, endpoints.getShopConfig);
    // Checked on the answer as sent, not as the contract parses it.
    expect(Object.keys(res.response.json()).sort()).toEqual([
      'address',
      'email',
      'phone',
      'redirectPayment',
      'shopName',
      'success',
      'tagline',
    ]);
    expect(res.response.body).not.toContain(t.config.JWT_SECRET);
  });

  it('falls back to the demo defaults when nothing is configured', async () => {
    const defaults = await createTestApp();
    try {
      const body = bodyOf(await call(defaults, endpoints.getShopConfig), 200);
      expect(body).toMatchObject({ success: true, shopName: 'Aurelle', tagline: 'The Essence of Luxury' });
      expect(body.phone.length).toBeGreaterThan(0);
    } finally {
      await defaults.close();
    }
  });

  it('answers 405 with the error shape and Allow to other methods', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/shop/config', payload: {} });
    expect(res.statusCode).toBe(405);
    expect(res.headers.allow).toBe('GET, HEAD');
    expect(json(res)).toMatchObject({ success: false });
  });
});
