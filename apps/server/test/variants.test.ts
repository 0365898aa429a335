import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { endpoints, type ProductVariantInput } from '@aurelle/contract';
import { orderItems, productVariants } from '../src/db/schema/index.ts';
import { productInput, shopperSize } from './catalog-helpers.ts';
import { addToCart, createPaymentOrder, payWithSimulatedProvider, stockOf } from './checkout-helpers.ts';
import { createAddress } from './factories.ts';
import { bodyOf, call, createTestApp, createUser, expectStatus, type TestApp } from './helpers.ts';

let t: TestApp;
let admin: Awaited<ReturnType<typeof createUser>>;

beforeAll(async () => {
  t = await createTestApp({ PAYMENT_PROVIDER: 'simulated' });
  admin = await createUser(t, { role: 'admin' });
});
afterAll(async () => {
  await t.close();
});

const sku = (label: string) => `T-${randomUUID().slice(0, 8)}-${label}`.toUpperCase();
function sizes(overrides: Partial<ProductVariantInput>[] = []): ProductVariantInput[] {
  const base: ProductVariantInput[] = [
    { sizeMl: 100, sku: sku('100'), price: 9800, salePrice: 8900, stock: 5 },
    { sizeMl: 50, sku: sku('50'), price: 6200, stock: 4 },
    { sizeMl: 10, kind: 'sample', sku: sku('10S'), price: 1500, stock: 20 },
  ];
  return base.map((size, index) => ({ ...size, ...overrides[index] }));
}
async function addProductWithSizes(variants = sizes(), title = `Oud Sizes ${randomUUID().slice(0, 6)}`) {
  const res = await call(t, endpoints.addProduct, { body: productInput({ title, variants }), headers: admin.auth });
  return bodyOf(res, 201).data;
}
const editProduct = (id: string, body: ReturnType<typeof productInput>) =>
  call(t, endpoints.editProduct, { params: { id }, body, headers: admin.auth });
const shopProduct = async (id: string) => bodyOf(await call(t, endpoints.getProduct, { params: { id } }), 200).data;

