import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, eq } from 'drizzle-orm';
import { endpoints, type ProductInput } from '@aurelle/contract';
import { cartItems, products } from '../src/db/schema/index.ts';
import { multipartFile, productInput, shopperSize } from './catalog-helpers.ts';
import { createProduct, defaultVariantId, setStock } from './factories.ts';
import { bodyOf, call, createTestApp, createUser, expectStatus, malformed, type TestApp } from './helpers.ts';

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

type Headers = Record<string, string>;
const addProduct = (body: ProductInput, headers: Headers = admin.auth) => call(t, endpoints.addProduct, { body, headers });
const editProduct = (id: string, body: ProductInput) => call(t, endpoints.editProduct, { params: { id }, body, headers: admin.auth });
const deleteProduct = (id: string) => call(t, endpoints.deleteProduct, { params: { id }, headers: admin.auth });
const shopProduct = (id: string) => call(t, endpoints.getProduct, { params: { id } });

describe('every admin catalog route', () => {
  it('answers 401 to anonymous callers and 403 to customers', async () => {
    const product = await createProduct(t);
    const upload = multipartFile('my_file', 'a.png', 'image/png', Buffer.from('not checked before auth'));
    const routes: Array<{ name: string; as: (headers: Headers) => Promise<{ status: number; body: unknown }> }> = [
      { name: 'add', as: (headers) => addProduct(productInput(), headers) },
      { name: 'list', as: (headers) => call(t, endpoints.listAdminProducts, { headers }) },
      { name: 'edit', as: (headers) => call(t, endpoints.editProduct, { params: { id: product.id }, body: productInput(), headers }) },
      { name: 'delete', as: (headers) => call(t, endpoints.deleteProduct, { params: { id: product.id }, headers }) },
      {
        name: 'upload-image',
        as: (headers) => call(t, endpoints.uploadProductImage, { body: upload.payload, headers: { ...upload.headers, ...headers } }),
      },
      {
        name: 'add feature',
        as: (headers) => call(t, endpoints.addFeatureImage, { body: { image: '/uploads/images/x-800.webp' }, headers }),
      },
      { name: 'delete feature', as: (headers) => call(t, endpoints.deleteFeatureImage, { params: { id: UNKNOWN_ID }, headers }) },
      // Bad bodies and ids too: who is calling is decided before anything is validated.
      { name: 'add, bad body', as: (headers) => addProduct(malformed({ price: -1 }), headers) },
      { name: 'edit, bad id', as: (headers) => call(t, endpoints.editProduct, { params: { id: '123' }, body: malformed({}), headers }) },
      { name: 'delete, bad id', as: (headers) => call(t, endpoints.deleteProduct, { params: { id: '123' }, headers }) },
      { name: 'add feature, bad body', as: (headers) => call(t, endpoints.addFeatureImage, { body: malformed({}), headers }) },
      { name: 'delete feature, bad id', as: (headers) => call(t, endpoints.deleteFeatureImage, { params: { id: '123' }, headers }) },
    ];
    for (const route of routes) {
      const anonymous = await route.as({});
      expect(anonymous.status, route.name).toBe(401);
      expect(anonymous.body).toMatchObject({ success: false });
      const forbidden = await route.as(customer.auth);
      expect(forbidden.status, route.name).toBe(403);
      expect(forbidden.body).toEqual({ success: false, message: 'Admin access required' });
    }
    // Nothing changed on the way.
    const still = await shopProduct(product.id);
    expect(still.status).toBe(200);
  });
});

describe('POST /api/admin/products/add', () => {
  it('adds a product in rupees with _id and id, and the shop lists it', async () => {
    const input = productInput({ price: 12499.5, salePrice: 9999, totalStock: 3, isFeatured: 'true' });
    const body = bodyOf(await addProduct(input), 201);
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
    const shop = await shopProduct(body.data.id);
    // The shop's answer is the admin's without the GST classification, the archiving date and the sizes' parcels.
    const { hsnCode: _hsnCode, gstRate: _gstRate, archivedAt, ...shopperView } = body.data;
    expect(archivedAt).toBeNull();
    expect(bodyOf(shop, 200).data).toEqual({ ...shopperView, variants: shopperView.variants.map(shopperSize) });
    const featured = bodyOf(await call(t, endpoints.listProducts, { query: { featured: 'true', limit: 100 } }), 200);
    expect(featured.data.map((p) => p.id)).toContain(body.data.id);
  });

  it('derives isCarProduct from gender car and keeps custom texts only when custom is chosen', async () => {
    const car = await addProduct(
      productInput({ gender: 'car', category: 'custom', customCategory: 'Diffusers', brand: 'custom', customBrand: 'Nomad' }),
    );
    expectStatus(car, 201);
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
    expect(bodyOf(plain, 201).data).toMatchObject({ category: 'niche', customCategory: null, brand: 'Solenne', customBrand: null });
    const search = bodyOf(await call(t, endpoints.searchProducts, { params: { keyword: 'nomad' } }), 200);
    expect(search.data.map((p) => p.id)).toContain(car.body.data.id);
  });

  it('answers 400 with per-field messages for invalid bodies', async () => {
    const empty = await addProduct(malformed({}));
    expectStatus(empty, 400);
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
      const res = await addProduct(malformed({ ...productInput(), ...override }));
      expectStatus(res, 400);
      expect(res.body.errors?.[field], JSON.stringify(override)).toContain(message);
    }
  });
});

