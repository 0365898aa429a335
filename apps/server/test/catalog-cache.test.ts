import pg from 'pg';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { productResponseSchema, listProductsResponseSchema, type Product } from '@aurelle/contract';
import { createRuntime, type Runtime } from '../src/bootstrap.ts';
import { queryRows } from '../src/db/client.ts';
import { products } from '../src/db/schema/index.ts';
import { buildApp } from '../src/http/app.ts';
import { productInput } from './catalog-helpers.ts';
import { createProduct, setStock } from './factories.ts';
import { shopperWithCart } from './checkout-helpers.ts';
import { createUser, type TestApp, createTestApp } from './helpers.ts';

/*
 * Part 5 (docs/decisions/062): shop catalog reads come from an in-process cache with ETag/304, dropped on
 * every catalog write: by this instance's own writes, by any committed SQL (the database notifies), by another
 * instance's writes on the same PostgreSQL database; never served while notifications may be missed.
 */
let t: TestApp;
let admin: Awaited<ReturnType<typeof createUser>>;
let product: Product;

beforeAll(async () => {
  t = await createTestApp();
  admin = await createUser(t, { role: 'admin' });
  const created = await t.app.inject({
    method: 'POST',
    url: '/api/admin/products/add',
    headers: admin.auth,
    payload: productInput({ title: 'Cache Amber', price: 5000, totalStock: 12 }),
  });
  expect(created.statusCode, created.body).toBe(201);
  product = (created.json() as { data: Product }).data;
});
afterAll(async () => {
  await t.close();
});

const listingUrl = '/api/shop/products/get?sortBy=price-lowtohigh&limit=100';

async function listed(app: FastifyInstance = t.app): Promise<Product | undefined> {
  const response = await app.inject({ method: 'GET', url: listingUrl });
  expect(response.statusCode).toBe(200);
  return listProductsResponseSchema.parse(response.json()).data.find((row) => row.id === product.id);
}

async function shown(app: FastifyInstance = t.app): Promise<Product> {
  const response = await app.inject({ method: 'GET', url: `/api/shop/products/get/${product.id}` });
  expect(response.statusCode).toBe(200);
  return productResponseSchema.parse(response.json()).data;
}

/** Checkout's create-order, which reserves the cart's stock; answers the status. */
async function placeOrder(auth: Record<string, string>, addressId: string): Promise<number> {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/shop/payment/razorpay/create-order',
    headers: auth,
    payload: { addressId },
  });
  return response.statusCode;
}

/** The admin's edit form sent back with a new price (the stock as it is now). */
async function editPrice(price: number): Promise<void> {
  const [current] = await t.ctx.db.select().from(products).where(eq(products.id, product.id));
  const edited = await t.app.inject({
    method: 'PUT',
    url: `/api/admin/products/edit/${product.id}`,
    headers: admin.auth,
    payload: productInput({ title: product.title, image: product.image, totalStock: current?.totalStock ?? 0, price }),
  });
  expect(edited.statusCode, edited.body).toBe(200);
}

describe('cached catalog reads', () => {
  it('answer with an ETag and a revalidate-always Cache-Control; a matching If-None-Match gets 304 without a body', async () => {
    const first: LightMyRequestResponse = await t.app.inject({ method: 'GET', url: listingUrl });
    expect(first.statusCode).toBe(200);
    const etag = first.headers['etag'];
    expect(etag).toMatch(/^W\/".+"$/);
    expect(first.headers['cache-control']).toBe('public, max-age=0, must-revalidate');
    expect(first.headers['content-type']).toContain('application/json');

    const again = await t.app.inject({ method: 'GET', url: listingUrl, headers: { 'if-none-match': String(etag) } });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    // The same filters in another order are the same answer.
    const reordered = await t.app.inject({ method: 'GET', url: '/api/shop/products/get?limit=100&sortBy=price-lowtohigh' });
    expect(reordered.headers['etag']).toBe(etag);
    expect(reordered.body).toBe(first.body);
  });

  it("show the admin's new price at once, and the old ETag no longer matches", async () => {
    const before = await t.app.inject({ method: 'GET', url: listingUrl });
    expect((await listed())?.price).toBe(5000);
    await editPrice(4200);
    expect((await listed())?.price).toBe(4200);
    expect((await shown()).price).toBe(4200);
    const revalidated = await t.app.inject({
      method: 'GET',
      url: listingUrl,
      headers: { 'if-none-match': String(before.headers['etag']) },
    });
    expect(revalidated.statusCode).toBe(200);
  });

  it('show the stock a purchase left at once', async () => {
    expect((await shown()).totalStock).toBe(12);
    const { shopper, address } = await shopperWithCart(t, product, 2);
    expect(await placeOrder(shopper.auth, address.id)).toBe(200);
    expect((await shown()).totalStock).toBe(10);
    expect((await listed())?.totalStock).toBe(10);
  });

  it("keep their cached answers through a shopper's cart and wishlist writes, which change no product", async () => {
    // Asked for twice: the cache keeps an answer from its second ask (decision 116).
    await shown();
    await shown();
    const cachedEntries = t.ctx.catalogCache.size;
    expect(cachedEntries).toBeGreaterThan(0);
    const { shopper } = await shopperWithCart(t, product, 1);
    const saved = await t.app.inject({
      method: 'POST',
      url: '/api/shop/wishlist/add',
      headers: shopper.auth,
      payload: { productId: product.id },
    });
    expect(saved.statusCode).toBe(200);
    expect(t.ctx.catalogCache.size).toBe(cachedEntries);
  });

  it('follow a write made outside any request (a job, another process) as soon as the database notifies', async () => {
    await shown();
    await setStock(t, product.id, 3);
    await expect.poll(async () => (await shown()).totalStock, { timeout: 2000, interval: 20 }).toBe(3);
    await expect.poll(async () => (await listed())?.totalStock, { timeout: 2000, interval: 20 }).toBe(3);
  });
});

