import { randomUUID } from 'node:crypto';
import { parse } from 'csv-parse/sync';
import { stringify } from 'csv-stringify/sync';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  catalogCsvColumns,
  endpoints,
  SALE_WINDOW_NEEDS_PRICE_MESSAGE,
  SALE_WINDOW_ORDER_MESSAGE,
  toIstDateTimeInput,
  type AdminProduct,
  type CatalogCsvRow,
  type Product,
  type ProductInput,
} from '@aurelle/contract';
import { syncProductVariants, SALE_EDGE_JOB } from '../src/db/product-variants.ts';
import { jobs, orders, productVariants } from '../src/db/schema/index.ts';
import { multipartFile, productInput } from './catalog-helpers.ts';
import { addToCart, createPaymentOrder } from './checkout-helpers.ts';
import { createAddress } from './factories.ts';
import { bodyOf, call, createTestApp, createUser, type TestApp } from './helpers.ts';

/*
 * Part 2 (docs/decisions/081-sale-windows.md): a size's sale price has an optional start and end. The server
 * charges and shows the sale only within it, cached answers switch at the edge, and a job at each edge re-sorts the
 * listing by the new price and drops every instance's caches.
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

const HOUR = 60 * 60_000;
/** An instant as the admin form's date-time input gives it: India time, to the minute. */
const istInput = (ms: number) => toIstDateTimeInput(new Date(ms));
/** The ISO instant the server keeps for `istInput(ms)`: the same minute. */
const minuteIso = (ms: number) => new Date(Math.floor(ms / 60_000) * 60_000).toISOString();

type SizeInput = NonNullable<ProductInput['variants']>[number];

function sizeInput(overrides: Partial<SizeInput> = {}): SizeInput {
  return { sizeMl: 100, sku: `SALE-${randomUUID().slice(0, 8).toUpperCase()}`, price: 5000, salePrice: 4200, stock: 20, ...overrides };
}

async function addProduct(size: SizeInput, overrides: Partial<ProductInput> = {}): Promise<AdminProduct> {
  const res = await call(t, endpoints.addProduct, {
    headers: admin.auth,
    body: productInput({
      title: `Sale Window ${randomUUID().slice(0, 8)}`,
      price: size.price,
      salePrice: 0,
      variants: [size],
      ...overrides,
    }),
  });
  return bodyOf(res, 201).data;
}

async function shopProduct(id: string): Promise<Product> {
  return bodyOf(await call(t, endpoints.getProduct, { params: { id } }), 200).data;
}

async function listed(query: { price?: string } = {}): Promise<Product[]> {
  return bodyOf(await call(t, endpoints.listProducts, { query: { sortBy: 'price-lowtohigh', limit: 100, ...query } }), 200).data;
}

/** A signed-in shopper with an address and one of the product's default size in the cart; the cart's total. */
async function shopperWith(product: { id: string }) {
  const shopper = await createUser(t);
  const address = await createAddress(t, shopper.user.id);
  const added = await addToCart(t, shopper, product.id, 1);
  expect(added.status).toBe(200);
  return { shopper, address, cartTotal: async () => bodyOf(await call(t, endpoints.getCart, { headers: shopper.auth }), 200).totalAmount };
}

/** The subtotal (paise) of the order create-order placed: what the shopper is charged before discounts. */
async function checkoutSubtotal(shopper: { auth: Record<string, string> }, addressId: string): Promise<number> {
  const placed = bodyOf(await createPaymentOrder(t, shopper, { addressId }), 200);
  const [order] = await t.ctx.db.select({ subtotalPaise: orders.subtotalPaise }).from(orders).where(eq(orders.id, placed.orderId));
  return order?.subtotalPaise ?? -1;
}

/** Moves a size's window in the database, as time passing would, and makes the product's edge jobs due now. */
async function passTheEdge(productId: string, window: { saleStartsAt: Date | null; saleEndsAt: Date | null }) {
  await t.ctx.db.update(productVariants).set(window).where(eq(productVariants.productId, productId));
  await t.ctx.db
    .update(jobs)
    .set({ runAt: sql`now()` })
    .where(and(eq(jobs.type, SALE_EDGE_JOB), sql`${jobs.payload}->>'productId' = ${productId}`, eq(jobs.status, 'queued')));
}