describe('GET /api/admin/products/get', () => {
  it('lists every product, newest first', async () => {
    const first = bodyOf(await addProduct(productInput()), 201);
    const second = bodyOf(await addProduct(productInput()), 201);
    const res = await call(t, endpoints.listAdminProducts, { headers: admin.auth });
    const ids = bodyOf(res, 200).data.map((p) => p.id);
    expect(ids.indexOf(second.data.id)).toBeLessThan(ids.indexOf(first.data.id));
  });
});

describe('PUT /api/admin/products/edit/:id', () => {
  it('replaces the fields and keeps reviews figures', async () => {
    const created = bodyOf(await addProduct(productInput({ gender: 'car' })), 201);
    const input = productInput({ title: 'Renamed Eau', price: 3000, salePrice: 2500, gender: 'male', fragranceType: 'woody' });
    const res = await editProduct(created.data.id, input);
    const edited = bodyOf(res, 200);
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
      editProduct(product.id, { ...productInput(), totalStock, ...(previousTotalStock === undefined ? {} : { previousTotalStock }) });
    // The form opened at 10; meanwhile a checkout reserved 3 (live stock 7).
    await setStock(t, product.id, 7);
    const restocked = await edit(15, 10);
    expect(bodyOf(restocked, 200).data.totalStock).toBe(12);
    // Fields other than stock alone: the live stock stays as it is.
    expect(bodyOf(await edit(12, 12), 200).data.totalStock).toBe(12);
    // Taking more than is left ends at zero, never below.
    expect(bodyOf(await edit(0, 20), 200).data.totalStock).toBe(0);
    // Without previousTotalStock (the spec's body) the value is set as sent.
    expect(bodyOf(await edit(9), 200).data.totalStock).toBe(9);
    const negative = await edit(5, -1);
    expect(negative.status).toBe(400);
  });

  it('answers 400 for a malformed id or body and 404 for an unknown product', async () => {
    const badId = await editProduct('123', productInput());
    expect(badId.status).toBe(400);
    const unknown = await editProduct(UNKNOWN_ID, productInput());
    expect(unknown.status).toBe(404);
    expect(unknown.body).toEqual({ success: false, message: 'Product not found', reason: { code: 'NOT_FOUND', resource: 'product' } });
    const product = await createProduct(t);
    const invalid = await editProduct(product.id, { ...productInput(), price: -1 });
    expect(invalid.status).toBe(400);
  });
});

describe('DELETE /api/admin/products/delete/:id', () => {
  // A product that was ever ordered is archived instead: archive-products.test.ts.
  it('removes a product never ordered from the shop and from carts', async () => {
    const product = await createProduct(t, { title: 'Soon Retired', pricePaise: 420_000, image: '/uploads/demo/retired-800.webp' });
    const shopper = await createUser(t);
    await t.ctx.db
      .insert(cartItems)
      .values({ userId: shopper.user.id, productId: product.id, variantId: defaultVariantId(product), quantity: 2 });

    const res = await deleteProduct(product.id);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ success: true, message: 'Product deleted successfully' });

    expect((await shopProduct(product.id)).status).toBe(404);
    expect(await t.ctx.db.select().from(cartItems).where(eq(cartItems.userId, shopper.user.id))).toEqual([]);

    const again = await deleteProduct(product.id);
    expect(again.status).toBe(404);
    const badId = await deleteProduct('nope');
    expect(badId.status).toBe(400);
  });
});

