import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { endpoints, type TaxDocument } from '@aurelle/contract';
import { orders, taxDocuments } from '../src/db/schema/index.ts';
import { createAccount } from './backoffice-factories.ts';
import { createPaymentOrder, decodeQuotedPrintable, payWithSimulatedProvider, shopperWithCart } from './checkout-helpers.ts';
import { createProduct } from './factories.ts';
import { bodyOf, call, createTestApp, readOutbox, type TestApp } from './helpers.ts';
import { pdfText } from './pdf-text.ts';

/*
 * Gifting: "This is a gift" with gift wrap at the admin's fee and a message of up to 200 characters; the
 * fee is a line of the invoice; the packing slip of a gift is its gift receipt, with the message and never a price.
 */

let t: TestApp;
let admin: Awaited<ReturnType<typeof createAccount>>;

beforeAll(async () => {
  t = await createTestApp();
  admin = await createAccount(t, { role: 'admin' });
  const settings = bodyOf(await call(t, endpoints.getShopSettings, { headers: admin.auth }), 200).settings;
  const saved = await call(t, endpoints.updateShopSettings, { headers: admin.auth, body: { ...settings, giftWrapFee: 150 } });
  expect(bodyOf(saved, 200).settings.giftWrapFee).toBe(150);
});
afterAll(async () => {
  await t.close();
});

async function orderOf(providerOrderId: string) {
  const [order] = await t.ctx.db.select().from(orders).where(eq(orders.providerOrderId, providerOrderId));
  if (!order) throw new Error('order not found');
  return order;
}

