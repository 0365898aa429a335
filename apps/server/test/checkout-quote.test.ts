import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { endpoints, rupeesToPaise, type CheckoutQuote, type CheckoutQuoteRequest, type TaxDocument } from '@aurelle/contract';
import { orders, taxDocuments } from '../src/db/schema/index.ts';
import { issueInvoice } from '../src/domain/tax/issue-invoice.ts';
import { createAccount } from './backoffice-factories.ts';
import { addToCart, payWithSimulatedProvider, type Caller } from './checkout-helpers.ts';
import { createAddress, createProduct } from './factories.ts';
import { bodyOf, call, createTestApp, createUser, malformed, type TestApp } from './helpers.ts';
import { createOrder as createPastOrder } from './backoffice-factories.ts';

/*
 * One quote (decision 096): the checkout's summary is the server's quote, and the order placed — by card, PayPal or
 * cash — carries exactly its figures: quote total = order total = amount asked of the provider = invoice total, to the
 * paisa, and cash on delivery is offered exactly when the order would be accepted.
 */

let t: TestApp;
let admin: Caller;

beforeAll(async () => {
  t = await createTestApp({ PAYMENT_PROVIDER: 'simulated' });
  admin = await createAccount(t, { role: 'admin' });
});
afterAll(async () => {
  await t.close();
});

/** A small deterministic generator (mulberry32), so a failure names its seed and can be replayed. */
function generator(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let value = state;
    value = Math.imul(value ^ (value >>> 15), value | 1);
    value ^= value + Math.imul(value ^ (value >>> 7), value | 61);
    return ((value ^ (value >>> 14)) >>> 0) / 4_294_967_296;
  };
  return {
    below: (n: number) => Math.floor(next() * n),
    pick: <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)] as T,
    chance: (p: number) => next() < p,
  };
}

const PLACES = [
  { city: 'Mumbai', state: 'Maharashtra', postalCode: '400050' },
  { city: 'Bengaluru', state: 'Karnataka', postalCode: '560001' },
  { city: 'Guwahati', state: 'Assam', postalCode: '781001' },
];

const quote = (shopper: Caller, body: CheckoutQuoteRequest) => call(t, endpoints.quoteCheckout, { headers: shopper.auth, body });

async function saveShopTerms(terms: { codLimit: number; codFee: number; giftWrapFee: number }) {
  const current = bodyOf(await call(t, endpoints.getShopSettings, { headers: admin.auth }), 200).settings;
  bodyOf(await call(t, endpoints.updateShopSettings, { headers: admin.auth, body: { ...current, ...terms } }), 200);
}

async function saveDeliveryTerms(terms: { standardFee: number; freeFrom: number | null; expressEnabled: boolean; expressFee: number }) {
  bodyOf(
    await call(t, endpoints.updateDeliverySettings, {
      headers: admin.auth,
      body: {
        ...terms,
        standardDaysMin: 2,
        standardDaysMax: 4,
        expressDaysMin: 1,
        expressDaysMax: 2,
        cutoff: '14:00',
        workingDays: [1, 2, 3, 4, 5, 6],
        unservedPins: '',
        noCodPins: '781',
      },
    }),
    200,
  );
}

async function invoiceOf(orderId: string): Promise<TaxDocument | undefined> {
  const [row] = await t.ctx.db
    .select({ document: taxDocuments.document })
    .from(taxDocuments)
    .where(and(eq(taxDocuments.orderId, orderId), eq(taxDocuments.kind, 'invoice')));
  return row?.document as TaxDocument | undefined;
}

async function orderRow(orderId: string) {
  const [row] = await t.ctx.db.select().from(orders).where(eq(orders.id, orderId));
  if (!row) throw new Error(`order ${orderId} not found`);
  return row;
}

/** The quote's invoice figures in paise, to compare with the invoice as issued. */
function quotedTax(quoted: CheckoutQuote) {
  const tax = quoted.tax;
  if (!tax) throw new Error('the quote has no GST split');
  return {
    supplyType: tax.supplyType,
    lines: tax.lines.map((line) => [
      line.description,
      line.hsnCode,
      rupeesToPaise(line.taxable),
      rupeesToPaise(line.cgst + line.sgst + line.igst),
      rupeesToPaise(line.total),
    ]),
  };
}