describe('a product with sizes', () => {
  it('keeps the spec fields as the default size and the sum of the stock', async () => {
    const product = await addProductWithSizes();
    expect(product.variants.map((v) => [v.sizeMl, v.kind, v.price, v.salePrice, v.stock])).toEqual([
      [100, 'bottle', 9800, 8900, 5],
      [50, 'bottle', 6200, 0, 4],
      [10, 'sample', 1500, 0, 20],
    ]);
    expect(product).toMatchObject({ price: 9800, salePrice: 8900, totalStock: 29 });
    expect(await shopProduct(product.id)).toMatchObject({ price: 9800, totalStock: 29, variants: product.variants.map(shopperSize) });
  });

  it('refuses duplicate, foreign and malformed SKUs, bad sizes and an all-hidden list, writing nothing', async () => {
    const taken = await addProductWithSizes();
    const takenSku = taken.variants[0]?.sku ?? '';
    const cases: Array<[ProductVariantInput[], string, string]> = [
      [sizes([{}, { sku: 'DUP-1' }, { sku: 'dup-1' }]), 'variants.2.sku', 'Each size needs its own SKU'],
      [sizes([{ sku: takenSku }]), 'variants.0.sku', `SKU ${takenSku} is already used by another product`],
      [sizes([{ sku: 'no spaces' }]), 'variants.0.sku', 'SKU may use letters, digits, dot, dash and underscore'],
      [sizes([{ sizeMl: 0 }]), 'variants.0.sizeMl', 'Size must be at least 1 ml'],
      [sizes([{ stock: -1 }]), 'variants.0.stock', 'Stock must not be negative'],
      [sizes([{ salePrice: 9900 }]), 'variants.0.salePrice', 'Sale price must be lower than the price'],
      [sizes([{ isHidden: true }, { isHidden: true }, { isHidden: true }]), 'variants', 'Keep at least one size on sale'],
    ];
    const title = `Never Written ${randomUUID().slice(0, 6)}`;
    for (const [variants, field, message] of cases) {
      const refused = bodyOf(await call(t, endpoints.addProduct, { body: productInput({ title, variants }), headers: admin.auth }), 400);
      expect(refused.errors?.[field], field).toEqual([message]);
    }
    const listed = bodyOf(await call(t, endpoints.listAdminProducts, { headers: admin.auth }), 200).data;
    expect(listed.some((product) => product.title === title)).toBe(false);
  });

  it('edits, reorders, hides and removes sizes; a size with orders can only be hidden', async () => {
    const product = await addProductWithSizes();
    const [large, medium, sample] = product.variants;
    if (!large || !medium || !sample) throw new Error('three sizes expected');

    // A shopper buys the 50 ml: it now has an order.
    const shopper = await createUser(t);
    const address = await createAddress(t, shopper.user.id);
    await call(t, endpoints.addToCart, { headers: shopper.auth, body: { productId: product.id, variantId: medium.id, quantity: 1 } });
    expect((await createPaymentOrder(t, shopper, { addressId: address.id })).status).toBe(200);

    const keep = (v: typeof large, extra: Partial<ProductVariantInput> = {}): ProductVariantInput => ({
      id: v.id,
      sizeMl: v.sizeMl,
      kind: v.kind,
      sku: v.sku,
      price: v.price,
      salePrice: v.salePrice,
      stock: v.stock,
      ...extra,
    });
    const removeOrdered = await editProduct(product.id, productInput({ title: product.title, variants: [keep(large), keep(sample)] }));
    expect(bodyOf(removeOrdered, 400).message).toBe('50 ml has orders and cannot be deleted; hide it instead');

    // Sample first, 50 ml hidden, 100 ml repriced, a new 30 ml: the sample becomes the default size.
    const edited = bodyOf(
      await editProduct(
        product.id,
        productInput({
          title: product.title,
          variants: [
            keep(sample),
            keep(large, { price: 9900, salePrice: 0 }),
            keep(medium, { isHidden: true }),
            { sizeMl: 30, sku: sku('30'), price: 3900, stock: 2 },
          ],
        }),
      ),
      200,
    ).data;
    expect(edited.variants.map((v) => [v.sizeMl, v.price, v.isHidden])).toEqual([
      [10, 1500, false],
      [100, 9900, false],
      [50, 6200, true],
      [30, 3900, false],
    ]);
    // The hidden size's stock no longer counts, and shoppers do not see it.
    expect(edited).toMatchObject({ price: 1500, totalStock: 20 + 5 + 2 });
    expect((await shopProduct(product.id)).variants.map((v) => v.sizeMl)).toEqual([10, 100, 30]);

    // A size without orders goes; past order lines keep their label and SKU.
    const removed = bodyOf(
      await editProduct(product.id, productInput({ title: product.title, variants: [keep(sample), keep(medium, { isHidden: true })] })),
      200,
    ).data;
    expect(removed.variants.map((v) => v.sizeMl)).toEqual([10, 50]);
    const [line] = await t.ctx.db.select().from(orderItems).where(eq(orderItems.variantId, medium.id));
    expect(line).toMatchObject({ variantLabel: '50 ml', sku: medium.sku, title: product.title });
  });

  it('applies the spec form (no sizes) to the default size, keeping the others', async () => {
    const product = await addProductWithSizes();
    const spec = productInput({ title: product.title, price: 10500, salePrice: 0, totalStock: 30 });
    const edited = bodyOf(await editProduct(product.id, spec), 200).data;
    // 30 in total: the 50 ml (4) and the sample (20) keep theirs, the 100 ml holds the rest.
    expect(edited.variants.map((v) => [v.sizeMl, v.price, v.stock])).toEqual([
      [100, 10500, 6],
      [50, 6200, 4],
      [10, 1500, 20],
    ]);
    expect(edited.totalStock).toBe(30);
    const tooLow = bodyOf(await editProduct(product.id, productInput({ title: product.title, totalStock: 10 })), 400);
    expect(tooLow.errors?.totalStock).toEqual(["Total stock cannot be below the other sizes' stock (24)"]);
  });
});