describe('gift orders', () => {
  it('charges the wrap fee after the discount, keeps the message and shows both on the order and the invoice', async () => {
    const product = await createProduct(t, { pricePaise: 400_000, totalStock: 10, title: 'Rose Absolue' });
    const { shopper, address } = await shopperWithCart(t, product);
    expect(bodyOf(await call(t, endpoints.getGiftOptions, { headers: shopper.auth }), 200).wrapFee).toBe(150);

    const message = 'Happy Diwali, Maa. With all my love — Arjun';
    const created = bodyOf(await createPaymentOrder(t, shopper, { addressId: address.id, gift: { wrap: true, message } }), 200);
    // ₹4,000 − 15% first-order discount = ₹3,400, + ₹150 gift wrap.
    expect(created.amount).toBe(355_000);
    expect((await payWithSimulatedProvider(t, shopper, created.id)).status).toBe(200);

    const order = await orderOf(created.id);
    const shown = bodyOf(await call(t, endpoints.getAdminOrder, { headers: admin.auth, params: { id: order.id } }), 200).order;
    expect(shown.gift).toEqual({ wrap: true, message, wrapFee: 150 });
    expect(shown.totalAmount).toBe(3550);
    // The confirmation's rows add up to what was paid: the wrap is one of them.
    await t.runtime.worker.drain();
    const confirmation = (await readOutbox(t.dataDir))
      .map(decodeQuotedPrintable)
      .find((mail) => mail.includes(shopper.user.email) && mail.includes('is confirmed'));
    expect(confirmation).toContain('Gift wrap: ₹150.00');

    const [invoice] = await t.ctx.db
      .select({ document: taxDocuments.document })
      .from(taxDocuments)
      .where(and(eq(taxDocuments.orderId, order.id), eq(taxDocuments.kind, 'invoice')));
    const document = invoice?.document as TaxDocument;
    const wrapLine = document.lines.find((line) => line.description === 'Gift wrapping');
    expect(wrapLine).toMatchObject({ hsnCode: '9985', totalPaise: 15_000, discountPaise: 0, gstRateBasisPoints: 1800 });
    expect(document.totals.totalPaise).toBe(355_000);
  });

  it('a gift without wrap costs nothing more; an order that is not a gift has no gift', async () => {
    const product = await createProduct(t, { pricePaise: 200_000, totalStock: 10 });
    const { shopper, address } = await shopperWithCart(t, product);
    const created = bodyOf(await createPaymentOrder(t, shopper, { addressId: address.id, gift: { wrap: false, message: '' } }), 200);
    expect(created.amount).toBe(170_000);
    const order = await orderOf(created.id);
    expect(order).toMatchObject({ isGift: true, giftWrap: false, giftWrapFeePaise: 0, giftMessage: null });

    const { shopper: other, address: otherAddress } = await shopperWithCart(t, product);
    const plain = bodyOf(await createPaymentOrder(t, other, { addressId: otherAddress.id }), 200);
    const shown = bodyOf(
      await call(t, endpoints.getAdminOrder, { headers: admin.auth, params: { id: (await orderOf(plain.id)).id } }),
      200,
    ).order;
    expect(shown.gift).toBeNull();
  });

  it('refuses a message over 200 characters and reserves nothing', async () => {
    const product = await createProduct(t, { pricePaise: 200_000, totalStock: 3 });
    const { shopper, address } = await shopperWithCart(t, product);
    const res = await createPaymentOrder(t, shopper, { addressId: address.id, gift: { wrap: true, message: 'x'.repeat(201) } });
    expect(res.status).toBe(400);
    expect(bodyOf(res, 400).errors?.['gift.message']).toEqual(['A gift message is at most 200 characters']);
    expect(await t.ctx.db.select().from(orders).where(eq(orders.userId, shopper.user.id))).toHaveLength(0);
  });

  it('prints a gift’s packing slip with its message and never a price; several orders in one PDF', async () => {
    // A long SKU, as a house's own codes are: the picker reads it on one line.
    const sku = `AURELLE-OUD-NOCTURNE-EXTRAIT-${randomUUID().slice(0, 6).toUpperCase()}`;
    const product = await createProduct(t, { title: 'Oud Nocturne', variants: [{ sku, pricePaise: 325_000, stock: 10 }] });
    const { shopper, address } = await shopperWithCart(t, product, 2);
    const gift = bodyOf(
      await createPaymentOrder(t, shopper, { addressId: address.id, gift: { wrap: true, message: 'For Priya, on her birthday' } }),
      200,
    );
    const { shopper: buyer, address: buyerAddress } = await shopperWithCart(t, product);
    const placed = bodyOf(await call(t, endpoints.placeCodOrder, { headers: buyer.auth, body: { addressId: buyerAddress.id } }), 200);
    const giftOrder = await orderOf(gift.id);
    const [plainOrder] = await t.ctx.db.select().from(orders).where(eq(orders.id, placed.orderId));
    if (!plainOrder) throw new Error('COD order not found');

    const slips = await call(t, endpoints.downloadPackingSlips, {
      headers: admin.auth,
      query: { ids: `${giftOrder.id},${plainOrder.id}` },
    });
    expect(slips.status).toBe(200);
    expect(slips.headers['content-type']).toBe('application/pdf');
    const [giftPage, plainPage, ...more] = await pdfText(slips.response.rawPayload);
    expect(more).toHaveLength(0);
    expect(giftPage).toContain('GIFT RECEIPT');
    expect(giftPage).toContain('For Priya, on her birthday');
    expect(giftPage).toContain('Gift wrap this order.');
    expect(giftPage).toContain('Oud Nocturne');
    expect(giftPage).not.toMatch(/Rs\.|₹|3,250|6,500/);
    expect(giftPage?.split(' ')).toContain(sku);
    expect(plainPage).toContain('PACKING SLIP');
    expect(plainPage).toContain('Rs. 3,250.00');
    // The cash to collect adds up on the slip: the line, the discount by its name, delivery and the fee.
    const collect = `Rs. ${(plainOrder.totalPaise / 100).toLocaleString('en-IN', { minimumFractionDigits: 2 })}`;
    expect(plainPage).toContain(`Cash on delivery: collect ${collect}`);
    expect(plainPage).toMatch(/First-order discount \(15%\)\s*- Rs\. 487\.50/);
    expect(plainPage).toMatch(new RegExp(`To collect\\s*${collect.replace('.', '\\.')}`));
    expect(plainPage?.split(' ')).toContain(sku);

    const unknown = await call(t, endpoints.downloadPackingSlips, {
      headers: admin.auth,
      query: { ids: '00000000-0000-4000-8000-000000000000' },
    });
    expect(unknown.status).toBe(404);
    const malformedIds = await t.app.inject({
      method: 'GET',
      url: `${endpoints.downloadPackingSlips.path}?ids=not-an-id`,
      headers: admin.auth,
    });
    expect(malformedIds.statusCode).toBe(400);
    expect((await call(t, endpoints.downloadPackingSlips, { headers: shopper.auth, query: { ids: giftOrder.id } })).status).toBe(403);
  });
});