describe('one priced quote for every checkout', () => {
  it('quote total = order total = amount asked of the provider = invoice total, and COD is offered exactly when it is accepted', async () => {
    const hour = 3_600_000;
    const now = Date.now();
    // A catalogue of sizes with list prices, sales in and out of their windows, and GST rates.
    const catalogue = await Promise.all(
      [0, 1, 2, 3].map((index) =>
        createProduct(t, {
          brand: index % 2 === 0 ? 'Aurelle' : 'Maison Verte',
          gstRateBasisPoints: index === 3 ? 1200 : 1800,
          variants: [
            { sizeMl: 30, pricePaise: 99_900 + index * 13_337, stock: 500 },
            {
              sizeMl: 50,
              pricePaise: 249_900 + index * 7_771,
              salePricePaise: 199_950 + index * 3_333,
              saleStartsAt: new Date(now - (index % 2 === 0 ? hour : -hour)),
              saleEndsAt: new Date(now + 48 * hour),
              stock: 500,
            },
            { sizeMl: 100, pricePaise: 412_345 + index * 1_111, salePricePaise: index === 1 ? 350_001 : 0, stock: 500 },
          ],
        }),
      ),
    );
    const sizes = catalogue.flatMap((product) => product.variants.map((variant) => ({ productId: product.id, variantId: variant.id })));
    const codes = await Promise.all(
      [
        { code: 'PROPTEN', kind: 'percent' as const, value: 10 },
        { code: 'PROPBIG', kind: 'percent' as const, value: 33, maxDiscount: 1500 },
        { code: 'PROP750', kind: 'fixed' as const, value: 750, minOrderValue: 3000 },
        { code: 'PROPVERTE', kind: 'percent' as const, value: 25, brands: ['Maison Verte'] },
        { code: 'PROPFREE', kind: 'fixed' as const, value: 100_000 },
      ].map(
        async (input) =>
          bodyOf(await call(t, endpoints.createCoupon, { headers: admin.auth, body: { perShopperCap: 5, ...input } }), 201).data.code,
      ),
    );

    const random = generator(20261127);
    const seen = { placed: 0, refused: 0, cod: 0, codRefused: 0, zero: 0 };
    for (let round = 0; round < 40; round += 1) {
      const context = `round ${round}`;
      await saveShopTerms({
        codLimit: random.pick([2_000, 8_000, 50_000]),
        codFee: random.pick([0, 49, 99.5]),
        giftWrapFee: random.pick([0, 150, 99.99]),
      });
      const expressEnabled = random.chance(0.6);
      await saveDeliveryTerms({
        standardFee: random.pick([0, 79, 149.5]),
        freeFrom: random.pick([null, 2_500, 6_000]),
        expressEnabled,
        expressFee: 249,
      });

      const shopper = await createUser(t);
      if (random.chance(0.5)) await createPastOrder(t, { userId: shopper.user.id, paymentStatus: 'completed' });
      const address = await createAddress(t, shopper.user.id, random.pick(PLACES));
      for (let line = 0, lines = 1 + random.below(3); line < lines; line += 1) {
        const size = random.pick(sizes);
        expect(
          (await call(t, endpoints.addToCart, { headers: shopper.auth, body: { ...size, quantity: 1 + random.below(3) } })).status,
        ).toBe(200);
      }
      const method = random.pick(['razorpay', 'paypal', 'cod'] as const);
      const couponCode = random.chance(0.7) ? random.pick(codes) : undefined;
      const choices = {
        addressId: address.id,
        deliveryOption: random.chance(0.3) ? ('express' as const) : ('standard' as const),
        ...(couponCode ? { couponCode } : {}),
        giftWrap: random.chance(0.4),
        paymentMethod: method,
      };
      const quoted = bodyOf(await quote(shopper, choices), 200).quote;
      // The quote's own figures add up: the summary never has to.
      const goods = quoted.subtotal - (quoted.discount?.amount ?? 0);
      expect(rupeesToPaise(quoted.total), context).toBe(
        rupeesToPaise(goods) +
          rupeesToPaise(quoted.delivery?.fee ?? 0) +
          (quoted.giftWrap.chosen ? rupeesToPaise(quoted.giftWrap.fee) : 0) +
          rupeesToPaise(quoted.codFee),
      );

      const checkout = {
        addressId: address.id,
        deliveryOption: choices.deliveryOption,
        ...(couponCode ? { couponCode } : {}),
        ...(choices.giftWrap ? { gift: { wrap: true, message: '' } } : {}),
      };
      const placed =
        method === 'cod'
          ? await call(t, endpoints.placeCodOrder, { headers: shopper.auth, body: checkout })
          : method === 'paypal'
            ? await call(t, endpoints.createLegacyOrder, { headers: shopper.auth, body: checkout })
            : await call(t, endpoints.createPaymentOrder, { headers: shopper.auth, body: checkout });

      if (method === 'cod') {
        // Offered exactly when accepted.
        expect(
          placed.status === 200,
          `${context}: COD offered ${quoted.cashOnDelivery.allowed} (${quoted.cashOnDelivery.reason ?? ''})`,
        ).toBe(quoted.cashOnDelivery.allowed && quoted.blocker === null && quoted.coupon?.status !== 'refused');
        if (quoted.cashOnDelivery.allowed) seen.cod += 1;
        else seen.codRefused += 1;
      }
      // Placing with the code asked for: a refused code is its refusal; otherwise whatever else the quote says blocks.
      const refusedWith = quoted.blocker?.message ?? (quoted.coupon?.status === 'refused' ? quoted.coupon.message : undefined);
      if (refusedWith) {
        expect(placed.status, context).toBeGreaterThanOrEqual(400);
        expect(placed.status, context).toBeLessThan(500);
        if (quoted.coupon?.status !== 'refused') expect((placed.body as { message: string }).message, context).toBe(refusedWith);
        else expect([quoted.coupon.message, quoted.blocker?.message], context).toContain((placed.body as { message: string }).message);
        seen.refused += 1;
        continue;
      }
      expect(placed.status, `${context}: ${JSON.stringify(placed.body)}`).toBe(200);
      const orderId = (placed.body as { orderId: string }).orderId;
      const order = await orderRow(orderId);
      expect(order.totalPaise, context).toBe(rupeesToPaise(quoted.total));
      expect(order.discountPaise, context).toBe(rupeesToPaise(quoted.discount?.amount ?? 0));
      expect(order.couponCode, context).toBe(quoted.discount?.code ?? null);

      if (method === 'razorpay') {
        const created = bodyOf(placed as Awaited<ReturnType<typeof call<typeof endpoints.createPaymentOrder>>>, 200);
        // What the provider is asked for (or, for ₹0, that none is asked and the order is paid already).
        expect(created.amount, context).toBe(rupeesToPaise(quoted.total));
        if ('paidInFull' in created) seen.zero += 1;
        else expect((await payWithSimulatedProvider(t, shopper, created.id)).status, context).toBe(200);
      } else {
        // Card orders are invoiced when paid (above); the others as their payment is recorded: the same function.
        await t.ctx.db.transaction((tx) => issueInvoice(tx, orderId));
      }
      const invoice = await invoiceOf(orderId);
      expect(invoice?.totals.totalPaise, context).toBe(rupeesToPaise(quoted.total));
      const printed = invoice?.lines.map((line) => [
        line.description,
        line.hsnCode,
        line.taxablePaise,
        line.cgstPaise + line.sgstPaise + line.igstPaise,
        line.totalPaise,
      ]);
      // Same lines, same split (the invoice lists goods by title; the quote in cart order).
      const expected = quotedTax(quoted);
      expect(invoice?.supplyType, context).toBe(expected.supplyType);
      expect([...(printed ?? [])].sort(), context).toEqual([...expected.lines].sort());
      seen.placed += 1;
    }
    // The rounds did exercise each outcome.
    expect(seen.placed).toBeGreaterThan(5);
    expect(seen.refused + seen.codRefused).toBeGreaterThan(0);
    // Dozens of rounds each quote, place, pay and read an invoice: on a busy 2-core machine this is close to the 60 s
    // default, so it has its own limit.
  }, 180_000);

  it('places and confirms a ₹0 order (a code worth the whole cart) without a payment provider, and invoices it', async () => {
    await saveShopTerms({ codLimit: 50_000, codFee: 0, giftWrapFee: 150 });
    await saveDeliveryTerms({ standardFee: 0, freeFrom: null, expressEnabled: false, expressFee: 0 });
    const coupon = bodyOf(
      await call(t, endpoints.createCoupon, { headers: admin.auth, body: { code: 'ONTHEHOUSE', kind: 'fixed', value: 50_000 } }),
      201,
    ).data;
    for (const method of ['razorpay', 'paypal', 'cod'] as const) {
      const product = await createProduct(t, { pricePaise: 350_000, totalStock: 4 });
      const shopper = await createUser(t);
      const address = await createAddress(t, shopper.user.id);
      expect((await addToCart(t, shopper, product.id, 1)).status).toBe(200);
      const quoted = bodyOf(await quote(shopper, { addressId: address.id, couponCode: coupon.code, paymentMethod: method }), 200).quote;
      expect(quoted).toMatchObject({ total: 0, discount: { kind: 'coupon', label: 'Code ONTHEHOUSE', amount: 3500 }, blocker: null });

      const body = { addressId: address.id, couponCode: coupon.code };
      const placed =
        method === 'razorpay'
          ? bodyOf(await call(t, endpoints.createPaymentOrder, { headers: shopper.auth, body }), 200)
          : method === 'paypal'
            ? bodyOf(await call(t, endpoints.createLegacyOrder, { headers: shopper.auth, body }), 200)
            : bodyOf(await call(t, endpoints.placeCodOrder, { headers: shopper.auth, body }), 200);
      if (method === 'razorpay') expect(placed).toMatchObject({ paidInFull: true, amount: 0, currency: 'INR' });
      else if (method === 'paypal') expect(placed).toMatchObject({ approvalURL: '/shop/payment-success' });
      // No cash to collect: paid at once, so the courier is never sent for ₹0.
      else expect(placed).toMatchObject({ message: 'Order placed: nothing to pay' });

      const order = await orderRow(placed.orderId);
      expect(order).toMatchObject({
        status: 'confirmed',
        paymentStatus: 'completed',
        totalPaise: 0,
        paymentProvider: 'none',
        providerOrderId: null,
      });
      expect(order.paidAt).not.toBeNull();
      expect((await invoiceOf(placed.orderId))?.totals.totalPaise).toBe(0);
      expect(bodyOf(await call(t, endpoints.getCart, { headers: shopper.auth }), 200).data).toEqual([]);
      const shown = bodyOf(await call(t, endpoints.getMyOrder, { headers: shopper.auth, params: { id: placed.orderId } }), 200).data;
      expect(shown).toMatchObject({ orderStatus: 'confirmed', totalAmount: 0 });
    }
  });

  it('gives back what the shopper’s own unpaid checkout holds (stock and the code’s use), as placing again would', async () => {
    await saveShopTerms({ codLimit: 50_000, codFee: 0, giftWrapFee: 150 });
    await saveDeliveryTerms({ standardFee: 0, freeFrom: null, expressEnabled: false, expressFee: 0 });
    const code = bodyOf(
      await call(t, endpoints.createCoupon, {
        headers: admin.auth,
        body: { code: 'ONCEONLY', kind: 'fixed', value: 500, totalUsesCap: 1 },
      }),
      201,
    ).data.code;
    const product = await createProduct(t, { pricePaise: 300_000, totalStock: 1 });
    const shopper = await createUser(t);
    await createPastOrder(t, { userId: shopper.user.id, paymentStatus: 'completed' });
    const address = await createAddress(t, shopper.user.id);
    expect((await addToCart(t, shopper, product.id, 1)).status).toBe(200);
    // Checkout started and left unpaid: it holds the last bottle and the code's one use.
    bodyOf(await call(t, endpoints.createPaymentOrder, { headers: shopper.auth, body: { addressId: address.id, couponCode: code } }), 200);
    const quoted = bodyOf(await quote(shopper, { addressId: address.id, couponCode: code }), 200).quote;
    expect(quoted).toMatchObject({ blocker: null, coupon: { code, status: 'applied' }, total: 2500 });
    expect(quoted.lines[0]?.onlyLeft).toBeNull();
    // And placing again agrees: the earlier checkout is replaced, its bottle and use given back.
    expect(
      bodyOf(await call(t, endpoints.createPaymentOrder, { headers: shopper.auth, body: { addressId: address.id, couponCode: code } }), 200)
        .amount,
    ).toBe(250_000);
  });

  it('holds cash on delivery’s limit to the cash collected: delivery and its fee count', async () => {
    await saveShopTerms({ codLimit: 3_000, codFee: 0, giftWrapFee: 150 });
    await saveDeliveryTerms({ standardFee: 79, freeFrom: null, expressEnabled: false, expressFee: 0 });
    const product = await createProduct(t, { pricePaise: 295_000, totalStock: 3 });
    const shopper = await createUser(t);
    await createPastOrder(t, { userId: shopper.user.id, paymentStatus: 'completed' });
    const address = await createAddress(t, shopper.user.id);
    expect((await addToCart(t, shopper, product.id, 1)).status).toBe(200);
    // ₹2,950 of goods is under ₹3,000; with ₹79 delivery the courier would collect ₹3,029.
    const quoted = bodyOf(await quote(shopper, { addressId: address.id, paymentMethod: 'cod' }), 200).quote;
    expect(quoted.cashOnDelivery).toMatchObject({
      allowed: false,
      reason: 'Cash on delivery is available for orders up to ₹3,000. Please pay online',
    });
    const placed = await call(t, endpoints.placeCodOrder, { headers: shopper.auth, body: { addressId: address.id } });
    expect(placed.status).toBe(409);
    expect(placed.body).toMatchObject({ message: quoted.cashOnDelivery.reason });
  });

  it('prices a cart before an address is chosen, and says what is not allowed and why', async () => {
    await saveShopTerms({ codLimit: 5_000, codFee: 49, giftWrapFee: 150 });
    await saveDeliveryTerms({ standardFee: 99, freeFrom: 3_000, expressEnabled: false, expressFee: 0 });
    const product = await createProduct(t, { pricePaise: 500_000, totalStock: 2 });
    const shopper = await createUser(t);
    await createPastOrder(t, { userId: shopper.user.id, paymentStatus: 'completed' });
    expect((await addToCart(t, shopper, product.id, 2)).status).toBe(200);

    const bare = bodyOf(await quote(shopper, {}), 200).quote;
    expect(bare).toMatchObject({
      subtotal: 10_000,
      discount: null,
      delivery: null,
      tax: null,
      total: 10_000,
      express: { allowed: false, reason: 'Express delivery is not available for this order. Please choose standard delivery' },
      cashOnDelivery: { allowed: false, fee: 49, limit: 5_000 },
      blocker: { message: 'Please select a delivery address', field: 'addressId' },
    });
    expect(bare.cashOnDelivery.reason).toContain('₹5,000');

    const byPin = bodyOf(await quote(shopper, { pinCode: '560001', couponCode: 'NOSUCHCODE', giftWrap: true }), 200).quote;
    expect(byPin.delivery).toMatchObject({ option: 'standard', fee: 0 });
    expect(byPin.coupon).toMatchObject({ code: 'NOSUCHCODE', status: 'refused' });
    expect(byPin.giftWrap).toEqual({ fee: 150, chosen: true });
    expect(byPin.total).toBe(10_150);

    // Stock taken meanwhile: the line says how many are left.
    const address = await createAddress(t, shopper.user.id);
    await t.ctx.db.execute(`update product_variants set stock = 1 where product_id = '${product.id}'`);
    const short = bodyOf(await quote(shopper, { addressId: address.id }), 200).quote;
    expect(short.lines[0]?.onlyLeft).toBe(1);
    expect(short.blocker?.message).toBe('Only 1 items available in stock');
  });

  it('refuses bad input with a message and answers 401 signed out', async () => {
    const shopper = await createUser(t);
    expect((await call(t, endpoints.quoteCheckout, { body: {} })).status).toBe(401);
    const empty = await quote(shopper, {});
    expect(empty.status).toBe(400);
    expect(empty.body).toMatchObject({ message: 'Your cart is empty. Please add items to proceed' });
    const badPin = await quote(shopper, malformed({ pinCode: '12' }));
    expect(badPin.status).toBe(400);
    expect(JSON.stringify(badPin.body)).toContain('Enter a 6-digit PIN code');
    const badMethod = await quote(shopper, malformed({ paymentMethod: 'cheque' }));
    expect(badMethod.status).toBe(400);
    expect(JSON.stringify(badMethod.body)).toContain('Choose how to pay');
  });
});