describe("a size's parcel for the courier", () => {
  const parcelOf = (size: {
    shippingWeightGrams: number | null;
    boxLengthCm: number | null;
    boxBreadthCm: number | null;
    boxHeightCm: number | null;
  }) => [size.shippingWeightGrams, size.boxLengthCm, size.boxBreadthCm, size.boxHeightCm];

  it('stores a weight and a box per size (null follows the shop defaults), keeps them when left out, clears them with null', async () => {
    const product = await addProductWithSizes(
      sizes([{ shippingWeightGrams: 450, boxLengthCm: 16, boxBreadthCm: 9, boxHeightCm: 7 }, { shippingWeightGrams: '280' }]),
    );
    expect(product.variants.map(parcelOf)).toEqual([
      [450, 16, 9, 7],
      [280, null, null, null],
      [null, null, null, null],
    ]);
    const [stored] = await t.ctx.db
      .select()
      .from(productVariants)
      .where(eq(productVariants.id, product.variants[0]?.id ?? ''));
    expect(stored).toMatchObject({ shippingWeightGrams: 450, boxLengthCm: 16, boxBreadthCm: 9, boxHeightCm: 7 });
    // Shoppers never see it; the back office's table does.
    expect((await shopProduct(product.id)).variants[0]).not.toHaveProperty('shippingWeightGrams');
    const table = bodyOf(
      await call(t, endpoints.listProductTable, { headers: admin.auth, query: { search: product.variants[0]?.sku } }),
      200,
    );
    expect(table.rows.map(parcelOf)).toEqual([[450, 16, 9, 7]]);

    const resent = product.variants.map(({ id, sizeMl, kind, sku, price, salePrice, stock }) => ({
      id,
      sizeMl,
      kind,
      sku,
      price,
      salePrice,
      stock,
    }));
    // Left out (an older client, a form without the fields): each size keeps its own.
    const kept = bodyOf(await editProduct(product.id, productInput({ title: product.title, variants: resent })), 200).data;
    expect(kept.variants.map(parcelOf)).toEqual(product.variants.map(parcelOf));
    // Blank or null: back to the shop's defaults; the listed products show the same.
    const cleared = bodyOf(
      await editProduct(
        product.id,
        productInput({
          title: product.title,
          variants: resent.map((size, index) =>
            index === 0 ? { ...size, shippingWeightGrams: '', boxLengthCm: null, boxBreadthCm: null, boxHeightCm: null } : size,
          ),
        }),
      ),
      200,
    ).data;
    expect(cleared.variants.map(parcelOf)).toEqual([
      [null, null, null, null],
      [280, null, null, null],
      [null, null, null, null],
    ]);
    const listed = bodyOf(await call(t, endpoints.listAdminProducts, { headers: admin.auth }), 200).data.find((p) => p.id === product.id);
    expect(listed?.variants.map(parcelOf)).toEqual(cleared.variants.map(parcelOf));
  });

  it('refuses a weight or a box side that is not a whole number in range, and a box with only some sides', async () => {
    const cases: Array<[Partial<ProductVariantInput>, string, string]> = [
      [{ shippingWeightGrams: 0 }, 'shippingWeightGrams', 'Shipping weight must be a whole number of grams from 1 to 30,000'],
      [{ shippingWeightGrams: 30_001 }, 'shippingWeightGrams', 'Shipping weight must be a whole number of grams from 1 to 30,000'],
      [{ shippingWeightGrams: 12.5 }, 'shippingWeightGrams', 'Shipping weight must be a whole number of grams from 1 to 30,000'],
      [{ shippingWeightGrams: 'heavy' }, 'shippingWeightGrams', 'Shipping weight must be a whole number of grams from 1 to 30,000'],
      [{ boxLengthCm: 201, boxBreadthCm: 10, boxHeightCm: 10 }, 'boxLengthCm', 'Box length must be a whole number of cm from 1 to 200'],
      [{ boxLengthCm: 10, boxBreadthCm: -1, boxHeightCm: 10 }, 'boxBreadthCm', 'Box breadth must be a whole number of cm from 1 to 200'],
      [{ boxLengthCm: 10, boxBreadthCm: 10 }, 'boxHeightCm', "Enter the box's length, breadth and height, or leave all three blank"],
      [{ boxHeightCm: '8', boxLengthCm: '' }, 'boxLengthCm', "Enter the box's length, breadth and height, or leave all three blank"],
    ];
    for (const [parcel, field, message] of cases) {
      const body = productInput({ variants: sizes([{}, parcel]) });
      const refused = bodyOf(await call(t, endpoints.addProduct, { body, headers: admin.auth }), 400);
      expect(refused.errors?.[`variants.1.${field}`], JSON.stringify(parcel)).toEqual([message]);
    }
  });
});

