import { and, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { endpoints, type CouponInput, type TaxDocument } from '@aurelle/contract';
import { couponRedemptions, orders, taxDocuments } from '../src/db/schema/index.ts';
import { createAccount, createOrder } from './backoffice-factories.ts';
import { addToCart, createPaymentOrder, payWithSimulatedProvider, shopperWithCart } from './checkout-helpers.ts';
import { createAddress, createProduct } from './factories.ts';
import { bodyOf, call, createTestApp, createUser, isoDateInDays, type TestApp } from './helpers.ts';

/*
 * Coupon codes: the back office manages them; the server checks a code at checkout and again, under the
 * code's lock, when the order is placed, gives the better of it and the first-order discount, and keeps the caps.
 */

let t: TestApp;
let admin: Awaited<ReturnType<typeof createAccount>>;

beforeAll(async () => {
  t = await createTestApp();
  admin = await createAccount(t, { role: 'admin' });
});
afterAll(async () => {
  await t.close();
});

let codeSequence = 0;
const uniqueCode = (prefix = 'CODE') => `${prefix}${Date.now().toString(36).toUpperCase().slice(-5)}${(codeSequence += 1)}`;
async function createCoupon(input: Partial<CouponInput> = {}) {
  const res = await call(t, endpoints.createCoupon, {
    headers: admin.auth,
    body: { code: uniqueCode(), kind: 'percent', value: 20, ...input },
  });
  return bodyOf(res, 201).data;
}
/** A shopper who has paid for an order before, so the first-order discount is out of the way. */
async function returningShopperWithCart(product: { id: string }, quantity = 1) {
  const { shopper, address } = await shopperWithCart(t, product, quantity);
  await createOrder(t, { userId: shopper.user.id, paymentStatus: 'completed' });
  return { shopper, address };
}
const checkCode = (shopper: { auth: Record<string, string> }, code: string) =>
  call(t, endpoints.checkCoupon, { headers: shopper.auth, body: { code } });

describe('the back office manages codes', () => {
  it('creates a code in capitals, unique without regard to case, and lists it with its use', async () => {
    const code = uniqueCode('diwali').toLowerCase();
    const created = await call(t, endpoints.createCoupon, {
      headers: admin.auth,
      body: { code, kind: 'fixed', value: 500, minOrderValue: 3000, totalUsesCap: 100, description: 'Diwali ₹500 off' },
    });
    const coupon = bodyOf(created, 201).data;
    expect(coupon).toMatchObject({
      code: code.toUpperCase(),
      kind: 'fixed',
      value: 500,
      minOrderValue: 3000,
      perShopperCap: 1,
      usesSoFar: 0,
      state: 'active',
    });

    const again = await call(t, endpoints.createCoupon, {
      headers: admin.auth,
      body: { code: code.toUpperCase(), kind: 'percent', value: 10 },
    });
    expect(again.status).toBe(409);
    expect(bodyOf(again, 409).errors?.code).toEqual(['Another code already has this name']);

    const listed = bodyOf(await call(t, endpoints.listCoupons, { headers: admin.auth }), 200).data.find((row) => row.id === coupon.id);
    expect(listed).toMatchObject({ code: code.toUpperCase(), usesSoFar: 0 });
  });

  it('refuses bad terms with a message per field and changes nothing', async () => {
    for (const [body, field, message] of [
      [{ code: 'AB1', kind: 'percent', value: 10 }, 'code', 'A code is 4 to 20 letters or digits'],
      [{ code: 'SPACE 10', kind: 'percent', value: 10 }, 'code', 'A code is 4 to 20 letters or digits'],
      [{ code: 'TOOMUCH95', kind: 'percent', value: 95 }, 'value', 'A percent discount is a whole number from 1 to 90'],
      [{ code: 'HALFPCT', kind: 'percent', value: 12.5 }, 'value', 'A percent discount is a whole number from 1 to 90'],
      [{ code: 'PAISA', kind: 'fixed', value: 10.005 }, 'value', 'The discount must be an amount in rupees with at most 2 decimal places'],
      [{ code: 'ZERO10', kind: 'fixed', value: 0 }, 'value', 'The discount must be greater than 0'],
      [
        { code: 'BACKWARDS', kind: 'percent', value: 10, startsAt: '2026-12-02T00:00:00+05:30', endsAt: '2026-12-01T00:00:00+05:30' },
        'endsAt',
        'The end must be after the start',
      ],
      [{ code: 'NOTADATE', kind: 'percent', value: 10, endsAt: '30 November' }, 'endsAt', 'End must be a date and time'],
      [{ code: 'CAPZERO', kind: 'percent', value: 10, perShopperCap: 0 }, 'perShopperCap', 'Uses per shopper must be at least 1'],
    ] as const) {
      const res = await t.app.inject({
        method: 'POST',
        url: endpoints.createCoupon.path,
        headers: { ...admin.auth, 'content-type': 'application/json' },
        payload: body,
      });
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect((res.json() as { errors?: Record<string, string[]> }).errors?.[field], JSON.stringify(body)).toContain(message);
    }
    const codes = bodyOf(await call(t, endpoints.listCoupons, { headers: admin.auth }), 200).data.map((row) => row.code);
    expect(codes).not.toContain('TOOMUCH95');
  });

  it('edits, pauses and resumes a code; customers and guests cannot', async () => {
    const coupon = await createCoupon();
    const edited = await call(t, endpoints.updateCoupon, {
      headers: admin.auth,
      params: { id: coupon.id },
      body: { code: coupon.code, kind: 'percent', value: 25, maxDiscount: 1000 },
    });
    expect(bodyOf(edited, 200).data).toMatchObject({ value: 25, maxDiscount: 1000 });
    const paused = await call(t, endpoints.setCouponPaused, { headers: admin.auth, params: { id: coupon.id }, body: { isPaused: true } });
    expect(bodyOf(paused, 200).data.state).toBe('paused');
    const shopper = await createUser(t);
    expect((await call(t, endpoints.listCoupons, { headers: shopper.auth })).status).toBe(403);
    expect((await call(t, endpoints.createCoupon, { headers: {}, body: { code: 'GUEST10', kind: 'percent', value: 10 } })).status).toBe(
      401,
    );
  });
});

describe('checking a code at checkout', () => {
  it('says exactly why a code cannot be used', async () => {
    const product = await createProduct(t, { pricePaise: 250_000, totalStock: 50, brand: 'Aurelle' });
    const { shopper } = await returningShopperWithCart(product);
    const future = await createCoupon({ startsAt: '2099-01-01T10:00:00+05:30' });
    const past = await createCoupon({ startsAt: '2020-01-01T00:00:00+05:30', endsAt: '2020-11-30T23:59:00+05:30' });
    const paused = await createCoupon({ isPaused: true });
    const minimum = await createCoupon({ minOrderValue: 4000 });
    const otherBrand = await createCoupon({ brands: ['Maison Ailleurs'] });
    const firstOnly = await createCoupon({ firstOrderOnly: true });

    for (const [code, why, message] of [
      ['NOSUCHCODE', 'UNKNOWN', 'This code does not exist'],
      [future.code, 'NOT_STARTED', 'This code can be used from 1 January 2099 at 10:00 am IST'],
      [past.code, 'EXPIRED', 'This code expired on 30 November 2020 at 11:59 pm IST'],
      [paused.code, 'PAUSED', 'This code is paused for now'],
      [minimum.code, 'MINIMUM_NOT_MET', 'Add ₹1,500.00 more to use this code (minimum order ₹4,000.00)'],
      [otherBrand.code, 'NOTHING_ELIGIBLE', 'Nothing in your cart is eligible for this code'],
      [firstOnly.code, 'FIRST_ORDER_ONLY', 'This code is for a first order only'],
    ] as const) {
      const res = await checkCode(shopper, code);
      expect(res.status, code).toBe(400);
      const body = bodyOf(res, 400);
      expect(body.message, code).toBe(message);
      expect(body.reason, code).toEqual({ code: 'COUPON_REFUSED', why });
    }
    for (const bad of ['ab', '12345678901234567890X', 'with space']) {
      expect((await checkCode(shopper, bad)).status, bad).toBe(400);
    }
  });

  it('shows the discount, and tells a first-order shopper which discount applies', async () => {
    const product = await createProduct(t, { pricePaise: 400_000, totalStock: 50 });
    const { shopper: returning } = await returningShopperWithCart(product);
    const tenPercent = await createCoupon({ value: 10 });
    expect(bodyOf(await checkCode(returning, tenPercent.code.toLowerCase()), 200)).toMatchObject({
      code: tenPercent.code,
      subtotal: 4000,
      discount: 400,
      total: 3600,
      applied: 'coupon',
      message: `Code ${tenPercent.code} applied`,
    });
    const { shopper: newcomer } = await shopperWithCart(t, product);
    expect(bodyOf(await checkCode(newcomer, tenPercent.code), 200)).toMatchObject({
      discount: 600,
      applied: 'first-order',
      message: 'Your first-order discount of 15% is more than this code gives, so it applies instead',
    });
  });
});

describe('placing an order with a code', () => {
  it('charges what the server computes, ignoring amounts the client sends, and records the use', async () => {
    const product = await createProduct(t, { pricePaise: 300_000, totalStock: 50 });
    const { shopper, address } = await returningShopperWithCart(product, 2);
    const coupon = await createCoupon({ kind: 'fixed', value: 750 });
    const res = await createPaymentOrder(t, shopper, {
      addressId: address.id,
      couponCode: coupon.code,
      amount: 1,
      discount: 999_999,
      totalAmount: 1,
    } as never);
    const created = bodyOf(res, 200);
    expect(created.amount).toBe(525_000);
    const [order] = await t.ctx.db.select().from(orders).where(eq(orders.providerOrderId, created.id));
    expect(order).toMatchObject({
      subtotalPaise: 600_000,
      discountPaise: 75_000,
      totalPaise: 525_000,
      discountKind: 'coupon',
      couponCode: coupon.code,
    });
    const listed = bodyOf(await call(t, endpoints.listCoupons, { headers: admin.auth }), 200).data.find((row) => row.id === coupon.id);
    expect(listed?.usesSoFar).toBe(1);
    // The order names its discount as checkout did, for the admin and for the shopper.
    const asAdmin = bodyOf(await call(t, endpoints.getAdminOrder, { headers: admin.auth, params: { id: order?.id ?? '' } }), 200).order;
    expect(asAdmin).toMatchObject({ discountAmount: 750, discountLabel: `Code ${coupon.code}` });
    const asShopper = bodyOf(await call(t, endpoints.getMyOrder, { headers: shopper.auth, params: { id: order?.id ?? '' } }), 200).data;
    expect(asShopper.discountLabel).toBe(`Code ${coupon.code}`);
  });

  it('refuses a code that cannot be used, and reserves nothing', async () => {
    const product = await createProduct(t, { pricePaise: 100_000, totalStock: 5 });
    const { shopper, address } = await returningShopperWithCart(product);
    const coupon = await createCoupon({ minOrderValue: 2000 });
    const res = await createPaymentOrder(t, shopper, { addressId: address.id, couponCode: coupon.code });
    expect(res.status).toBe(400);
    expect(bodyOf(res, 400).errors?.couponCode).toEqual(['Add ₹1,000.00 more to use this code (minimum order ₹2,000.00)']);
    expect(await t.ctx.db.select().from(orders).where(eq(orders.userId, shopper.user.id))).toHaveLength(1);
  });

  it('lets exactly one of 50 shoppers racing for a one-use code have it', async () => {
    const product = await createProduct(t, { pricePaise: 200_000, totalStock: 100 });
    const coupon = await createCoupon({ value: 30, totalUsesCap: 1 });
    const racers = await Promise.all(Array.from({ length: 50 }, () => returningShopperWithCart(product)));
    const answers = await Promise.all(
      racers.map(({ shopper, address }) => createPaymentOrder(t, shopper, { addressId: address.id, couponCode: coupon.code })),
    );
    const statuses = answers.map((answer) => answer.status);
    expect(statuses.filter((status) => status === 200)).toHaveLength(1);
    expect(statuses.filter((status) => status === 400)).toHaveLength(49);
    for (const answer of answers) if (answer.status === 400) expect(bodyOf(answer, 400).message).toBe('This code has been fully used');
    const uses = await t.ctx.db.select().from(couponRedemptions).where(eq(couponRedemptions.couponId, coupon.id));
    expect(uses).toHaveLength(1);
  });

  it('gives the use back when the payment fails, so the code can be used again', async () => {
    const product = await createProduct(t, { pricePaise: 200_000, totalStock: 10 });
    const coupon = await createCoupon({ value: 30, totalUsesCap: 1 });
    const { shopper, address } = await returningShopperWithCart(product);
    const first = bodyOf(await createPaymentOrder(t, shopper, { addressId: address.id, couponCode: coupon.code }), 200);
    const failed = await call(t, endpoints.simulatedCheckout, {
      headers: shopper.auth,
      body: { providerOrderId: first.id, outcome: 'failure' },
    });
    expect(failed.status).toBe(200);
    const live = await t.ctx.db
      .select()
      .from(couponRedemptions)
      .where(and(eq(couponRedemptions.couponId, coupon.id), isNull(couponRedemptions.releasedAt)));
    expect(live).toHaveLength(0);

    const { shopper: other, address: otherAddress } = await returningShopperWithCart(product);
    expect((await createPaymentOrder(t, other, { addressId: otherAddress.id, couponCode: coupon.code })).status).toBe(200);
  });

  it('gives the use back when a newer checkout replaces the unpaid one (the shopper may use the code again)', async () => {
    const product = await createProduct(t, { pricePaise: 200_000, totalStock: 10 });
    const coupon = await createCoupon({ value: 30 });
    const { shopper, address } = await returningShopperWithCart(product);
    expect((await createPaymentOrder(t, shopper, { addressId: address.id, couponCode: coupon.code })).status).toBe(200);
    expect((await createPaymentOrder(t, shopper, { addressId: address.id, couponCode: coupon.code })).status).toBe(200);
  });

  it('lowers the GST taxable value only on the lines the code is for (hand-computed)', async () => {
    const eligible = await createProduct(t, { pricePaise: 118_000, totalStock: 10, brand: 'Maison Ailleurs', title: 'Ailleurs Vetiver' });
    const other = await createProduct(t, { pricePaise: 236_000, totalStock: 10, brand: 'Aurelle', title: 'Aurelle Oud' });
    const shopper = await createUser(t);
    await createOrder(t, { userId: shopper.user.id, paymentStatus: 'completed' });
    const address = await createAddress(t, shopper.user.id);
    await addToCart(t, shopper, eligible.id, 1);
    await addToCart(t, shopper, other.id, 1);
    const coupon = await createCoupon({ kind: 'fixed', value: 118, brands: ['maison ailleurs'] });
    const created = bodyOf(await createPaymentOrder(t, shopper, { addressId: address.id, couponCode: coupon.code }), 200);
    expect(created.amount).toBe(342_200);
    expect((await payWithSimulatedProvider(t, shopper, created.id)).status).toBe(200);

    const [order] = await t.ctx.db.select().from(orders).where(eq(orders.providerOrderId, created.id));
    const [invoice] = await t.ctx.db
      .select({ document: taxDocuments.document })
      .from(taxDocuments)
      .where(and(eq(taxDocuments.orderId, order?.id ?? ''), eq(taxDocuments.kind, 'invoice')));
    const lines = (invoice?.document as TaxDocument).lines;
    // ₹1,180 − ₹118 = ₹1,062 at 18%: taxable ₹900, tax ₹162; the Oud keeps ₹2,360: taxable ₹2,000, tax ₹360.
    const vetiver = lines.find((line) => line.description.startsWith('Ailleurs Vetiver'));
    const oud = lines.find((line) => line.description.startsWith('Aurelle Oud'));
    expect(vetiver).toMatchObject({ grossPaise: 118_000, discountPaise: 11_800, totalPaise: 106_200, taxablePaise: 90_000 });
    expect((vetiver?.cgstPaise ?? 0) + (vetiver?.sgstPaise ?? 0) + (vetiver?.igstPaise ?? 0)).toBe(16_200);
    expect(oud).toMatchObject({ grossPaise: 236_000, discountPaise: 0, totalPaise: 236_000, taxablePaise: 200_000 });
  });
});

describe('a promotion e-mail carries a code', () => {
  const promotion = { promotionTitle: 'The Oud edit', productName: 'Oud Royale', discount: 20, endDate: isoDateInDays(30) };

  it('shows the code and opens the shop with it applied', async () => {
    const coupon = await createCoupon({ value: 20 });
    const preview = await call(t, endpoints.previewTemplate, {
      headers: admin.auth,
      body: { templateType: 'promotion', templateData: { ...promotion, couponCode: coupon.code.toLowerCase() } },
    });
    const html = bodyOf(preview, 200).data;
    expect(html).toContain(`>${coupon.code}</span>`);
    expect(html).toContain(`/shop/listing?code=${coupon.code}`);
    const created = await call(t, endpoints.createCampaign, {
      headers: admin.auth,
      body: {
        subject: 'The Oud edit',
        templateType: 'promotion',
        templateData: { ...promotion, couponCode: coupon.code },
        targetAudience: 'all',
      },
    });
    expect(bodyOf(created, 201).data.templateData).toMatchObject({ couponCode: coupon.code });
  });

  it('refuses a code the shop does not know', async () => {
    const created = await call(t, endpoints.createCampaign, {
      headers: admin.auth,
      body: {
        subject: 'Ghost code',
        templateType: 'promotion',
        templateData: { ...promotion, couponCode: 'GHOST123' },
        targetAudience: 'all',
      },
    });
    expect(created.status).toBe(400);
    expect(bodyOf(created, 400).errors?.['templateData.couponCode']).toEqual([
      'This code does not exist: create it on the Promotions page first',
    ]);
  });
});
