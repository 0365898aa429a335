import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { productResponseSchema } from '@aurelle/contract';
import { createProduct } from './factories.ts';
import { createTestApp, type TestApp } from './helpers.ts';

/*
 * The catalog's reads go through connections of their own (decision 124): at a sale's start checkouts queue for the
 * main pool behind a hot size's lock, and a shopper's browsing must not wait in that queue. On the embedded database
 * there is one connection for everything, so this is the PostgreSQL server's.
 */
describe.runIf(Boolean(process.env.TEST_DATABASE_URL))("the catalog's own connections", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it('answer a product, a listing and a search while every connection of the main pool is taken', async () => {
    const product = await createProduct(t, { title: 'Saffron Vetiver Held' });
    let release: () => void = () => undefined;
    const released = new Promise<void>((resolve) => (release = resolve));
    let holding = 0;
    let allHeld: () => void = () => undefined;
    const everyConnectionHeld = new Promise<void>((resolve) => (allHeld = resolve));
    // Transactions that keep every connection of the main pool (10) until the shopper's answers are in.
    const holders = Array.from({ length: t.ctx.config.DATABASE_POOL_SIZE }, () =>
      t.ctx.db.transaction(async (tx) => {
        await tx.execute(sql`SELECT 1`);
        holding += 1;
        if (holding === t.ctx.config.DATABASE_POOL_SIZE) allHeld();
        await released;
      }),
    );
    try {
      await everyConnectionHeld;
      // Misses each (nothing asked before): each waits for the index's sync barrier, a round trip to PostgreSQL.
      const [productAnswer, listing, search] = await Promise.all([
        t.app.inject({ method: 'GET', url: `/api/shop/products/get/${product.id}` }),
        t.app.inject({ method: 'GET', url: '/api/shop/products/get?sortBy=price-lowtohigh&limit=12' }),
        t.app.inject({ method: 'GET', url: '/api/shop/search/saffron%20vetiver' }),
      ]);
      expect(holding).toBe(t.ctx.config.DATABASE_POOL_SIZE);
      expect(productAnswer.statusCode, productAnswer.body).toBe(200);
      expect(productResponseSchema.parse(productAnswer.json()).data.title).toBe('Saffron Vetiver Held');
      expect(listing.statusCode, listing.body).toBe(200);
      expect((listing.json() as { data: Array<{ id: string }> }).data.map((each) => each.id)).toContain(product.id);
      expect(search.statusCode, search.body).toBe(200);
      expect((search.json() as { data: Array<{ id: string }> }).data.map((each) => each.id)).toEqual([product.id]);
    } finally {
      release();
      await Promise.all(holders);
    }
  });
});
