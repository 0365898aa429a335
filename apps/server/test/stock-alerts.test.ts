import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { endpoints, STOCK_ALERT_IN_STOCK_MESSAGE, type ProductInput } from '@aurelle/contract';
import { stockAlerts } from '../src/db/schema/index.ts';
import { createAccount } from './backoffice-factories.ts';
import { productInput } from './catalog-helpers.ts';
import { checkout, stockOf } from './checkout-helpers.ts';
import { createProduct } from './factories.ts';
import { call, createTestApp, createUser, expectStatus, readOutbox, type TestApp } from './helpers.ts';
import { parseMail } from './mail-parser.ts';

let t: TestApp;
let admin: Awaited<ReturnType<typeof createAccount>>;
beforeAll(async () => {
  t = await createTestApp({ APP_URL: 'http://shop.test' });
  admin = await createAccount(t, { role: 'admin', userName: 'Stock Admin' });
});
afterAll(async () => {
  await t.close();
});

type Shopper = { auth: Record<string, string> };
const notifyMe = (shopper: Shopper, productId: string, variantId?: string) =>
  call(t, endpoints.requestStockAlert, { headers: shopper.auth, body: { productId, ...(variantId ? { variantId } : {}) } });
const waitingFor = async (shopper: Shopper) => {
  const res = await call(t, endpoints.listStockAlerts, { headers: shopper.auth });
  expectStatus(res, 200);
  return res.body.productIds;
};
const mailsTo = async (email: string) => (await readOutbox(t.dataDir)).map(parseMail).filter((mail) => mail.to.includes(email));
/** The admin form as it stood for this product, with a new stock figure. */
const restock = (productId: string, input: ProductInput) =>
  call(t, endpoints.editProduct, { params: { id: productId }, body: input, headers: admin.auth });

