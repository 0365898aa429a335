import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { endpoints, MAX_WISHLIST_ITEMS, WISHLIST_FULL_MESSAGE } from '@aurelle/contract';
import { products, wishlistItems } from '../src/db/schema/index.ts';
import { createProduct } from './factories.ts';
import { call, createTestApp, createUser, expectStatus, type TestApp } from './helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

type Shopper = Awaited<ReturnType<typeof createUser>>;
const save = (shopper: Shopper, productId: string) => call(t, endpoints.addToWishlist, { headers: shopper.auth, body: { productId } });
const unsave = (shopper: Shopper, productId: string) =>
  call(t, endpoints.removeFromWishlist, { headers: shopper.auth, params: { productId } });
const savedIds = async (shopper: Shopper) => {
  const res = await call(t, endpoints.listWishlist, { headers: shopper.auth });
  expectStatus(res, 200);
  return res.body.data.map((item) => item.product.id);
};
/** Saves `count` fresh products straight in the database (for the limit). */
async function fillWishlist(shopper: Shopper, count: number) {
  for (let i = 0; i < count; i += 1) {
    const product = await createProduct(t);
    await t.ctx.db
      .insert(wishlistItems)
      .values({ userId: shopper.user.id, productId: product.id, createdAt: new Date(Date.now() - 60_000 + i) });
  }
}

describe('wishlist', () => {
  it('answers 401 to a guest for every call', async () => {
    const product = await createProduct(t);
    expect((await call(t, endpoints.listWishlist)).status).toBe(401);
    expect((await call(t, endpoints.addToWishlist, { body: { productId: product.id } })).status).toBe(401);
    expect((await call(t, endpoints.removeFromWishlist, { params: { productId: product.id } })).status).toBe(401);
  });

  it('saves products newest first with the product as the shop shows it; saving one twice keeps one', async () => {
    const shopper = await createUser(t);
    const rose = await createProduct(t, { title: 'Rose Route', pricePaise: 450_000, salePricePaise: 399_900 });
    const oud = await createProduct(t, { title: 'Oud Nocturne' });

    const first = await save(shopper, rose.id);
    expectStatus(first, 200);
    expect(first.body.message).toBe('Saved to your wishlist');
    expect(first.body.data).toHaveLength(1);
    expect(first.body.data[0]?.product).toMatchObject({ id: rose.id, title: 'Rose Route', price: 4500, salePrice: 3999 });

    expectStatus(await save(shopper, oud.id), 200);
    const again = await save(shopper, rose.id);
    expectStatus(again, 200);
    expect(again.body.data.map((item) => item.product.title)).toEqual(['Oud Nocturne', 'Rose Route']);
    expect(await savedIds(shopper)).toEqual([oud.id, rose.id]);
  });

  it('keeps each shopper to their own list', async () => {
    const [meera, arjun] = [await createUser(t), await createUser(t)];
    const product = await createProduct(t);
    expectStatus(await save(meera, product.id), 200);
    expect(await savedIds(arjun)).toEqual([]);
    expectStatus(await unsave(arjun, product.id), 200);
    expect(await savedIds(meera)).toEqual([product.id]);
  });

  it('removes a product, and removing one that is not saved changes nothing', async () => {
    const shopper = await createUser(t);
    const [kept, dropped] = [await createProduct(t), await createProduct(t)];
    await save(shopper, kept.id);
    await save(shopper, dropped.id);
    const removed = await unsave(shopper, dropped.id);
    expectStatus(removed, 200);
    expect(removed.body).toMatchObject({ message: 'Removed from your wishlist' });
    expect(removed.body.data.map((item) => item.product.id)).toEqual([kept.id]);
    const again = await unsave(shopper, dropped.id);
    expectStatus(again, 200);
    expect(again.body.data.map((item) => item.product.id)).toEqual([kept.id]);
  });

  it('refuses an unknown product with a 404 and a malformed id with a 400, saving nothing', async () => {
    const shopper = await createUser(t);
    const unknown = await save(shopper, '0b0e3a52-0f57-4c3c-9d1e-3a2b1c0d9e8f');
    expect(unknown.status).toBe(404);
    expect(unknown.body).toMatchObject({ success: false, reason: { code: 'NOT_FOUND', resource: 'product' } });
    const malformedId = await call(t, endpoints.addToWishlist, { headers: shopper.auth, body: { productId: 'not-an-id' } });
    expect(malformedId.status).toBe(400);
    expect(malformedId.body).toMatchObject({ success: false, message: expect.stringContaining('Invalid id') });
    const badParam = await call(t, endpoints.removeFromWishlist, { headers: shopper.auth, params: { productId: 'x' } });
    expect(badParam.status).toBe(400);
    expect(await savedIds(shopper)).toEqual([]);
  });

  it(`holds at most ${MAX_WISHLIST_ITEMS} products, also when several saves race, and refuses the next with a reason`, async () => {
    const shopper = await createUser(t);
    await fillWishlist(shopper, MAX_WISHLIST_ITEMS - 2);
    const contenders = await Promise.all(Array.from({ length: 5 }, () => createProduct(t)));
    const answers = await Promise.all(contenders.map((product) => save(shopper, product.id)));
    expect(answers.filter((res) => res.status === 200)).toHaveLength(2);
    const refused = answers.filter((res) => res.status === 400);
    expect(refused).toHaveLength(3);
    for (const res of refused)
      expect(res.body).toMatchObject({ message: WISHLIST_FULL_MESSAGE, reason: { code: 'WISHLIST_FULL', limit: MAX_WISHLIST_ITEMS } });
    expect(await savedIds(shopper)).toHaveLength(MAX_WISHLIST_ITEMS);

    // A product already saved is still "saved" at the limit: nothing to refuse.
    const [alreadySaved] = await savedIds(shopper);
    if (!alreadySaved) throw new Error('expected a saved product');
    expectStatus(await save(shopper, alreadySaved), 200);
  });

  it('drops a product from every wishlist when the product is deleted', async () => {
    const shopper = await createUser(t);
    const product = await createProduct(t);
    await save(shopper, product.id);
    await t.ctx.db.delete(products).where(eq(products.id, product.id));
    expect(await savedIds(shopper)).toEqual([]);
  });
});
