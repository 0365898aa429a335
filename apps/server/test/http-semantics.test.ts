import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helpers.ts';

describe('HTTP semantics of the API', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it('a wrong method on an existing route answers 405 with the methods it allows', async () => {
    const put = await t.app.inject({ method: 'PUT', url: '/api/shop/products/get' });
    expect(put.statusCode).toBe(405);
    expect(put.headers.allow).toBe('GET, HEAD');
    expect(put.json()).toEqual({ success: false, message: 'PUT is not allowed on /api/shop/products/get; use GET, HEAD' });

    const getLogin = await t.app.inject({ method: 'GET', url: '/api/auth/login' });
    expect(getLogin.statusCode).toBe(405);
    expect(getLogin.headers.allow).toBe('POST');

    // A path with an id: its route's methods.
    const post = await t.app.inject({ method: 'POST', url: '/api/shop/order/details/6b1f1c4e-3c1d-4c52-9d51-1f0a2b3c4d5e' });
    expect(post.statusCode).toBe(405);
    expect(post.headers.allow).toBe('GET, HEAD');
  });

  it('an unknown API path is still 404', async () => {
    const unknown = await t.app.inject({ method: 'GET', url: '/api/no/such/route' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.headers.allow).toBeUndefined();
  });
});
