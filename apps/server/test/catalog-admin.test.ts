import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { Product } from '@aurelle/contract';
import { cartItems, orderItems, orders, products } from '../src/db/schema/index.ts';
import { createOrder } from './backoffice-factories.ts';
import { multipartFile, productInput } from './catalog-helpers.ts';
import { createProduct } from './factories.ts';
import { createTestApp, createUser, json, type TestApp } from './helpers.ts';

let t: TestApp;
let admin: Awaited<ReturnType<typeof createUser>>;
let customer: Awaited<ReturnType<typeof createUser>>;

beforeAll(async () => {
  t = await createTestApp();
  admin = await createUser(t, { role: 'admin' });
  customer = await createUser(t);
});
afterAll(async () => {
  await t.close();
});

const UNKNOWN_ID = '7d0c1c7e-4a1b-4f7e-8d5e-2b9a0c3d4e5f';

type Body = { success: boolean; message: string; data: Product; errors?: Record<string, string[]> };

async function addProduct(body: unknown, headers = admin.auth) {
  const res = await t.app.inject({ method: 'POST', url: '/api/admin/products/add', payload: body as object, headers });
  return { status: res.statusCode, body: json<Body>(res) };
}

describe('every admin catalog route', () => {
  it('answers 401 to anonymous callers and 403 to customers', async () => {
    const product = await createProduct(t);
    const upload = multipartFile('my_file', 'a.png', 'image/png', Buffer.from('not checked before auth'));
    const routes: Array<{
      method: 'GET' | 'POST' | 'PUT' | 'DELETE';
      url: string;
      payload?: object | Buffer;
      headers?: Record<string, string>;
    }> = [
      { method: 'POST', url: '/api/admin/products/add', payload: productInput() },
      { method: 'GET', url: '/api/admin/products/get' },
      { method: 'PUT', url: `/api/admin/products/edit/${product.id}`, payload: productInput() },
      { method: 'DELETE', url: `/api/admin/products/delete/${product.id}` },
      { method: 'POST', url: '/api/admin/products/upload-image', payload: upload.payload, headers: upload.headers },
      { method: 'POST', url: '/api/common/features/add', payload: { image: '/uploads/images/x-800.webp' } },
      { method: 'DELETE', url: `/api/common/features/delete/${UNKNOWN_ID}` },
      // Bad bodies and ids too: who is calling is decided before anything is validated.
      { method: 'POST', url: '/api/admin/products/add', payload: { price: -1 } },
      { method: 'PUT', url: '/api/admin/products/edit/123', payload: {} },
      { method: 'DELETE', url: '/api/admin/products/delete/123' },
      { method: 'POST', url: '/api/common/features/add', payload: {} },
      { method: 'DELETE', url: '/api/common/features/delete/123' },
    ];
    for (const route of routes) {
      const anonymous = await t.app.inject({ method: route.method, url: route.url, payload: route.payload, headers: route.headers });
      expect(anonymous.statusCode, `${route.method} ${route.url}`).toBe(401);
      expect(json(anonymous).success).toBe(false);
      const forbidden = await t.app.inject({
        method: route.method,
        url: route.url,
        payload: route.payload,
        headers: { ...route.headers, ...customer.auth },
      });
      expect(forbidden.statusCode, `${route.method} ${route.url}`).toBe(403);
      expect(json(forbidden)).toEqual({ success: false, message: 'Admin access required' });
    }
    // Nothing changed on the way.
    const still = await t.app.inject({ method: 'GET', url: `/api/shop/products/get/${product.id}` });
    expect(still.statusCode).toBe(200);
  });
});