describe('a sale scheduled ahead', () => {
  it('is set by the admin with its window, queues a job at its start and end, and is not shown or charged before it starts', async () => {
    const now = Date.now();
    const product = await addProduct(sizeInput({ saleStartsAt: istInput(now + 24 * HOUR), saleEndsAt: istInput(now + 72 * HOUR) }));
    expect(product.variants[0]).toMatchObject({
      salePrice: 4200,
      saleStartsAt: minuteIso(now + 24 * HOUR),
      saleEndsAt: minuteIso(now + 72 * HOUR),
    });
    expect(product.salePrice).toBe(4200);

    const queued = await t.ctx.db
      .select({ runAt: jobs.runAt })
      .from(jobs)
      .where(and(eq(jobs.type, SALE_EDGE_JOB), sql`${jobs.payload}->>'productId' = ${product.id}`));
    expect(queued.map((job) => job.runAt.toISOString()).sort()).toEqual([minuteIso(now + 24 * HOUR), minuteIso(now + 72 * HOUR)]);

    const shown = await shopProduct(product.id);
    expect([shown.price, shown.salePrice]).toEqual([5000, 0]);
    expect(shown.variants[0]).toMatchObject({ price: 5000, salePrice: 0, saleStartsAt: null, saleEndsAt: null });
    expect((await listed()).find((row) => row.id === product.id)?.salePrice).toBe(0);

    const { shopper, address, cartTotal } = await shopperWith(product);
    expect(await cartTotal()).toBe(5000);
    expect(await checkoutSubtotal(shopper, address.id)).toBe(500_000);
  });

  it('is charged and shown from its start, cached answers included, once the edge job has run', async () => {
    const now = Date.now();
    const cheaper = await addProduct(sizeInput({ price: 4500, salePrice: 0 }));
    const product = await addProduct(sizeInput({ saleStartsAt: istInput(now + 24 * HOUR), saleEndsAt: istInput(now + 72 * HOUR) }));
    const { shopper, address, cartTotal } = await shopperWith(product);

    // Cached before the start: no sale, and ₹4,500 sorts before ₹5,000.
    const order = (rows: Product[]) => rows.filter((row) => row.id === product.id || row.id === cheaper.id).map((row) => row.id);
    expect(order(await listed())).toEqual([cheaper.id, product.id]);
    expect((await shopProduct(product.id)).salePrice).toBe(0);
    const etag = (await call(t, endpoints.getProduct, { params: { id: product.id } })).headers['etag'];

    // The start passes (moved into the past in the database, which tells no cache): the money paths read the sizes
    // themselves, so the cart is at the sale price at once; cached answers wait for the edge job.
    const ends = new Date(now + 72 * HOUR);
    await passTheEdge(product.id, { saleStartsAt: new Date(now - 60_000), saleEndsAt: ends });
    expect(await cartTotal()).toBe(4200);
    expect((await shopProduct(product.id)).salePrice).toBe(0);

    expect(await t.runtime.worker.drain()).toBeGreaterThanOrEqual(1);
    await eventually(async () => expect((await shopProduct(product.id)).salePrice).toBe(4200));
    const shown = await shopProduct(product.id);
    expect(shown.variants[0]).toMatchObject({
      salePrice: 4200,
      saleStartsAt: new Date(now - 60_000).toISOString(),
      saleEndsAt: ends.toISOString(),
    });
    expect((await call(t, endpoints.getProduct, { params: { id: product.id } })).headers['etag']).not.toBe(etag);
    // Sorted by the new price, and found in the price band it now falls in.
    expect(order(await listed())).toEqual([product.id, cheaper.id]);
    expect((await listed({ price: '2000-5000' })).some((row) => row.id === product.id)).toBe(true);
    expect(await checkoutSubtotal(shopper, address.id)).toBe(420_000);
  });

  it('is no longer charged or shown after its end, once the edge job has run', async () => {
    const now = Date.now();
    const product = await addProduct(sizeInput({ saleEndsAt: istInput(now + 48 * HOUR) }));
    const { shopper, address, cartTotal } = await shopperWith(product);
    expect((await shopProduct(product.id)).variants[0]?.saleEndsAt).toBe(minuteIso(now + 48 * HOUR));
    expect(await cartTotal()).toBe(4200);

    await passTheEdge(product.id, { saleStartsAt: null, saleEndsAt: new Date(now - 1000) });
    expect(await cartTotal()).toBe(5000);
    await t.runtime.worker.drain();
    await eventually(async () => expect((await shopProduct(product.id)).salePrice).toBe(0));
    expect((await listed()).find((row) => row.id === product.id)?.salePrice).toBe(0);
    expect(await checkoutSubtotal(shopper, address.id)).toBe(500_000);
    // The admin still sees the sale as it was set.
    const adminView = bodyOf(await call(t, endpoints.listAdminProducts, { headers: admin.auth }), 200).data.find(
      (row) => row.id === product.id,
    );
    expect(adminView?.variants[0]).toMatchObject({ salePrice: 4200, saleEndsAt: new Date(now - 1000).toISOString() });
  });
});

