import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { cartFromResponse, endpoints, MAX_CART_LINES, type AddToCartRequest, type Cart, type UpdateCartRequest } from '@aurelle/contract';
import { products } from '../src/db/schema/index.ts';
import { bodyOf, call, createTestApp, createUser, malformed, type TestApp } from './helpers.ts';
import { createProduct, defaultVariantId } from './factories.ts';

/** Without a size the default one (100 ml, generated SKU) is meant. */
const sizeOf = (product: Awaited<ReturnType<typeof createProduct>>) => ({
  variantId: defaultVariantId(product),
  variantLabel: '100 ml',
  sku: product.variants[0]?.sku,
});

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

type Shopper = Awaited<ReturnType<typeof createUser>>;
const headersOf = (shopper: Shopper | undefined) => shopper?.auth ?? {};
const getCart = (shopper: Shopper | undefined) => call(t, endpoints.getCart, { headers: headersOf(shopper) });
const add = (shopper: Shopper | undefined, body: AddToCartRequest) => call(t, endpoints.addToCart, { headers: headersOf(shopper), body });
const update = (shopper: Shopper | undefined, body: UpdateCartRequest) =>
  call(t, endpoints.updateCart, { headers: headersOf(shopper), body });
const removeItem = (shopper: Shopper | undefined, productId: string) =>
  call(t, endpoints.removeFromCart, { params: { productId }, headers: headersOf(shopper) });
const clearCart = (shopper: Shopper | undefined) => call(t, endpoints.clearCart, { headers: headersOf(shopper) });
const cartOf = (res: Awaited<ReturnType<typeof getCart>>) => cartFromResponse(bodyOf(res, 200));