describe('sizes in the cart and at checkout', () => {
  it('keeps two sizes of one scent as two lines, each within its own stock, and orders them with their size', async () => {
    const product = await addProductWithSizes();
    const [large, , sample] = product.variants;
    if (!large || !sample) throw new Error('sizes expected');
    const shopper = await createUser(t);
    const address = await createAddress(t, shopper.user.id);
    const add = (variantId: string | undefined, quantity: number) =>
      call(t, endpoints.addToCart, {
        headers: shopper.auth,
        body: { productId: product.id, ...(variantId ? { variantId } : {}), quantity },
      });

    expect((await add(undefined, 1)).status).toBe(200); // no size: the default (100 ml)
    const cart = bodyOf(await add(sample.id, 3), 200);
    expect(cart.data.map((line) => [line.variantLabel, line.sku, line.price, line.salePrice, line.totalStock, line.quantity])).toEqual([
      ['100 ml', large.sku, 9800, 8900, 5, 1],
      ['10 ml sample', sample.sku, 1500, 0, 20, 3],
    ]);
    expect(cart.totalAmount).toBe(8900 + 3 * 1500);

    // Each size's own stock caps its line.
    expect(bodyOf(await add(large.id, 5), 400).message).toBe('Only 5 items available in stock');
    const updated = bodyOf(
      await call(t, endpoints.updateCart, { headers: shopper.auth, body: { productId: product.id, variantId: large.id, quantity: 2 } }),
      200,
    );
    expect(updated.data.map((line) => line.quantity)).toEqual([2, 3]);

    // A size of another product is not this product's.
    const other = await addProductWithSizes();
    const foreign = await add(other.variants[0]?.id, 1);
    expect(bodyOf(foreign, 404).message).toBe('This size is not available');

    const placed = await createPaymentOrder(t, shopper, { addressId: address.id });
    const order = bodyOf(placed, 200);
    const after = await shopProduct(product.id);
    expect(after.variants.map((v) => v.stock)).toEqual([3, 4, 17]);
    expect(after.totalStock).toBe(24);

    expect((await payWithSimulatedProvider(t, shopper, order.id)).status).toBe(200);
    const history = bodyOf(await call(t, endpoints.listMyOrders, { headers: shopper.auth }), 200).data;
    const lines = history.find((candidate) => candidate.id === order.orderId)?.cartItems ?? [];
    expect(lines.map((line) => [line.variantLabel, line.sku, line.price, line.quantity]).sort()).toEqual(
      [
        ['10 ml sample', sample.sku, 1500, 3],
        ['100 ml', large.sku, 8900, 2],
      ].sort(),
    );
  });

  it('removes one size line with ?variantId and leaves the other', async () => {
    const product = await addProductWithSizes();
    const [large, medium] = product.variants;
    if (!large || !medium) throw new Error('sizes expected');
    const shopper = await createUser(t);
    for (const variant of [large, medium])
      await call(t, endpoints.addToCart, { headers: shopper.auth, body: { productId: product.id, variantId: variant.id, quantity: 1 } });
    const left = bodyOf(
      await call(t, endpoints.removeFromCart, {
        headers: shopper.auth,
        params: { productId: product.id },
        query: { variantId: medium.id },
      }),
      200,
    );
    expect(left.data.map((line) => line.variantId)).toEqual([large.id]);
    // Without a size the product's only line goes.
    const empty = bodyOf(await call(t, endpoints.removeFromCart, { headers: shopper.auth, params: { productId: product.id } }), 200);
    expect(empty.data).toEqual([]);
  });

  it('sells a hidden size to no one, even from a cart that holds it', async () => {
    const product = await addProductWithSizes();
    const [large, medium] = product.variants;
    if (!large || !medium) throw new Error('sizes expected');
    const shopper = await createUser(t);
    const address = await createAddress(t, shopper.user.id);
    await call(t, endpoints.addToCart, { headers: shopper.auth, body: { productId: product.id, variantId: medium.id, quantity: 1 } });
    const hide = productInput({
      title: product.title,
      variants: product.variants.map((v) => ({ ...v, name: v.name, image: v.image, isHidden: v.id === medium.id })),
    });
    expect((await editProduct(product.id, hide)).status).toBe(200);
    expectStatus(await addToCart(t, shopper, product.id, 1), 200); // the default size still sells
    const refused = await call(t, endpoints.addToCart, {
      headers: shopper.auth,
      body: { productId: product.id, variantId: medium.id, quantity: 1 },
    });
    expect(bodyOf(refused, 400).message).toBe('This product is out of stock');
    const checkout = await createPaymentOrder(t, shopper, { addressId: address.id });
    expect(bodyOf(checkout, 400).message).toBe(`${product.title} is out of stock`);
    const [hidden] = await t.ctx.db.select().from(productVariants).where(eq(productVariants.id, medium.id));
    expect(hidden?.stock).toBe(4);
  });

  it('never oversells one size when buyers race for it', async () => {
    const product = await addProductWithSizes(sizes([{ stock: 3 }]));
    const large = product.variants[0];
    if (!large) throw new Error('size expected');
    const buyers = await Promise.all(
      Array.from({ length: 8 }, async () => {
        const shopper = await createUser(t);
        const address = await createAddress(t, shopper.user.id);
        await call(t, endpoints.addToCart, { headers: shopper.auth, body: { productId: product.id, variantId: large.id, quantity: 1 } });
        return { shopper, address };
      }),
    );
    const results = await Promise.all(buyers.map(({ shopper, address }) => createPaymentOrder(t, shopper, { addressId: address.id })));
    expect(results.filter((res) => res.status === 200)).toHaveLength(3);
    expect(results.filter((res) => res.status === 400)).toHaveLength(5);
    const after = await shopProduct(product.id);
    expect(after.variants.map((v) => v.stock)).toEqual([0, 4, 20]);
    expect(await stockOf(t, product.id)).toBe(24);
  });
});
