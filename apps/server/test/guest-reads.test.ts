import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CATALOG_TAGS } from '../src/domain/catalog/catalog-index/catalog-tags.ts';
import { createProduct } from './factories.ts';
import { createTestApp, type TestApp } from './helpers.ts';

/**
 * A guest's server-rendered page reads the shop's public answers in-process (decision 145): each must be, byte for
 * byte, what the route answers over HTTP, and anything the route would refuse is left to it.
 */
let t: TestApp;
let productId: string;

beforeAll(async () => {
  t = await createTestApp();
  const product = await createProduct(t, { title: 'Guest Read Oud Royale', fragranceType: 'woody', topNotes: ['Saffron'], heartNotes: ['Rose'], baseNotes: ['Oud'] });
  await createProduct(t, { title: 'Guest Read Rose Oud', fragranceType: 'woody', topNotes: ['Saffron'], heartNotes: ['Rose'], baseNotes: ['Oud'] });
  productId = product.id;
  await t.ctx.catalogChanges?.sync();
});
afterAll(async () => {
  await t.close();
});

describe('reads answered in-process for guest pages', () => {
  it('answers each public read with the exact body its route sends, and the tags of what it shows', async () => {
    const urls = [
      `/api/shop/products/get/${productId}`,
      `/api/shop/products/similar/${productId}`,
      `/api/shop/reviews/${productId}`,
      `/api/shop/reviews/${productId}?sort=helpful`,
      '/api/shop/products/get?gender=female&fragranceType=woody,floral&sortBy=title-atoz&limit=12',
      '/api/shop/products/get',
      '/api/shop/search/oud%20royale',
      '/api/common/features/get',
      '/api/auth/session',
      '/api/shop/config',
    ];
    for (const url of urls) {
      const read = await t.app.guestReads.answer(url);
      expect(read, url).toBeDefined();
      // Dropped, so the route computes its answer afresh rather than sending the entry the read just made.
      t.ctx.catalogCache.invalidate();
      const sent = await t.app.inject({ method: 'GET', url });
      expect(sent.statusCode, url).toBe(200);
      expect(read?.status, url).toBe(200);
      expect(read?.body.toString(), url).toBe(sent.body);
    }
    const product = await t.app.guestReads.answer(`/api/shop/products/get/${productId}`);
    expect(product?.tags).toContain(CATALOG_TAGS.product(productId));
    const listing = await t.app.guestReads.answer('/api/shop/products/get?sortBy=title-atoz');
    expect(listing?.tags).toContain(CATALOG_TAGS.listing);
  });

  it('shows a change at once, as the route does', async () => {
    const url = `/api/shop/products/get/${productId}`;
    const before = await t.app.guestReads.answer(url);
    await t.ctx.db.execute(sql`UPDATE products SET title = 'Guest Read Oud Royale Intense' WHERE id = ${productId}`);
    await t.ctx.catalogChanges?.sync();
    const after = await t.app.guestReads.answer(url);
    expect(before?.body.toString()).toContain('"title":"Guest Read Oud Royale"');
    expect(after?.body.toString()).toContain('"title":"Guest Read Oud Royale Intense"');
    expect(after?.body.toString()).toBe((await t.app.inject({ method: 'GET', url })).body);
  });

  it('leaves to the route what it refuses or fails, and every call that is not a guest read', async () => {
    const leftToTheRoute = [
      // Not in the shop: the route answers 404 with its message.
      [`/api/shop/products/get/${randomUUID()}`, 404],
      // Refused by the endpoint's schemas: the route answers 400 with per-field messages.
      ['/api/shop/products/get/not-an-id', 400],
      ['/api/shop/products/get?sortBy=cheapest-first', 400],
      [`/api/shop/reviews/${productId}?sort=loudest`, 400],
      // A NUL character, refused at the door.
      ['/api/shop/search/oud%00', 400],
      // Broken percent-encoding.
      ['/api/shop/search/%E0%A4%A', 400],
      // Not a guest read: the shopper's own cart, an unknown path, another path than the endpoint's.
      ['/api/shop/cart/get', 401],
      ['/api/shop/nothing-here', 404],
      [`/api/shop/products/get/${productId}/`, 405],
    ] as const;
    for (const [url, status] of leftToTheRoute) {
      expect(await t.app.guestReads.answer(url), url).toBeUndefined();
      expect((await t.app.inject({ method: 'GET', url })).statusCode, url).toBe(status);
    }
  });
});
