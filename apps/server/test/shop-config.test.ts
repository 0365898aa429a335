import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { shopConfigResponseSchema } from '@aurelle/contract';
import { createTestApp, json, type TestApp } from './helpers.ts';

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
    const res = await t.app.inject({ method: 'GET', url: '/api/shop/config' });
    expect(res.statusCode).toBe(200);
    const body = json(res);
    expect(shopConfigResponseSchema.parse(body)).toEqual({
      success: true,
      shopName: 'Maison Test',
      tagline: 'The Essence of Luxury',
      phone: '+91 80 1234 5678',
      email: 'hello@maison.example',
      address: '1 MG Road, Bengaluru 560001, India',
    });
  });

  it('exposes nothing beyond the public allow-list', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/shop/config' });
    expect(Object.keys(json(res)).sort()).toEqual(['address', 'email', 'phone', 'shopName', 'success', 'tagline']);
    expect(res.body).not.toContain(t.config.JWT_SECRET);
  });

  it('falls back to the demo defaults when nothing is configured', async () => {
    const defaults = await createTestApp();
    try {
      const res = await defaults.app.inject({ method: 'GET', url: '/api/shop/config' });
      expect(json(res)).toMatchObject({ success: true, shopName: 'Aurelle', tagline: 'The Essence of Luxury' });
      expect(json<{ phone: string }>(res).phone.length).toBeGreaterThan(0);
    } finally {
      await defaults.close();
    }
  });

  it('answers 404 with the error shape to other methods', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/shop/config', payload: {} });
    expect(res.statusCode).toBe(404);
    expect(json(res)).toMatchObject({ success: false });
  });
});
