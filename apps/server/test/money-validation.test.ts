import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, eq } from 'drizzle-orm';
import { endpoints } from '@aurelle/contract';
import { orders, products } from '../src/db/schema/index.ts';
import { createPaymentOrder, shopperWithCart, stockOf } from './checkout-helpers.ts';
import { productInput } from './catalog-helpers.ts';
import { createProduct } from './factories.ts';
import { bodyOf, call, createTestApp, createUser, expectStatus, malformed, type TestApp } from './helpers.ts';

/**
 * Finding 9: a sub-paisa amount (1e-9, 5e-324) passed validation, rounded to 0 paise and broke the
 * products_price_positive constraint: 500. Every amount field now refuses it with 400 and a message naming
 * the field, and nothing is written.
 */
let t: TestApp;
let admin: Awaited<ReturnType<typeof createUser>>;

beforeAll(async () => {
  t = await createTestApp();
  admin = await createUser(t, { role: 'admin' });
});
afterAll(async () => {
  await t.close();
});

const decimals = (label: string) => `${label} must be an amount in rupees with at most 2 decimal places`;

/** Bad amounts, each with the message its field answers; JSON text where JSON.stringify cannot say it. */
const badAmounts: Array<{ name: string; value: unknown; raw?: string; price: string; salePrice: string }> = [
  { name: '1e-9', value: 1e-9, price: decimals('Price'), salePrice: decimals('Sale price') },
  { name: '5e-324', value: 5e-324, price: decimals('Price'), salePrice: decimals('Sale price') },
  { name: '10.005', value: 10.005, price: decimals('Price'), salePrice: decimals('Sale price') },
  { name: '"1e-9" as text', value: '1e-9', price: decimals('Price'), salePrice: decimals('Sale price') },
  { name: '-1', value: -1, price: 'Price must be greater than 0', salePrice: 'Sale price must not be negative' },
  { name: '1e300', value: 1e300, price: 'Price must be at most ₹1,00,00,000', salePrice: 'Sale price must be at most ₹1,00,00,000' },
  { name: '"NaN"', value: 'NaN', price: 'Price must be a number', salePrice: 'Sale price must be a number' },
  { name: '"Infinity"', value: 'Infinity', price: 'Price must be a number', salePrice: 'Sale price must be a number' },
  { name: 'true', value: true, price: 'Price must be a number', salePrice: 'Sale price must be a number' },
  // JSON.parse reads 1e400 as Infinity.
  { name: '1e400', value: undefined, raw: '1e400', price: 'Price must be a number', salePrice: 'Sale price must be a number' },
];

/** The request body as JSON text, with `field` set to the bad amount (and a valid price above a bad sale price). */
function bodyWith(field: 'price' | 'salePrice', bad: (typeof badAmounts)[number]): string {
  const base = { ...productInput(), price: 5000, salePrice: 0 };
  const marker = '"__amount__"';
  const text = JSON.stringify({ ...base, [field]: bad.raw === undefined ? bad.value : '__amount__' });
  return bad.raw === undefined ? text : text.replace(marker, bad.raw);
}

/** The body is sent as the JSON text given (some amounts are not what JSON.stringify would write). */
const asJson = (text: string) => ({ body: malformed(text), headers: { ...admin.auth, 'content-type': 'application/json' } });
const addProduct = (text: string) => call(t, endpoints.addProduct, asJson(text));
const editProduct = (id: string, text: string) => call(t, endpoints.editProduct, { params: { id }, ...asJson(text) });

async function productCount(): Promise<number> {
  const [row] = await t.ctx.db.select({ n: count() }).from(products);
  return Number(row?.n ?? 0);
}