describe('POST /api/admin/products/add', () => {
  it('adds a product in rupees with _id and id, and the shop lists it', async () => {
    const input = productInput({ price: 12499.5, salePrice: 9999, totalStock: 3, isFeatured: 'true' });
    const { status, body } = await addProduct(input);
    expect(status).toBe(201);
    expect(body.message).toBe('Product added successfully');
    expect(body.data).toMatchObject({
      title: input.title,
      price: 12499.5,
      salePrice: 9999,
      totalStock: 3,
      isFeatured: true,
      isCarProduct: false,
      averageReview: 0,
      reviewCount: 0,
      customCategory: null,
      customBrand: null,
    });
    expect(body.data._id).toBe(body.data.id);
    const shop = await t.app.inject({ method: 'GET', url: `/api/shop/products/get/${body.data.id}` });
    expect(json<{ data: Product }>(shop).data).toEqual(body.data);
    const featured = json<{ data: Product[] }>(
      await t.app.inject({ method: 'GET', url: '/api/shop/products/get?featured=true&limit=100' }),
    );
    expect(featured.data.map((p) => p.id)).toContain(body.data.id);
  });

  it('derives isCarProduct from gender car and keeps custom texts only when custom is chosen', async () => {
    const car = await addProduct(
      productInput({ gender: 'car', category: 'custom', customCategory: 'Diffusers', brand: 'custom', customBrand: 'Nomad' }),
    );
    expect(car.status).toBe(201);
    expect(car.body.data).toMatchObject({
      isCarProduct: true,
      category: 'custom',
      customCategory: 'Diffusers',
      brand: 'custom',
      customBrand: 'Nomad',
    });
    const plain = await addProduct(
      productInput({ category: 'niche', customCategory: 'Ignored', brand: 'Solenne', customBrand: 'Ignored' }),
    );
    expect(plain.body.data).toMatchObject({ category: 'niche', customCategory: null, brand: 'Solenne', customBrand: null });
    const search = json<{ data: Product[] }>(await t.app.inject({ method: 'GET', url: '/api/shop/search/nomad' }));
    expect(search.data.map((p) => p.id)).toContain(car.body.data.id);
  });

  it('answers 400 with per-field messages for invalid bodies', async () => {
    const empty = await addProduct({});
    expect(empty.status).toBe(400);
    expect(Object.keys(empty.body.errors ?? {}).sort()).toEqual(
      ['brand', 'category', 'description', 'fragranceType', 'gender', 'image', 'price', 'title', 'totalStock'].sort(),
    );
    const cases: Array<[Partial<Record<string, unknown>>, string, string]> = [
      [{ image: '' }, 'image', 'Please upload an image'],
      [{ image: 'javascript:alert(1)' }, 'image', 'Image must be an uploaded image URL'],
      [{ price: -5 }, 'price', 'Price must be greater than 0'],
      [{ price: 0 }, 'price', 'Price must be greater than 0'],
      [{ price: 10.005 }, 'price', 'Price must be an amount in rupees with at most 2 decimal places'],
      [{ price: 'abc' }, 'price', 'Price must be a number'],
      [{ price: 1000, salePrice: 1000 }, 'salePrice', 'Sale price must be lower than the price'],
      [{ totalStock: 1.5 }, 'totalStock', 'Total stock must be a whole number'],
      [{ totalStock: -1 }, 'totalStock', 'Total stock must not be negative'],
      [{ category: 'custom', customCategory: '' }, 'customCategory', 'Custom category is required'],
      [{ brand: 'custom' }, 'customBrand', 'Custom brand is required'],
      [{ gender: 'unisex' }, 'gender', 'Choose For Him, For Her or For Car'],
      [{ fragranceType: 'fruity' }, 'fragranceType', 'Choose a fragrance type'],
      [{ title: 'x'.repeat(161) }, 'title', 'Title must be at most 160 characters'],
    ];
    for (const [override, field, message] of cases) {
      const { status, body } = await addProduct({ ...productInput(), ...override });
      expect(status, JSON.stringify(override)).toBe(400);
      expect(body.errors?.[field], JSON.stringify(override)).toContain(message);
    }
  });
});

describe('GET /api/admin/products/get', () => {
  it('lists every product, newest first', async () => {
    const first = await addProduct(productInput());
    const second = await addProduct(productInput());
    const res = await t.app.inject({ method: 'GET', url: '/api/admin/products/get', headers: admin.auth });
    expect(res.statusCode).toBe(200);
    const ids = json<{ data: Product[] }>(res).data.map((p) => p.id);
    expect(ids.indexOf(second.body.data.id)).toBeLessThan(ids.indexOf(first.body.data.id));
  });
});