describe('cart', () => {
  it('answers 401 to anonymous calls on every cart route', async () => {
    const product = await createProduct(t);
    const calls = [
      getCart(undefined),
      add(undefined, { productId: product.id, quantity: 1 }),
      update(undefined, { productId: product.id, quantity: 1 }),
      removeItem(undefined, product.id),
      clearCart(undefined),
    ];
    for (const res of await Promise.all(calls)) {
      expect(res.status).toBe(401);
      expect(res.body.success).toBe(false);
    }
  });

  it('starts empty, adds lines with the product snapshot and totals on the server with the sale price', async () => {
    const shopper = await createUser(t);
    const empty = await getCart(shopper);
    expect(empty.status).toBe(200);
    expect(cartOf(empty)).toEqual({ items: [], totalAmount: 0 });

    const onSale = await createProduct(t, { pricePaise: 450_000, salePricePaise: 399_950, totalStock: 5, title: 'Oud Royale' });
    const regular = await createProduct(t, { pricePaise: 120_050, totalStock: 8 });
    const first = await add(shopper, { productId: onSale.id, quantity: 2 });
    expect(first.status).toBe(200);
    expect(first.body.message).toBe('Oud Royale has been added to your cart');
    await add(shopper, { productId: regular.id });

    const cart = cartOf(await getCart(shopper));
    expect(cart.items).toEqual([
      {
        productId: onSale.id,
        ...sizeOf(onSale),
        title: 'Oud Royale',
        image: onSale.image,
        price: 4500,
        salePrice: 3999.5,
        totalStock: 5,
        quantity: 2,
      },
      {
        productId: regular.id,
        ...sizeOf(regular),
        title: regular.title,
        image: regular.image,
        price: 1200.5,
        salePrice: 0,
        totalStock: 8,
        quantity: 1,
      },
    ]);
    // 2 × 3,999.50 + 1 × 1,200.50
    expect(cart.totalAmount).toBe(9199.5);
  });

  it('adds to an existing line and refuses to go above the stock, counting what is already in the cart', async () => {
    const shopper = await createUser(t);
    const product = await createProduct(t, { totalStock: 3 });
    expect((await add(shopper, { productId: product.id, quantity: 2 })).status).toBe(200);
    const tooMany = await add(shopper, { productId: product.id, quantity: 2 });
    expect(tooMany.status).toBe(400);
    expect(tooMany.body).toMatchObject({
      success: false,
      message: 'Only 3 items available in stock',
      reason: { code: 'STOCK_LIMIT', available: 3 },
    });
    const plusOne = await add(shopper, { productId: product.id, quantity: 1 });
    expect(cartOf(plusOne).items[0]?.quantity).toBe(3);
    const oneMore = await add(shopper, { productId: product.id, quantity: 1 });
    expect(oneMore.body.message).toBe('Only 3 items available in stock');
  });

  it.each([
    ['zero', 0, 'Quantity must be at least 1'],
    ['negative', -2, 'Quantity must be at least 1'],
    ['fractional', 1.5, 'Quantity must be a whole number'],
    ['huge', 1_000_000_000, 'Quantity must be at most 99'],
    ['a string', '2', 'Quantity must be a number'],
    ['null', null, 'Quantity must be a number'],
  ])('refuses a %s quantity with 400 and a clear message (add and update)', async (_label, quantity, message) => {
    const shopper = await createUser(t);
    const product = await createProduct(t);
    await add(shopper, { productId: product.id, quantity: 1 });
    for (const res of [
      await add(shopper, malformed({ productId: product.id, quantity })),
      await update(shopper, malformed({ productId: product.id, quantity })),
    ]) {
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ success: false, message, errors: { quantity: [message] } });
    }
    expect(cartOf(await getCart(shopper)).items[0]?.quantity).toBe(1);
  });

  it('refuses unknown, malformed, deleted and out-of-stock products', async () => {
    const shopper = await createUser(t);
    const unknown = await add(shopper, { productId: '00000000-0000-4000-8000-000000000000', quantity: 1 });
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toBe('Product not found');

    const badId = await add(shopper, { productId: 'not-a-uuid', quantity: 1 });
    expect(badId.status).toBe(400);
    expect(badId.body.message).toBe('Invalid id');

    const soldOut = await createProduct(t, { totalStock: 0 });
    const refused = await add(shopper, { productId: soldOut.id, quantity: 1 });
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe('This product is out of stock');

    const deleted = await createProduct(t);
    await add(shopper, { productId: deleted.id, quantity: 1 });
    await t.ctx.db.delete(products).where(eq(products.id, deleted.id));
    expect(cartOf(await getCart(shopper)).items).toEqual([]);
    expect((await add(shopper, { productId: deleted.id, quantity: 1 })).status).toBe(404);
  });

  it('updates a line to an exact quantity within stock and 404s a line that is not in the cart', async () => {
    const shopper = await createUser(t);
    const product = await createProduct(t, { totalStock: 4, pricePaise: 100_000 });
    await add(shopper, { productId: product.id, quantity: 1 });
    const updated = await update(shopper, { productId: product.id, quantity: 4 });
    expect(updated.status).toBe(200);
    expect(cartOf(updated)).toMatchObject({ items: [{ quantity: 4 }], totalAmount: 4000 });

    const above = await update(shopper, { productId: product.id, quantity: 5 });
    expect(above.status).toBe(400);
    expect(above.body).toMatchObject({ message: 'Only 4 items available in stock', reason: { code: 'STOCK_LIMIT', available: 4 } });

    const other = await createProduct(t);
    const missing = await update(shopper, { productId: other.id, quantity: 1 });
    expect(missing.status).toBe(404);
    expect(missing.body).toMatchObject({ reason: { code: 'NOT_FOUND', resource: 'cart-item' } });
    expect(missing.body.message).toBe('Cart item not found');
  });

  it('deletes a line, then 404s the same delete; clear empties the cart', async () => {
    const shopper = await createUser(t);
    const [a, b] = [await createProduct(t), await createProduct(t)];
    await add(shopper, { productId: a.id, quantity: 1 });
    await add(shopper, { productId: b.id, quantity: 2 });
    const removed = await removeItem(shopper, a.id);
    expect(removed.status).toBe(200);
    expect(removed.body.message).toBe('Cart item is deleted successfully');
    expect(cartOf(removed).items.map((item) => item.productId)).toEqual([b.id]);
    expect((await removeItem(shopper, a.id)).status).toBe(404);

    const cleared = await clearCart(shopper);
    expect(cleared.status).toBe(200);
    expect(cartOf(cleared)).toEqual({ items: [], totalAmount: 0 });
  });

  it("never shows or changes someone else's cart", async () => {
    const [alice, bob] = [await createUser(t), await createUser(t)];
    const product = await createProduct(t);
    await add(alice, { productId: product.id, quantity: 2 });
    expect(cartOf(await getCart(bob)).items).toEqual([]);
    expect((await removeItem(bob, product.id)).status).toBe(404);
    await clearCart(bob);
    // a userId in the body is ignored: the cart is always the signed-in user's
    await add(bob, malformed({ productId: product.id, quantity: 1, userId: alice.user.id }));
    const aliceCart: Cart = cartOf(await getCart(alice));
    expect(aliceCart.items[0]?.quantity).toBe(2);
  });

  it(`caps the cart at ${MAX_CART_LINES} distinct items`, async () => {
    const shopper = await createUser(t);
    const many = await Promise.all(Array.from({ length: MAX_CART_LINES + 1 }, () => createProduct(t)));
    for (const product of many.slice(0, MAX_CART_LINES)) {
      expect((await add(shopper, { productId: product.id, quantity: 1 })).status).toBe(200);
    }
    const last = many[MAX_CART_LINES];
    if (!last) throw new Error('missing product');
    const refused = await add(shopper, { productId: last.id, quantity: 1 });
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe(`Your cart can hold up to ${MAX_CART_LINES} different items`);
    // adding more of a line already in the cart is still fine
    const first = many[0];
    if (!first) throw new Error('missing product');
    expect((await add(shopper, { productId: first.id, quantity: 1 })).status).toBe(200);
  });

  it('keeps concurrent adds of the same product within stock', async () => {
    const shopper = await createUser(t);
    const product = await createProduct(t, { totalStock: 5 });
    const results = await Promise.all(Array.from({ length: 8 }, () => add(shopper, { productId: product.id, quantity: 1 })));
    expect(results.filter((res) => res.status === 200)).toHaveLength(5);
    expect(cartOf(await getCart(shopper)).items[0]?.quantity).toBe(5);
  });
});