describe('GST classification of products', () => {
  const stored = async (id: string) => {
    const [row] = await t.ctx.db
      .select({ hsnCode: products.hsnCode, gstRateBasisPoints: products.gstRateBasisPoints })
      .from(products)
      .where(eq(products.id, id));
    return row;
  };
  const productCount = async () => (await t.ctx.db.select({ n: count() }).from(products))[0]?.n;

  it('stores the HSN code and the GST rate (percent in, basis points stored) and answers them to the admin', async () => {
    const body = bodyOf(await addProduct(productInput({ hsnCode: '33030010', gstRate: 0.25 })), 201);
    expect(body.data).toMatchObject({ hsnCode: '33030010', gstRate: 0.25 });
    expect(await stored(body.data.id)).toEqual({ hsnCode: '33030010', gstRateBasisPoints: 25 });
    const listed = bodyOf(await call(t, endpoints.listAdminProducts, { headers: admin.auth }), 200).data.find((p) => p.id === body.data.id);
    expect(listed).toMatchObject({ hsnCode: '33030010', gstRate: 0.25 });
    // The rate as text (a form's select) is read as the same number.
    const asText = bodyOf(await addProduct(malformed({ ...productInput(), hsnCode: '330300', gstRate: '28' })), 201);
    expect(await stored(asText.data.id)).toEqual({ hsnCode: '330300', gstRateBasisPoints: 2800 });
    // Shoppers are not shown it.
    expect(bodyOf(await shopProduct(body.data.id), 200).data).not.toHaveProperty('hsnCode');
  });

  it('gives a product without them HSN 3303 at 18%', async () => {
    const body = bodyOf(await addProduct(productInput()), 201);
    expect(body.data).toMatchObject({ hsnCode: '3303', gstRate: 18 });
    expect(await stored(body.data.id)).toEqual({ hsnCode: '3303', gstRateBasisPoints: 1800 });
  });

  it('refuses a bad HSN code or a rate that is not a GST slab, storing nothing', async () => {
    const before = await productCount();
    const cases: Array<[Record<string, unknown>, string, string]> = [
      [{ hsnCode: 'abc' }, 'hsnCode', 'HSN code must be 4, 6 or 8 digits'],
      [{ hsnCode: '33031' }, 'hsnCode', 'HSN code must be 4, 6 or 8 digits'],
      [{ hsnCode: '' }, 'hsnCode', 'HSN code must be 4, 6 or 8 digits'],
      [{ hsnCode: 3303 }, 'hsnCode', 'HSN code must be 4, 6 or 8 digits'],
      [{ gstRate: 7 }, 'gstRate', 'Choose a GST rate: 0, 0.25, 3, 5, 12, 18 or 28%'],
      [{ gstRate: '7' }, 'gstRate', 'Choose a GST rate: 0, 0.25, 3, 5, 12, 18 or 28%'],
      [{ gstRate: 'abc' }, 'gstRate', 'Choose a GST rate: 0, 0.25, 3, 5, 12, 18 or 28%'],
      [{ gstRate: 1800 }, 'gstRate', 'Choose a GST rate: 0, 0.25, 3, 5, 12, 18 or 28%'],
    ];
    for (const [override, field, message] of cases) {
      const res = await addProduct(malformed({ ...productInput(), ...override }));
      expectStatus(res, 400);
      expect(res.body.errors?.[field], JSON.stringify(override)).toEqual([message]);
    }
    const both = await addProduct(malformed({ ...productInput(), hsnCode: 'abc', gstRate: 7 }));
    expectStatus(both, 400);
    expect(both.body.errors).toEqual({
      hsnCode: ['HSN code must be 4, 6 or 8 digits'],
      gstRate: ['Choose a GST rate: 0, 0.25, 3, 5, 12, 18 or 28%'],
    });
    expect(await productCount()).toBe(before);

    const product = bodyOf(await addProduct(productInput({ hsnCode: '33029011', gstRate: 12 })), 201).data;
    const refused = await editProduct(product.id, malformed({ ...productInput(), hsnCode: 'abc', gstRate: 7 }));
    expectStatus(refused, 400);
    expect(await stored(product.id)).toEqual({ hsnCode: '33029011', gstRateBasisPoints: 1200 });
  });

  it('changes them on edit, and an edit without them keeps what the product has', async () => {
    const created = bodyOf(await addProduct(productInput()), 201).data;
    const changed = bodyOf(await editProduct(created.id, productInput({ hsnCode: '33049990', gstRate: 5 })), 200).data;
    expect(changed).toMatchObject({ hsnCode: '33049990', gstRate: 5 });
    expect(await stored(created.id)).toEqual({ hsnCode: '33049990', gstRateBasisPoints: 500 });
    const kept = bodyOf(await editProduct(created.id, productInput({ title: 'Renamed Without GST' })), 200).data;
    expect(kept).toMatchObject({ title: 'Renamed Without GST', hsnCode: '33049990', gstRate: 5 });
    expect(await stored(created.id)).toEqual({ hsnCode: '33049990', gstRateBasisPoints: 500 });
    const zero = bodyOf(await editProduct(created.id, productInput({ gstRate: 0 })), 200).data;
    expect(zero).toMatchObject({ hsnCode: '33049990', gstRate: 0 });
  });
});
