import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { endpoints, type ProductVariantInput } from '@aurelle/contract';
import { products, productVariants } from '../src/db/schema/index.ts';
import { productInput } from './catalog-helpers.ts';
import { bodyOf, call, createTestApp, createUser, type TestApp } from './helpers.ts';

/*
 * A size an automatic offer names (the bottle that qualifies, the size given free, a sample to choose) stays while the
 * offer names it: deleting it, or its product, is refused with the offer's name and changes nothing.
 */

let t: TestApp;
let admin: Awaited<ReturnType<typeof createUser>>;

beforeAll(async () => {
  t = await createTestApp({ PAYMENT_PROVIDER: 'simulated' });
  admin = await createUser(t, { role: 'admin' });
});
afterAll(async () => {
  await t.close();
});

const sku = (label: string) => `K-${randomUUID().slice(0, 8)}-${label}`.toUpperCase();
const hoursFromNow = (hours: number) => new Date(Date.now() + hours * 3_600_000).toISOString();

async function productWithSample(title: string) {
  const variants: ProductVariantInput[] = [
    { sizeMl: 100, sku: sku('100'), price: 9800, stock: 5 },
    { sizeMl: 10, kind: 'sample', sku: sku('10S'), price: 1500, stock: 20 },
  ];
  return bodyOf(await call(t, endpoints.addProduct, { body: productInput({ title, variants }), headers: admin.auth }), 201).data;
}

function keep(variant: { id: string; sizeMl: number; kind: ProductVariantInput['kind']; sku: string; price: number; stock: number }) {
  return { id: variant.id, sizeMl: variant.sizeMl, kind: variant.kind, sku: variant.sku, price: variant.price, stock: variant.stock };
}

describe('sizes an offer names', () => {
  it('a free sample in a "choose a sample" offer is not deleted, nor its product, until the offer names another', async () => {
    const title = `Kept Sample ${randomUUID().slice(0, 6)}`;
    const product = await productWithSample(title);
    const [bottle, sample] = product.variants;
    if (!bottle || !sample) throw new Error('two sizes expected');
    const other = await productWithSample(`Other Sample ${randomUUID().slice(0, 6)}`);
    const otherSample = other.variants[1];
    if (!otherSample) throw new Error('a sample expected');

    const offer = bodyOf(
      await call(t, endpoints.createOffer, {
        headers: admin.auth,
        body: {
          name: 'Winter sample',
          kind: 'free-sample',
          startsAt: hoursFromNow(-1),
          endsAt: hoursFromNow(24),
          threshold: 3000,
          sampleVariantIds: [sample.id],
        },
      }),
      201,
    ).data;

    const dropSample = await call(t, endpoints.editProduct, {
      params: { id: product.id },
      body: productInput({ title, variants: [keep(bottle)] }),
      headers: admin.auth,
    });
    expect(bodyOf(dropSample, 400).message).toBe(
      '10 ml sample is part of the offer “Winter sample”; choose another size in the offer first',
    );
    const deleted = await call(t, endpoints.deleteProduct, { params: { id: product.id }, headers: admin.auth });
    const refusal = bodyOf(deleted, 409);
    expect(refusal.message).toBe('This product is part of the offer “Winter sample”; choose another size in the offer first');
    expect(refusal.reason).toEqual({ code: 'PRODUCT_IN_OFFER' });
    expect(
      await t.ctx.db.select({ id: productVariants.id }).from(productVariants).where(eq(productVariants.productId, product.id)),
    ).toHaveLength(2);

    // The offer names another sample: the size and then the product can go.
    bodyOf(
      await call(t, endpoints.updateOffer, {
        params: { id: offer.id },
        headers: admin.auth,
        body: {
          name: 'Winter sample',
          kind: 'free-sample',
          startsAt: hoursFromNow(-1),
          endsAt: hoursFromNow(24),
          threshold: 3000,
          sampleVariantIds: [otherSample.id],
        },
      }),
      200,
    );
    bodyOf(
      await call(t, endpoints.editProduct, {
        params: { id: product.id },
        body: productInput({ title, variants: [keep(bottle)] }),
        headers: admin.auth,
      }),
      200,
    );
    bodyOf(await call(t, endpoints.deleteProduct, { params: { id: product.id }, headers: admin.auth }), 200);
    expect(await t.ctx.db.select({ id: products.id }).from(products).where(eq(products.id, product.id))).toHaveLength(0);
  });

  it('the size a buy-get offer gives keeps its product from being deleted', async () => {
    const product = await productWithSample(`Kept Gift ${randomUUID().slice(0, 6)}`);
    const sample = product.variants[1];
    if (!sample) throw new Error('a sample expected');
    bodyOf(
      await call(t, endpoints.createOffer, {
        headers: admin.auth,
        body: {
          name: 'A sample with every 100 ml',
          kind: 'buy-get',
          startsAt: hoursFromNow(-1),
          endsAt: hoursFromNow(24),
          qualifyingSizeMl: 100,
          freeVariantId: sample.id,
        },
      }),
      201,
    );
    const deleted = await call(t, endpoints.deleteProduct, { params: { id: product.id }, headers: admin.auth });
    expect(bodyOf(deleted, 409).message).toBe(
      'This product is part of the offer “A sample with every 100 ml”; choose another size in the offer first',
    );
  });
});