const serverUrl = process.env.TEST_DATABASE_URL;

describe.skipIf(!serverUrl)('two instances on one PostgreSQL database', () => {
  let other: { app: FastifyInstance; runtime: Runtime };
  let databaseName: string;
  beforeAll(async () => {
    const [row] = await queryRows<{ name: string }>(t.ctx.db, sql`SELECT current_database() AS name`);
    databaseName = row?.name ?? '';
    const url = new URL(serverUrl ?? '');
    url.pathname = `/${databaseName}`;
    const runtime = await createRuntime(t.config, { databaseUrl: url.toString(), log: t.ctx.log });
    other = { app: await buildApp(runtime.ctx), runtime };
    await other.app.ready();
  });
  afterAll(async () => {
    await other.app.close();
    await other.runtime.close();
  });

  it("the other instance shows an admin's edit and a purchase made on this one", async () => {
    const warm = await shown(other.app);
    await editPrice(warm.price + 100);
    await expect.poll(async () => (await shown(other.app)).price, { timeout: 2000, interval: 20 }).toBe(warm.price + 100);
    await expect.poll(async () => (await listed(other.app))?.price, { timeout: 2000, interval: 20 }).toBe(warm.price + 100);

    const { shopper, address } = await shopperWithCart(t, product, 1);
    expect(await placeOrder(shopper.auth, address.id)).toBe(200);
    await expect.poll(async () => (await shown(other.app)).totalStock, { timeout: 2000, interval: 20 }).toBe(warm.totalStock - 1);
  });

  it("shows a change on the other instance's next miss at once, and keeps its answers that do not show the product", async () => {
    const bystander = await createProduct(t, { title: 'Bystander Vetiver', totalStock: 9 });
    await other.runtime.ctx.catalogChanges?.sync();
    const bystanderKey = `product:${bystander.id}`;
    for (let ask = 0; ask < 2; ask += 1) {
      expect((await other.app.inject({ method: 'GET', url: `/api/shop/products/get/${bystander.id}` })).statusCode).toBe(200);
    }
    expect(other.runtime.ctx.catalogCache.has(bystanderKey)).toBe(true);

    const warm = await shown(other.app);
    await editPrice(warm.price + 7);
    // No waiting: a listing the other instance has not cached reads its index after a sync with the database.
    const fresh = await other.app.inject({
      method: 'GET',
      url: `/api/shop/products/get?sortBy=price-lowtohigh&limit=${90 + Math.floor(Math.random() * 9)}`,
    });
    expect(listProductsResponseSchema.parse(fresh.json()).data.find((row) => row.id === product.id)?.price).toBe(warm.price + 7);
    await expect.poll(async () => (await shown(other.app)).price, { timeout: 2000, interval: 20 }).toBe(warm.price + 7);
    expect(other.runtime.ctx.catalogCache.has(bystanderKey)).toBe(true);
  });

  it('serves uncached while its listening connection is down, and caches again once it is back', async () => {
    await shown(other.app);
    await shown(other.app);
    expect(other.runtime.ctx.catalogCache.size).toBeGreaterThan(0);
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    try {
      const killed = await admin.query(
        `SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = $1 AND query ILIKE 'LISTEN%'`,
        [databaseName],
      );
      expect(killed.rowCount).toBe(2); // one listener per instance
    } finally {
      await admin.end();
    }
    // Not live: nothing is kept, so a change is seen at once even though no notification can arrive.
    await expect.poll(() => other.runtime.ctx.catalogCache.size, { timeout: 2000, interval: 20 }).toBe(0);
    await shown(other.app);
    // …and back within the 1 s retry: answers are cached again and still follow writes.
    await expect
      .poll(
        async () => {
          await shown(other.app);
          return other.runtime.ctx.catalogCache.size;
        },
        { timeout: 5000, interval: 100 },
      )
      .toBeGreaterThan(0);
    await setStock(t, product.id, 7);
    await expect.poll(async () => (await shown(other.app)).totalStock, { timeout: 2000, interval: 20 }).toBe(7);
  });
});