describe('cached answers at the edge', () => {
  it('switch by themselves at the minute the sale ends, before any job runs; other products stay cached', async () => {
    const other = await addProduct(sizeInput());
    const product = await addProduct(sizeInput());
    // An end four seconds ahead (the admin sets whole minutes; the database takes any instant), written as a write
    // of the catalog would be: the sizes, then the projection under the product's lock.
    const endsAt = new Date(Date.now() + 4000);
    await t.ctx.db.transaction(async (tx) => {
      await tx.update(productVariants).set({ saleEndsAt: endsAt }).where(eq(productVariants.productId, product.id));
      await syncProductVariants(tx, product.id);
    });
    await eventually(async () => expect((await shopProduct(product.id)).variants[0]?.saleEndsAt).toBe(endsAt.toISOString()));
    // Read until the answers are cached: on PostgreSQL the write's own notification may still arrive and empty the
    // cache just after the first reads.
    await eventually(async () => {
      expect((await shopProduct(product.id)).salePrice).toBe(4200);
      expect((await listed()).find((row) => row.id === product.id)?.salePrice).toBe(4200);
      expect(t.ctx.catalogCache.size).toBeGreaterThan(0);
      await shopProduct(other.id);
      expect(t.ctx.catalogCache.has(`product:${other.id}`)).toBe(true);
    });

    await new Promise((resolve) => setTimeout(resolve, Math.max(0, endsAt.getTime() - Date.now()) + 50));
    const after = await shopProduct(product.id);
    expect([after.salePrice, after.variants[0]?.salePrice, after.variants[0]?.saleEndsAt]).toEqual([0, 0, null]);
    expect((await listed()).find((row) => row.id === product.id)?.salePrice).toBe(0);
    // The edge dropped what shows the product whose sale ended, and the listings (decision 121); not the rest.
    expect(t.ctx.catalogCache.has(`product:${other.id}`)).toBe(true);
  });
});

describe("the admin's window", () => {
  it('is refused with a message beside the field when it ends before it starts, has no sale price or is no time', async () => {
    const now = Date.now();
    const refused = async (size: SizeInput) => {
      const res = await call(t, endpoints.addProduct, { headers: admin.auth, body: productInput({ variants: [size] }) });
      return bodyOf(res, 400);
    };
    const backwards = await refused(sizeInput({ saleStartsAt: istInput(now + 48 * HOUR), saleEndsAt: istInput(now + 24 * HOUR) }));
    expect(backwards.errors).toEqual({ 'variants.0.saleEndsAt': [SALE_WINDOW_ORDER_MESSAGE] });
    const noPrice = await refused(sizeInput({ salePrice: 0, saleStartsAt: istInput(now + HOUR) }));
    expect(noPrice.errors).toEqual({ 'variants.0.salePrice': [SALE_WINDOW_NEEDS_PRICE_MESSAGE] });
    const noTime = await refused(sizeInput({ saleEndsAt: 'next Friday' }));
    expect(noTime.errors).toEqual({ 'variants.0.saleEndsAt': ['Sale end must be a date and time, e.g. 2026-12-01 10:00 (India time)'] });
  });

  it('keeps an edge the edit leaves out, checks it against the one sent, and clears the window with the sale', async () => {
    const now = Date.now();
    const product = await addProduct(sizeInput({ saleStartsAt: istInput(now + 24 * HOUR) }));
    const [size] = product.variants;
    if (!size) throw new Error('a size expected');
    const edit = (variant: Partial<SizeInput>, overrides: Partial<ProductInput> = {}) =>
      call(t, endpoints.editProduct, {
        params: { id: product.id },
        headers: admin.auth,
        body: productInput({
          title: product.title,
          price: 5000,
          variants: [{ id: size.id, sizeMl: 100, sku: size.sku, price: 5000, salePrice: 4200, stock: 20, ...variant }],
          ...overrides,
        }),
      });
    // Only an end is sent, before the kept start: refused as if both were sent.
    const refused = bodyOf(await edit({ saleEndsAt: istInput(now + 2 * HOUR) }), 400);
    expect(refused.errors).toEqual({ 'variants.0.saleEndsAt': [SALE_WINDOW_ORDER_MESSAGE] });
    const kept = bodyOf(await edit({ saleEndsAt: istInput(now + 48 * HOUR) }), 200).data;
    expect(kept.variants[0]).toMatchObject({ saleStartsAt: minuteIso(now + 24 * HOUR), saleEndsAt: minuteIso(now + 48 * HOUR) });
    // The spec's form (no sizes) removes the sale: the window goes with it.
    const cleared = bodyOf(await edit({}, { variants: undefined, salePrice: 0, totalStock: 20 }), 200).data;
    expect(cleared.variants[0]).toMatchObject({ salePrice: 0, saleStartsAt: null, saleEndsAt: null });
  });
});