describe('back-in-stock requests', () => {
  it('answers 401 to a guest', async () => {
    const product = await createProduct(t, { totalStock: 0 });
    expect((await call(t, endpoints.listStockAlerts)).status).toBe(401);
    expect((await call(t, endpoints.requestStockAlert, { body: { productId: product.id } })).status).toBe(401);
  });

  it('records one request per shopper and product however often they ask, and refuses a product in stock', async () => {
    const shopper = await createUser(t);
    const soldOut = await createProduct(t, { totalStock: 0 });
    const inStock = await createProduct(t, { totalStock: 3 });

    const first = await notifyMe(shopper, soldOut.id);
    expectStatus(first, 200);
    expect(first.body).toMatchObject({ message: "We'll e-mail you as soon as it is back in stock", productIds: [soldOut.id] });
    expectStatus(await notifyMe(shopper, soldOut.id), 200);
    expect(await waitingFor(shopper)).toEqual([soldOut.id]);
    expect(await t.ctx.db.select().from(stockAlerts)).toHaveLength(1);

    const refused = await notifyMe(shopper, inStock.id);
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({ message: STOCK_ALERT_IN_STOCK_MESSAGE, reason: { code: 'IN_STOCK', available: 3 } });
    const unknown = await notifyMe(shopper, '0b0e3a52-0f57-4c3c-9d1e-3a2b1c0d9e8f');
    expect(unknown.status).toBe(404);
    expect(await waitingFor(shopper)).toEqual([soldOut.id]);
  });

  it('e-mails each waiting shopper once when an admin restocks, and never again for that request', async () => {
    const [meera, arjun] = [await createAccount(t, { userName: 'Meera <b>Iyer</b>' }), await createAccount(t, { userName: 'Arjun' })];
    const input = productInput({ title: 'Saffron & Oud', price: 7800, totalStock: 0 });
    const created = await call(t, endpoints.addProduct, { body: input, headers: admin.auth });
    expectStatus(created, 201);
    const productId = created.body.data.id;
    expectStatus(await notifyMe(meera, productId), 200);
    expectStatus(await notifyMe(arjun, productId), 200);

    // An edit that leaves it sold out tells nobody.
    expectStatus(await restock(productId, { ...input, description: 'Saffron, oud and rose.' }), 200);
    await t.runtime.worker.drain();
    expect(await mailsTo(meera.user.email)).toHaveLength(0);

    expectStatus(await restock(productId, { ...input, totalStock: 6 }), 200);
    await t.runtime.worker.drain();
    const [mail] = await mailsTo(meera.user.email);
    expect(mail?.subject).toBe('Saffron & Oud (100 ml) is back in stock · Aurelle');
    expect(mail?.html).toContain('Dear Meera &lt;b&gt;Iyer&lt;/b&gt;');
    expect(mail?.html).toContain('₹7,800.00');
    expect(mail?.html).toContain(`http://shop.test/shop/product/${productId}`);
    expect(await mailsTo(arjun.user.email)).toHaveLength(1);
    expect(await waitingFor(meera)).toEqual([]);

    // Sold out and restocked again: the answered requests stay answered.
    expectStatus(await restock(productId, { ...input, totalStock: 0 }), 200);
    expectStatus(await restock(productId, { ...input, totalStock: 4 }), 200);
    await t.runtime.worker.drain();
    expect(await mailsTo(meera.user.email)).toHaveLength(1);
    expect(await mailsTo(arjun.user.email)).toHaveLength(1);
  });

  it('answers a request when an unpaid order gives its bottles back to the shelf', async () => {
    const { product, order } = await checkout(t, { totalStock: 2 }, 2);
    expect(await stockOf(t, product.id)).toBe(0);
    const waiting = await createAccount(t, { userName: 'Patient Shopper' });
    expectStatus(await notifyMe(waiting, product.id), 200);

    const rejected = await call(t, endpoints.updateOrderStatus, {
      params: { id: order.orderId },
      headers: admin.auth,
      body: { status: 'rejected' },
    });
    expectStatus(rejected, 200);
    expect(await stockOf(t, product.id)).toBe(2);
    await t.runtime.worker.drain();
    expect((await mailsTo(waiting.user.email)).map((mail) => mail.subject)).toEqual([
      `${product.title} (100 ml) is back in stock · Aurelle`,
    ]);
  });

  it('waits for one size: a sold-out sample is asked for while its bottle sells, and only its own restock answers', async () => {
    const shopper = await createAccount(t, { userName: 'Sample Seeker' });
    const product = await createProduct(t, {
      title: 'Vetiver Sizes',
      variants: [
        { sizeMl: 100, pricePaise: 900_000, stock: 4 },
        { sizeMl: 5, kind: 'sample', pricePaise: 90_000, stock: 0 },
      ],
    });
    const [bottle, sample] = product.variants;
    if (!bottle || !sample) throw new Error('two sizes expected');
    const refused = await notifyMe(shopper, product.id, bottle.id);
    expectStatus(refused, 400);
    expect(refused.body.message).toBe(STOCK_ALERT_IN_STOCK_MESSAGE);
    const asked = await notifyMe(shopper, product.id, sample.id);
    expectStatus(asked, 200);
    expect(asked.body).toMatchObject({ productIds: [product.id], variantIds: [sample.id] });

    // The bottle's restock is not the sample's.
    const edit = (bottleStock: number, sampleStock: number) =>
      restock(
        product.id,
        productInput({
          title: product.title,
          variants: [
            { id: bottle.id, sizeMl: 100, sku: bottle.sku, price: 9000, stock: bottleStock },
            { id: sample.id, sizeMl: 5, kind: 'sample', sku: sample.sku, price: 900, stock: sampleStock },
          ],
        }),
      );
    expectStatus(await edit(9, 0), 200);
    await t.runtime.worker.drain();
    expect(await mailsTo(shopper.user.email)).toHaveLength(0);
    expectStatus(await edit(9, 12), 200);
    await t.runtime.worker.drain();
    expect((await mailsTo(shopper.user.email)).map((mail) => mail.subject)).toEqual([
      'Vetiver Sizes (5 ml sample) is back in stock · Aurelle',
    ]);
  });
});
