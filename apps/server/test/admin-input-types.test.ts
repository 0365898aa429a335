import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { endpoints } from '@aurelle/contract';
import { createAccount } from './backoffice-factories.ts';
import { productInput } from './catalog-helpers.ts';
import { bodyOf, call, createTestApp, type TestApp } from './helpers.ts';

/*
 * Bad input on the admin API: numbers must be numbers (a form may send digits as text, nothing else), and
 * a page or page size out of range says what is wrong and what is right.
 */

let t: TestApp;
let admin: Awaited<ReturnType<typeof createAccount>>;

beforeAll(async () => {
  t = await createTestApp();
  admin = await createAccount(t, { role: 'admin' });
});
afterAll(async () => {
  await t.close();
});

async function postProduct(body: Record<string, unknown>) {
  return t.app.inject({
    method: 'POST',
    url: endpoints.addProduct.path,
    headers: { ...admin.auth, 'content-type': 'application/json' },
    payload: { ...productInput(), ...body },
  });
}

describe('numbers on the admin product API', () => {
  it('refuses stock that is not a number instead of saving 0 or 1, and a price that is not a number', async () => {
    const before = bodyOf(await call(t, endpoints.listAdminProducts, { headers: admin.auth }), 200).data.length;
    for (const [field, value, message] of [
      ['totalStock', '', 'Total stock must be a number'],
      ['totalStock', [], 'Total stock must be a number'],
      ['totalStock', true, 'Total stock must be a number'],
      ['totalStock', '12abc', 'Total stock must be a number'],
      ['totalStock', '2.5', 'Total stock must be a whole number'],
      ['price', true, 'Price must be a number'],
      ['price', [], 'Price must be a number'],
    ] as const) {
      const res = await postProduct({ [field]: value });
      expect(res.statusCode, `${field}=${JSON.stringify(value)}`).toBe(400);
      expect((res.json() as { errors?: Record<string, string[]> }).errors?.[field], `${field}=${JSON.stringify(value)}`).toContain(message);
    }
    expect(bodyOf(await call(t, endpoints.listAdminProducts, { headers: admin.auth }), 200).data).toHaveLength(before);
  });

  it('takes digits sent as text, as a form does', async () => {
    const res = await postProduct({ totalStock: '12', price: '4999' });
    expect(res.statusCode).toBe(201);
    expect((res.json() as { data: { totalStock: number; price: number } }).data).toMatchObject({ totalStock: 12, price: 4999 });
  });
});

describe('page and page size', () => {
  it('say what is wrong and what is right on every list', async () => {
    for (const [path, query, field, message] of [
      [endpoints.listUsers.path, 'page=1.5', 'page', 'page must be a whole number from 1 to 100000'],
      [endpoints.listUsers.path, 'page=100001', 'page', 'page must be a whole number from 1 to 100000'],
      [endpoints.listUsers.path, 'limit=0', 'limit', 'limit must be a whole number from 1 to 100'],
      [endpoints.listAdminOrders.path, 'page=0', 'page', 'page must be a whole number from 1 to 100000'],
      [endpoints.listAdminOrders.path, 'page=abc', 'page', 'page must be a whole number from 1 to 100000'],
      [endpoints.listProducts.path, 'limit=0', 'limit', 'limit must be a whole number from 1 to 100'],
      [endpoints.listProducts.path, 'page=1.5', 'page', 'page must be a whole number from 1 to 10000'],
    ] as const) {
      const res = await t.app.inject({ method: 'GET', url: `${path}?${query}`, headers: admin.auth });
      expect(res.statusCode, `${path}?${query}`).toBe(400);
      expect((res.json() as { errors?: Record<string, string[]> }).errors?.[field], `${path}?${query}`).toContain(message);
    }
  });
});

describe('images from other websites (decision 085)', () => {
  it('accepts an image on another website, which every page’s CSP then allows', async () => {
    const external = await postProduct({ image: 'https://cdn.maison.example/oud-royale.webp' });
    expect(external.statusCode).toBe(201);
    const feature = await call(t, endpoints.addFeatureImage, {
      headers: admin.auth,
      body: { image: 'https://cdn.maison.example/hero.jpg' },
    });
    expect(feature.status).toBe(201);
    const page = await t.app.inject({ method: 'GET', url: '/shop/home' });
    expect(page.headers['content-security-policy']).toMatch(/img-src [^;]*https:/);
    // Anything but an image address is still refused.
    const script = await postProduct({ image: 'javascript:alert(1)' });
    expect(script.statusCode).toBe(400);
  });
});