describe('PUT /api/admin/products/edit/:id', () => {
  it('replaces the fields and keeps reviews figures', async () => {
    const { body: created } = await addProduct(productInput({ gender: 'car' }));
    const input = productInput({ title: 'Renamed Eau', price: 3000, salePrice: 2500, gender: 'male', fragranceType: 'woody' });
    const res = await t.app.inject({
      method: 'PUT',
      url: `/api/admin/products/edit/${created.data.id}`,
      payload: input,
      headers: admin.auth,
    });
    expect(res.statusCode).toBe(200);
    const edited = json<Body>(res);
    expect(edited.message).toBe('Product updated successfully');
    expect(edited.data).toMatchObject({
      id: created.data.id,
      title: 'Renamed Eau',
      price: 3000,
      salePrice: 2500,
      isCarProduct: false,
      gender: 'male',
    });
    expect(new Date(edited.data.updatedAt).getTime()).toBeGreaterThanOrEqual(new Date(created.data.updatedAt).getTime());
    expect(edited.data.createdAt).toBe(created.data.createdAt);
  });

  it('applies a stock change as a difference when checkouts moved the stock while the form was open', async () => {
    const product = await createProduct(t, { totalStock: 10 });
    const edit = (totalStock: number, previousTotalStock?: number) =>
      t.app.inject({
        method: 'PUT',
        url: `/api/admin/products/edit/${product.id}`,
        payload: { ...productInput(), totalStock, ...(previousTotalStock === undefined ? {} : { previousTotalStock }) },
        headers: admin.auth,
      });
    // The form opened at 10; meanwhile a checkout reserved 3 (live stock 7).
    await t.ctx.db.update(products).set({ totalStock: 7 }).where(eq(products.id, product.id));
    const restocked = await edit(15, 10);
    expect(restocked.statusCode).toBe(200);
    expect(json<Body>(restocked).data.totalStock).toBe(12);
    // Fields other than stock alone: the live stock stays as it is.
    expect(json<Body>(await edit(12, 12)).data.totalStock).toBe(12);
    // Taking more than is left ends at zero, never below.
    expect(json<Body>(await edit(0, 20)).data.totalStock).toBe(0);
    // Without previousTotalStock (the spec's body) the value is set as sent.
    expect(json<Body>(await edit(9)).data.totalStock).toBe(9);
    const negative = await edit(5, -1);
    expect(negative.statusCode).toBe(400);
  });

  it('answers 400 for a malformed id or body and 404 for an unknown product', async () => {
    const malformed = await t.app.inject({
      method: 'PUT',
      url: '/api/admin/products/edit/123',
      payload: productInput(),
      headers: admin.auth,
    });
    expect(malformed.statusCode).toBe(400);
    const unknown = await t.app.inject({
      method: 'PUT',
      url: `/api/admin/products/edit/${UNKNOWN_ID}`,
      payload: productInput(),
      headers: admin.auth,
    });
    expect(unknown.statusCode).toBe(404);
    expect(json(unknown)).toEqual({ success: false, message: 'Product not found' });
    const product = await createProduct(t);
    const invalid = await t.app.inject({
      method: 'PUT',
      url: `/api/admin/products/edit/${product.id}`,
      payload: { ...productInput(), price: -1 },
      headers: admin.auth,
    });
    expect(invalid.statusCode).toBe(400);
  });
});

describe('DELETE /api/admin/products/delete/:id', () => {
  it('removes the product from the shop and from carts, and past orders keep their snapshot', async () => {
    const product = await createProduct(t, { title: 'Soon Retired', pricePaise: 420_000, image: '/uploads/demo/retired-800.webp' });
    const shopper = await createUser(t);
    await t.ctx.db.insert(cartItems).values({ userId: shopper.user.id, productId: product.id, quantity: 2 });
    const order = await createOrder(t, {
      userId: shopper.user.id,
      items: [{ productId: product.id, title: 'Soon Retired', image: product.image, unitPricePaise: 420_000, quantity: 1 }],
    });

    const res = await t.app.inject({ method: 'DELETE', url: `/api/admin/products/delete/${product.id}`, headers: admin.auth });
    expect(res.statusCode).toBe(200);
    expect(json(res)).toEqual({ success: true, message: 'Product deleted successfully' });

    expect((await t.app.inject({ method: 'GET', url: `/api/shop/products/get/${product.id}` })).statusCode).toBe(404);
    expect(await t.ctx.db.select().from(cartItems).where(eq(cartItems.userId, shopper.user.id))).toEqual([]);
    const [kept] = await t.ctx.db.select().from(orders).where(eq(orders.id, order.id));
    expect(kept?.totalPaise).toBe(420_000);
    const lines = await t.ctx.db.select().from(orderItems).where(eq(orderItems.orderId, order.id));
    expect(lines).toEqual([
      expect.objectContaining({ productId: null, title: 'Soon Retired', image: product.image, unitPricePaise: 420_000 }),
    ]);

    const again = await t.app.inject({ method: 'DELETE', url: `/api/admin/products/delete/${product.id}`, headers: admin.auth });
    expect(again.statusCode).toBe(404);
    const malformed = await t.app.inject({ method: 'DELETE', url: '/api/admin/products/delete/nope', headers: admin.auth });
    expect(malformed.statusCode).toBe(400);
  });
});