describe('money fields refuse amounts that are not whole paise', () => {
  for (const field of ['price', 'salePrice'] as const) {
    it(`POST /api/admin/products/add answers 400 for a bad ${field} and adds nothing`, async () => {
      const before = await productCount();
      for (const bad of badAmounts) {
        const res = await addProduct(bodyWith(field, bad));
        expect(res.status, bad.name).toBe(400);
        expectStatus(res, 400);
        expect(res.body.success, bad.name).toBe(false);
        expect(res.body.errors?.[field], bad.name).toEqual([bad[field]]);
        expect(res.body.message, bad.name).toBe(bad[field]);
      }
      expect(await productCount()).toBe(before);
    });

    it(`PUT /api/admin/products/edit/:id answers 400 for a bad ${field} and changes nothing`, async () => {
      const product = await createProduct(t, { pricePaise: 250_000, salePricePaise: 199_999 });
      const [before] = await t.ctx.db.select().from(products).where(eq(products.id, product.id));
      for (const bad of badAmounts) {
        const res = await editProduct(product.id, bodyWith(field, bad));
        expect(res.status, bad.name).toBe(400);
        expectStatus(res, 400);
        expect(res.body.errors?.[field], bad.name).toEqual([bad[field]]);
      }
      const [after] = await t.ctx.db.select().from(products).where(eq(products.id, product.id));
      expect(after).toEqual(before);
    });
  }

  it('accepts whole paise, as numbers or form text, and stores them exactly', async () => {
    const added = bodyOf(await addProduct(JSON.stringify({ ...productInput(), price: 1299.5, salePrice: '999.99' })), 201);
    expect(added.data).toMatchObject({ price: 1299.5, salePrice: 999.99 });
    const id = added.data.id;
    const [row] = await t.ctx.db.select().from(products).where(eq(products.id, id));
    expect(row).toMatchObject({ pricePaise: 129_950, salePricePaise: 99_999 });

    const edited = bodyOf(await editProduct(id, JSON.stringify({ ...productInput(), price: '10000000', salePrice: 0.01 })), 200);
    expect(edited.data).toMatchObject({ price: 10_000_000, salePrice: 0.01 });
    const [after] = await t.ctx.db.select().from(products).where(eq(products.id, id));
    expect(after).toMatchObject({ pricePaise: 1_000_000_000, salePricePaise: 1 });
  });

  it('reads a missing, null or blank sale price as no sale price', async () => {
    for (const salePrice of [undefined, null, '']) {
      const res = await addProduct(JSON.stringify({ ...productInput(), price: 1299.5, salePrice }));
      expect(res.status, String(salePrice)).toBe(201);
      expect(bodyOf(res, 201).data.salePrice, String(salePrice)).toBe(0);
    }
  });
});

describe('an order total is an amount too', () => {
  it('refuses a checkout above ₹1,00,00,000 with 400 on both payment flows, reserving nothing', async () => {
    // Each unit is a valid price; 99 of them (₹99,00,00,000, i.e. 99 × 10^9 paise) overflowed the 32-bit total: 500.
    const product = await createProduct(t, { pricePaise: 1_000_000_000, totalStock: 120 });
    const { shopper, address } = await shopperWithCart(t, product, 99);
    const message = 'One order can total at most ₹1,00,00,000. Please reduce the quantities in your cart';
    const card = await createPaymentOrder(t, shopper, { addressId: address.id });
    expect(card.status).toBe(400);
    expect(card.body).toEqual({ success: false, message });
    const legacy = await call(t, endpoints.createLegacyOrder, { headers: shopper.auth, body: { addressId: address.id } });
    expect(legacy.status).toBe(400);
    expect(legacy.body).toEqual({ success: false, message });
    expect(await stockOf(t, product.id)).toBe(120);
    const placed = await t.ctx.db.select({ id: orders.id }).from(orders).where(eq(orders.userId, shopper.user.id));
    expect(placed).toEqual([]);

    // Exactly ₹1,00,00,000 is still one order.
    const { shopper: second, address: secondAddress } = await shopperWithCart(t, product, 1);
    const fits = await createPaymentOrder(t, second, { addressId: secondAddress.id });
    expect(fits.status).toBe(200);
  });
});