describe('the catalog CSV', () => {
  it('exports the window in India time and imports it; a file without the columns keeps the windows', async () => {
    const product = await addProduct(sizeInput({ saleStartsAt: '2031-01-10T10:00', saleEndsAt: '2031-01-12T22:30' }));
    const exported = parse(bodyOf(await call(t, endpoints.exportCatalog, { headers: admin.auth }), 200) as string, {
      columns: true,
    }) as CatalogCsvRow[];
    const row = exported.find((candidate) => candidate.product_id === product.id);
    if (!row) throw new Error('the product must be exported');
    expect([row.sale_starts_at, row.sale_ends_at]).toEqual(['2031-01-10T10:00:00+05:30', '2031-01-12T22:30:00+05:30']);

    const upload = (rows: object[], columns: readonly string[]) => {
      const file = multipartFile('file', 'catalog.csv', 'text/csv', Buffer.from(stringify(rows, { header: true, columns: [...columns] })));
      return call(t, endpoints.importCatalog, { body: file.payload, headers: { ...file.headers, ...admin.auth } });
    };
    // A cell without an offset is India time.
    bodyOf(await upload([{ ...row, sale_starts_at: '2031-01-11 09:15', sale_ends_at: '' }], catalogCsvColumns), 200);
    expect((await shopProductAsAdmin(product.id)).variants[0]).toMatchObject({
      saleStartsAt: '2031-01-11T03:45:00.000Z',
      saleEndsAt: null,
    });
    const older = catalogCsvColumns.filter((column) => column !== 'sale_starts_at' && column !== 'sale_ends_at');
    bodyOf(await upload([{ ...row, stock: '7' }], older), 200);
    expect((await shopProductAsAdmin(product.id)).variants[0]).toMatchObject({ stock: 7, saleStartsAt: '2031-01-11T03:45:00.000Z' });

    const refused = bodyOf(
      await upload([{ ...row, sale_starts_at: '2031-01-12T10:00', sale_ends_at: '2031-01-11T10:00' }], catalogCsvColumns),
      400,
    );
    expect(refused.errors).toEqual({ 'row 2': [`sale_ends_at: ${SALE_WINDOW_ORDER_MESSAGE}`] });
  });
});

async function shopProductAsAdmin(id: string): Promise<AdminProduct> {
  const found = bodyOf(await call(t, endpoints.listAdminProducts, { headers: admin.auth }), 200).data.find((row) => row.id === id);
  if (!found) throw new Error('product not listed');
  return found;
}

/** Retries an assertion for up to 3 s: a notification from the database reaches the cache a few milliseconds after commit. */
async function eventually(check: () => Promise<void>): Promise<void> {
  const deadline = Date.now() + 3000;
  for (;;) {
    try {
      await check();
      return;
    } catch (error) {
      if (Date.now() > deadline) throw error;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  }
}
