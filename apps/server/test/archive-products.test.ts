import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { count, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { endpoints } from '@aurelle/contract';
import { orders, products } from '../src/db/schema/index.ts';
import { buildApp } from '../src/http/app.ts';
import { addToCart, checkout, createPaymentOrder, payWithSimulatedProvider, stockOf } from './checkout-helpers.ts';
import { createAddress, createProduct } from './factories.ts';
import { bodyOf, call, createTestApp, createUser, type TestApp } from './helpers.ts';
import { pdfText } from './pdf-text.ts';

/*
 * Archive instead of delete: an archived product leaves the shop everywhere a shopper looks (listing and its
 * counts, search and "Did you mean", its page, similar scents, featured, cart, checkout, wishlist) while past orders,
 * their details for shopper and admin and the invoice stay whole; it comes back when restored. Delete stays only for
 * products nobody ordered.
 */

let t: TestApp;
let web: FastifyInstance;
let webDistDir: string;
let admin: Awaited<ReturnType<typeof createUser>>;

beforeAll(async () => {
  t = await createTestApp({ PAYMENT_PROVIDER: 'simulated' });
  admin = await createUser(t, { role: 'admin', userName: 'Meera Admin' });
  // The server-rendered product page needs the web app's shell.
  webDistDir = mkdtempSync(path.join(os.tmpdir(), 'aurelle-web-'));
  writeFileSync(
    path.join(webDistDir, 'index.html'),
    '<!doctype html><html><head><title>Aurelle</title></head><body><div id="root"></div></body></html>',
  );
  web = await buildApp(t.ctx, { webDistDir });
  await web.ready();
});
afterAll(async () => {
  await web.close();
  await t.close();
  rmSync(webDistDir, { recursive: true, force: true });
});

const archive = (id: string) => call(t, endpoints.archiveProduct, { headers: admin.auth, params: { id } });
const restore = (id: string) => call(t, endpoints.unarchiveProduct, { headers: admin.auth, params: { id } });
const listing = async (query: Record<string, string> = {}) =>
  bodyOf(await call(t, endpoints.listProducts, { query: { limit: '100', ...query } }), 200);
const listedIds = async (query: Record<string, string> = {}) => (await listing(query)).data.map((product) => product.id);
const search = async (keyword: string) => bodyOf(await call(t, endpoints.searchProducts, { params: { keyword } }), 200);

/** A perfume with a word of its own (for search and its spelling), notes it shares with a sibling, bought and paid once. */
async function orderedPerfume() {
  const { product, shopper, order } = await checkout(t, {
    title: 'Zafferano Imperiale',
    description: 'Saffron, rose and oud.',
    fragranceType: 'oud',
    isFeatured: true,
    topNotes: ['Saffron'],
    heartNotes: ['Rose'],
    pricePaise: 540_000,
    totalStock: 6,
  });
  expect((await payWithSimulatedProvider(t, shopper, order.id)).status).toBe(200);
  return { product, shopper, orderId: order.orderId };
}

describe('archiving a product', () => {
  it('takes it out of the shop everywhere while its past order, order details and invoice stay whole; restoring brings it back', async () => {
    const sibling = await createProduct(t, { title: 'Rosa Notturna', topNotes: ['Saffron'], heartNotes: ['Rose'], totalStock: 4 });
    const { product, shopper, orderId } = await orderedPerfume();

    // Before: listed (also as featured), counted, found by search and by a misspelling, with its page and a sibling's.
    expect(await listedIds()).toContain(product.id);
    expect(await listedIds({ featured: 'true' })).toContain(product.id);
    const countedBefore = (await listing({ fragranceType: 'oud' })).facets.fragranceType?.oud;
    expect(countedBefore).toBe(1);
    expect((await search('zafferano')).data.map((found) => found.id)).toEqual([product.id]);
    expect(await search('zaferano')).toMatchObject({ suggestion: 'zafferano', data: [{ id: product.id }] });
    expect((await call(t, endpoints.getProduct, { params: { id: product.id } })).status).toBe(200);
    const similarBefore = bodyOf(await call(t, endpoints.listSimilarScents, { params: { id: sibling.id } }), 200).data;
    expect(similarBefore.map((scent) => scent.product.id)).toContain(product.id);

    // A shopper who saved it, one with it in the cart.
    expect((await call(t, endpoints.addToWishlist, { headers: shopper.auth, body: { productId: product.id } })).status).toBe(200);
    const carrier = await createUser(t);
    const carrierAddress = await createAddress(t, carrier.user.id);
    expect((await addToCart(t, carrier, product.id, 1)).status).toBe(200);

    const archived = bodyOf(await archive(product.id), 200);
    expect(archived).toMatchObject({ message: 'Product archived: it has left the shop', data: { id: product.id } });
    expect(archived.data.archivedAt).not.toBeNull();

    // Gone from the listing (and its counts and the featured row), from search and its spelling, and its pages.
    expect(await listedIds()).not.toContain(product.id);
    expect(await listedIds({ featured: 'true' })).not.toContain(product.id);
    const oud = await listing({ fragranceType: 'oud' });
    expect([oud.total, oud.facets.fragranceType?.oud]).toEqual([0, 0]);
    expect((await search('zafferano')).data).toEqual([]);
    expect(await search('zaferano')).toEqual({ success: true, data: [] });
    const page = await call(t, endpoints.getProduct, { params: { id: product.id } });
    expect(bodyOf(page, 404).message).toBe('Product not found');
    expect((await web.inject({ method: 'GET', url: `/shop/product/${product.id}` })).statusCode).toBe(404);
    expect((await call(t, endpoints.listSimilarScents, { params: { id: product.id } })).status).toBe(404);
    const similarAfter = bodyOf(await call(t, endpoints.listSimilarScents, { params: { id: sibling.id } }), 200).data;
    expect(similarAfter.map((scent) => scent.product.id)).not.toContain(product.id);

    // Nobody can add it; the wishlist shows it unavailable; a cart holding it refuses checkout and changes nothing.
    const newcomer = await createUser(t);
    const refusedAdd = await addToCart(t, newcomer, product.id, 1);
    expect(bodyOf(refusedAdd, 404).message).toBe('This perfume is no longer available');
    expect((await call(t, endpoints.addToWishlist, { headers: newcomer.auth, body: { productId: product.id } })).status).toBe(404);
    const saved = bodyOf(await call(t, endpoints.listWishlist, { headers: shopper.auth }), 200).data;
    expect(saved.map((item) => [item.product.id, item.isAvailable])).toEqual([[product.id, false]]);
    const cart = bodyOf(await call(t, endpoints.getCart, { headers: carrier.auth }), 200);
    expect(cart.data.map((line) => [line.productId, line.totalStock])).toEqual([[product.id, 0]]);
    const changed = await call(t, endpoints.updateCart, { headers: carrier.auth, body: { productId: product.id, quantity: 2 } });
    expect(bodyOf(changed, 400).message).toBe('This perfume is no longer available');
    const stockBefore = await stockOf(t, product.id);
    const refusedCheckout = await createPaymentOrder(t, carrier, { addressId: carrierAddress.id });
    expect(bodyOf(refusedCheckout, 400)).toMatchObject({
      message: 'Zafferano Imperiale is no longer available. Please remove it from your cart to check out',
      errors: { [`items.${product.id}`]: ['Zafferano Imperiale is no longer available. Please remove it from your cart to check out'] },
    });
    expect(await stockOf(t, product.id)).toBe(stockBefore);
    expect((await t.ctx.db.select({ n: count() }).from(orders).where(eq(orders.userId, carrier.user.id)))[0]?.n).toBe(0);

    // The past order stays whole for the shopper and the admin, and so does its invoice.
    const mine = bodyOf(await call(t, endpoints.getMyOrder, { headers: shopper.auth, params: { id: orderId } }), 200).data;
    expect(mine.cartItems).toEqual([
      expect.objectContaining({ productId: product.id, title: 'Zafferano Imperiale', image: product.image, price: 5400 }),
    ]);
    const theirs = bodyOf(await call(t, endpoints.getAdminOrder, { headers: admin.auth, params: { id: orderId } }), 200).order;
    expect(theirs.cartItems).toEqual([
      expect.objectContaining({ productId: product.id, title: 'Zafferano Imperiale', image: product.image }),
    ]);
    const invoice = await t.app.inject({ method: 'GET', url: `/api/shop/order/invoice/${orderId}`, headers: shopper.auth });
    expect(invoice.statusCode).toBe(200);
    expect((await pdfText(invoice.rawPayload)).join(' ')).toContain('Zafferano Imperiale');

    // The admin still lists it, marked archived; archiving again keeps its date.
    const adminList = bodyOf(await call(t, endpoints.listAdminProducts, { headers: admin.auth }), 200).data;
    expect(adminList.find((row) => row.id === product.id)?.archivedAt).toBe(archived.data.archivedAt);
    expect(bodyOf(await archive(product.id), 200).data.archivedAt).toBe(archived.data.archivedAt);

    // Restored: everything is back, and the waiting cart checks out.
    expect(bodyOf(await restore(product.id), 200)).toMatchObject({ message: 'Product restored to the shop', data: { archivedAt: null } });
    expect(await listedIds()).toContain(product.id);
    expect((await listing({ fragranceType: 'oud' })).facets.fragranceType?.oud).toBe(1);
    expect(await search('zaferano')).toMatchObject({ suggestion: 'zafferano', data: [{ id: product.id }] });
    expect((await call(t, endpoints.getProduct, { params: { id: product.id } })).status).toBe(200);
    expect((await web.inject({ method: 'GET', url: `/shop/product/${product.id}` })).statusCode).toBe(200);
    const savedAgain = bodyOf(await call(t, endpoints.listWishlist, { headers: shopper.auth }), 200).data;
    expect(savedAgain.map((item) => item.isAvailable)).toEqual([true]);
    expect((await addToCart(t, newcomer, product.id, 1)).status).toBe(200);
    expect((await createPaymentOrder(t, carrier, { addressId: carrierAddress.id })).status).toBe(200);
  });

  it('files archive and restore in the audit log', async () => {
    const product = await createProduct(t, { title: 'Audited Amber' });
    expect((await archive(product.id)).status).toBe(200);
    expect((await restore(product.id)).status).toBe(200);
    const events = bodyOf(
      await call(t, endpoints.listAuditEvents, { headers: admin.auth, query: { entityType: 'product', entityId: product.id } }),
      200,
    ).events;
    expect(events.map((event) => event.action).sort()).toEqual(['product.archive', 'product.restore']);
    const archiving = events.find((event) => event.action === 'product.archive');
    expect(archiving?.changes.map((change) => change.field)).toContain('archivedAt');
  });

  it('answers 404 for an unknown product, 400 for a malformed id, and only to admins', async () => {
    expect((await archive('00000000-0000-4000-8000-000000000000')).status).toBe(404);
    expect((await restore('00000000-0000-4000-8000-000000000000')).status).toBe(404);
    expect((await archive('nope')).status).toBe(400);
    const product = await createProduct(t);
    const customer = await createUser(t);
    expect((await call(t, endpoints.archiveProduct, { headers: customer.auth, params: { id: product.id } })).status).toBe(403);
    expect((await call(t, endpoints.archiveProduct, { params: { id: product.id } })).status).toBe(401);
    expect(await listedIds()).toContain(product.id);
  });
});

describe('deleting a product', () => {
  it('is refused with 409 for a product that was ever ordered, which stays as it was', async () => {
    const { product } = await orderedPerfume();
    const refused = await call(t, endpoints.deleteProduct, { headers: admin.auth, params: { id: product.id } });
    expect(bodyOf(refused, 409)).toEqual({
      success: false,
      message:
        'This product has been ordered, so it cannot be deleted: archive it instead to take it out of the shop and keep past orders whole',
      reason: { code: 'PRODUCT_ORDERED' },
    });
    const [kept] = await t.ctx.db
      .select({ id: products.id, archivedAt: products.archivedAt })
      .from(products)
      .where(eq(products.id, product.id));
    expect(kept).toEqual({ id: product.id, archivedAt: null });
  });

  it('is refused for an order that was never paid too, and allowed for a product nobody ordered', async () => {
    const { product } = await checkout(t, { title: 'Unpaid Iris' });
    expect((await call(t, endpoints.deleteProduct, { headers: admin.auth, params: { id: product.id } })).status).toBe(409);

    const neverOrdered = await createProduct(t, { title: 'Never Sold' });
    const deleted = await call(t, endpoints.deleteProduct, { headers: admin.auth, params: { id: neverOrdered.id } });
    expect(bodyOf(deleted, 200)).toEqual({ success: true, message: 'Product deleted successfully' });
    expect(await t.ctx.db.select().from(products).where(eq(products.id, neverOrdered.id))).toEqual([]);
  });
});
