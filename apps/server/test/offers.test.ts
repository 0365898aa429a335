import { and, count, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  endpoints,
  rupeesToPaise,
  type CheckoutQuote,
  type CheckoutQuoteRequest,
  type OfferInput,
  type TaxDocument,
} from '@aurelle/contract';
import { offers, orderItems, orders, productVariants, taxDocuments } from '../src/db/schema/index.ts';
import { createAccount, createOrder as createPastOrder } from './backoffice-factories.ts';
import { addToCart, payWithSimulatedProvider, type Caller, useFlatCharges } from './checkout-helpers.ts';
import { createAddress, createProduct } from './factories.ts';
import { bodyOf, call, createTestApp, createUser, type TestApp } from './helpers.ts';

/*
 * Automatic offers (decision 106): the back office defines them; the checkout quote applies them by one rule, and the
 * order, the amount asked of the provider and the invoice carry exactly the quote's figures, free lines at ₹0 included.
 */

let t: TestApp;
let admin: Caller;

const HOUR = 3_600_000;
const inHours = (hours: number) => new Date(Date.now() + hours * HOUR).toISOString();

beforeAll(async () => {
  t = await createTestApp({ PAYMENT_PROVIDER: 'simulated' });
  admin = await createAccount(t, { role: 'admin' });
  // Free delivery and a ₹150 wrap, so every figure below is the goods' and the offers'.
  await useFlatCharges(t, admin, 150);
});
afterAll(async () => {
  await t.close();
});
// Offers apply to every checkout: each test's offers end with it.
afterEach(async () => {
  await t.ctx.db.update(offers).set({ isPaused: true });
});

async function createOffer(input: Partial<OfferInput> & Pick<OfferInput, 'kind'>) {
  const res = await call(t, endpoints.createOffer, {
    headers: admin.auth,
    body: { name: `Offer ${Math.random().toString(36).slice(2, 7)}`, startsAt: inHours(-1), endsAt: inHours(24), ...input },
  });
  return bodyOf(res, 201).data;
}

/** A 100 ml bottle at this price and a 10 ml sample with this stock. */
async function catalogue(bottleRupees: number, sampleStock = 5) {
  const bottle = await createProduct(t, { variants: [{ sizeMl: 100, pricePaise: rupeesToPaise(bottleRupees), stock: 50 }] });
  const sampled = await createProduct(t, {
    variants: [{ sizeMl: 10, kind: 'sample', pricePaise: 80_000, stock: sampleStock }],
  });
  const sample = sampled.variants[0];
  if (!sample) throw new Error('no sample size');
  return { bottle, sampled, sample };
}

async function shopperWith(product: { id: string }, options: { returning: boolean; quantity?: number }) {
  const shopper = await createUser(t);
  if (options.returning) await createPastOrder(t, { userId: shopper.user.id, paymentStatus: 'completed' });
  const address = await createAddress(t, shopper.user.id);
  expect((await addToCart(t, shopper, product.id, options.quantity ?? 1)).status).toBe(200);
  return { shopper, address };
}

const quote = async (shopper: Caller, body: CheckoutQuoteRequest): Promise<CheckoutQuote> =>
  bodyOf(await call(t, endpoints.quoteCheckout, { headers: shopper.auth, body }), 200).quote;

async function invoiceOf(orderId: string): Promise<TaxDocument> {
  const [row] = await t.ctx.db
    .select({ document: taxDocuments.document })
    .from(taxDocuments)
    .where(and(eq(taxDocuments.orderId, orderId), eq(taxDocuments.kind, 'invoice')));
  if (!row) throw new Error('no invoice');
  return row.document as TaxDocument;
}

async function stockOfSize(variantId: string): Promise<number> {
  const [row] = await t.ctx.db.select({ stock: productVariants.stock }).from(productVariants).where(eq(productVariants.id, variantId));
  return row?.stock ?? -1;
}

/** Card checkout paid through the simulated provider: quote total = provider amount = order total = invoice total. */
async function payByCard(shopper: Caller, quoted: CheckoutQuote, body: Record<string, unknown>) {
  const created = bodyOf(await call(t, endpoints.createPaymentOrder, { headers: shopper.auth, body: body as never }), 200);
  expect(created.amount).toBe(rupeesToPaise(quoted.total));
  if ('paidInFull' in created) throw new Error('expected something to pay');
  expect((await payWithSimulatedProvider(t, shopper, created.id)).status).toBe(200);
  const [order] = await t.ctx.db.select().from(orders).where(eq(orders.providerOrderId, created.id));
  if (!order) throw new Error('order not found');
  expect(order.totalPaise).toBe(rupeesToPaise(quoted.total));
  const invoice = await invoiceOf(order.id);
  expect(invoice.totals.totalPaise).toBe(rupeesToPaise(quoted.total));
  // The quote's GST split is the invoice's, line for line.
  expect(invoice.lines.map((line) => [line.description, line.taxablePaise, line.totalPaise]).sort()).toEqual(
    (quoted.tax?.lines ?? []).map((line) => [line.description, rupeesToPaise(line.taxable), rupeesToPaise(line.total)]).sort(),
  );
  return { order, invoice };
}

describe('the back office manages offers', () => {
  it('creates, lists, edits and pauses an offer, audited', async () => {
    const { sample } = await catalogue(1000);
    const created = await createOffer({ kind: 'free-sample', name: 'Winter sample', threshold: 3000, sampleVariantIds: [sample.id] });
    expect(created).toMatchObject({ name: 'Winter sample', kind: 'free-sample', threshold: 3000, state: 'active', amount: null });
    expect(created.sizes.map((size) => [size.variantId, size.variantLabel, size.price])).toEqual([[sample.id, '10 ml sample', 800]]);

    const edited = bodyOf(
      await call(t, endpoints.updateOffer, {
        headers: admin.auth,
        params: { id: created.id },
        body: {
          name: 'Winter sample',
          kind: 'free-sample',
          threshold: 3500,
          sampleVariantIds: [sample.id],
          startsAt: inHours(2),
          endsAt: inHours(30),
        },
      }),
      200,
    ).data;
    expect(edited).toMatchObject({ threshold: 3500, state: 'scheduled' });
    const paused = bodyOf(
      await call(t, endpoints.setOfferPaused, { headers: admin.auth, params: { id: created.id }, body: { isPaused: true } }),
      200,
    );
    expect(paused).toMatchObject({ message: 'Offer Winter sample paused', data: { state: 'paused' } });
    const listed = bodyOf(await call(t, endpoints.listOffers, { headers: admin.auth }), 200).data.find((row) => row.id === created.id);
    expect(listed).toMatchObject({ state: 'paused', threshold: 3500 });

    const audit = bodyOf(
      await call(t, endpoints.listAuditEvents, { headers: admin.auth, query: { entityType: 'offer', entityId: created.id } }),
      200,
    );
    expect(audit.events.map((event) => event.action).sort()).toEqual(['offer.create', 'offer.set-status', 'offer.update']);
  });

  it('refuses bad terms with a message on the field and writes nothing', async () => {
    const { sample } = await catalogue(1000);
    const [before] = await t.ctx.db.select({ n: count() }).from(offers);
    const base = { name: 'Bad', startsAt: inHours(-1), endsAt: inHours(5) };
    const cases: Array<[Record<string, unknown>, string, string]> = [
      [{ ...base, kind: 'spend-discount', threshold: 5000, amount: 500, endsAt: inHours(-2) }, 'endsAt', 'The end must be after the start'],
      [{ ...base, kind: 'spend-discount', threshold: 0, amount: 500 }, 'threshold', 'The spend must be greater than 0'],
      [{ ...base, kind: 'spend-discount', threshold: -10, amount: 500 }, 'threshold', 'The spend must be greater than 0'],
      [{ ...base, kind: 'spend-discount', amount: 500 }, 'threshold', 'Enter the spend the offer starts at'],
      [{ ...base, kind: 'spend-discount', threshold: 5000 }, 'amount', 'Enter the amount off'],
      [
        { ...base, kind: 'spend-discount', threshold: 500, amount: 500 },
        'amount',
        'The amount off must be less than the spend it starts at',
      ],
      [
        { ...base, kind: 'free-gift-wrap', threshold: 99.999 },
        'threshold',
        'The spend must be an amount in rupees with at most 2 decimal places',
      ],
      [{ ...base, kind: 'free-sample', threshold: 3000 }, 'sampleVariantIds', 'Choose at least one sample size'],
      [
        { ...base, kind: 'buy-get', freeVariantId: sample.id },
        'qualifyingSizeMl',
        'Choose the size that qualifies: a size in ml or a product’s size',
      ],
      [{ ...base, kind: 'buy-get', qualifyingSizeMl: 100 }, 'freeVariantId', 'Choose the size given free'],
      [{ ...base, name: '  ', kind: 'free-gift-wrap', threshold: 3000 }, 'name', 'Give the offer a name'],
      [
        { ...base, kind: 'free-sample', threshold: 3000, sampleVariantIds: [sample.id, '00000000-0000-4000-8000-000000000000'] },
        'sampleVariantIds',
        'A size in this offer does not exist',
      ],
      [
        { ...base, kind: 'buy-get', qualifyingSizeMl: 100, freeVariantId: '00000000-0000-4000-8000-000000000000' },
        'freeVariantId',
        'A size in this offer does not exist',
      ],
    ];
    for (const [body, field, message] of cases) {
      const res = await call(t, endpoints.createOffer, { headers: admin.auth, body: body as OfferInput });
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(bodyOf(res, 400).errors?.[field], JSON.stringify(body)).toEqual([message]);
    }
    const missing = await call(t, endpoints.setOfferPaused, {
      headers: admin.auth,
      params: { id: '00000000-0000-4000-8000-000000000000' },
      body: { isPaused: true },
    });
    expect(missing.status).toBe(404);
    const [after] = await t.ctx.db.select({ n: count() }).from(offers);
    expect(after?.n).toBe(before?.n);
  });

  it('is for the promotions permission: a packer, an accountant and a shopper are refused, a stranger must sign in', async () => {
    const packer = await createAccount(t, { role: 'admin', teamRole: 'packer' });
    const accountant = await createAccount(t, { role: 'admin', teamRole: 'accountant' });
    const manager = await createAccount(t, { role: 'admin', teamRole: 'manager' });
    const shopper = await createUser(t);
    const body: OfferInput = { name: 'Roles', kind: 'free-gift-wrap', threshold: 3000, startsAt: inHours(-1), endsAt: inHours(2) };
    for (const caller of [packer, accountant, shopper]) {
      expect((await call(t, endpoints.listOffers, { headers: caller.auth })).status).toBe(403);
      expect((await call(t, endpoints.createOffer, { headers: caller.auth, body })).status).toBe(403);
    }
    expect((await call(t, endpoints.listOffers, {})).status).toBe(401);
    expect((await call(t, endpoints.listOffers, { headers: manager.auth })).status).toBe(200);
    expect((await call(t, endpoints.createOffer, { headers: manager.auth, body })).status).toBe(201);
  });
});

describe('offers at checkout: quote = order = provider = invoice', () => {
  it('takes ₹500 off goods of ₹5,000 or more, named on the order, the invoice and the shopper’s order', async () => {
    const { bottle } = await catalogue(6000);
    const offer = await createOffer({ kind: 'spend-discount', name: 'Big spender', threshold: 5000, amount: 500 });
    const { shopper, address } = await shopperWith(bottle, { returning: true });
    const quoted = await quote(shopper, { addressId: address.id, paymentMethod: 'razorpay' });
    expect(quoted.subtotal).toBe(6000);
    expect(quoted.discount).toBeNull();
    expect(quoted.offers.applied).toEqual([{ offerId: offer.id, kind: 'spend-discount', label: 'Offer: Big spender', amount: 500 }]);
    expect(quoted.total).toBe(5500);
    expect(quoted.lines[0]?.discount).toBe(500);

    const { order, invoice } = await payByCard(shopper, quoted, { addressId: address.id });
    expect(order).toMatchObject({ subtotalPaise: 600_000, discountPaise: 50_000, offerNames: ['Big spender'] });
    expect(invoice.lines[0]).toMatchObject({ grossPaise: 600_000, discountPaise: 50_000, totalPaise: 550_000 });
    const shown = bodyOf(await call(t, endpoints.getMyOrder, { headers: shopper.auth, params: { id: order.id } }), 200).data;
    expect(shown).toMatchObject({ discountAmount: 500, discountLabel: 'Offer: Big spender', totalAmount: 5500 });
  });

  it('measures thresholds on the goods after a code or the first-order discount, and both apply', async () => {
    const { bottle } = await catalogue(6000);
    await createOffer({ kind: 'spend-discount', name: 'Five hundred off', threshold: 5000, amount: 500 });
    const code = bodyOf(
      await call(t, endpoints.createCoupon, {
        headers: admin.auth,
        body: { code: `TEN${Date.now().toString(36).slice(-5).toUpperCase()}`, kind: 'percent', value: 10 },
      }),
      201,
    ).data.code;

    // A code: ₹6,000 − 10% = ₹5,400, at least ₹5,000: ₹500 more off, ₹4,900.
    const withCode = await shopperWith(bottle, { returning: true });
    const coded = await quote(withCode.shopper, { addressId: withCode.address.id, couponCode: code, paymentMethod: 'razorpay' });
    expect([coded.discount?.amount, coded.offers.applied[0]?.amount, coded.total]).toEqual([600, 500, 4900]);
    const { order } = await payByCard(withCode.shopper, coded, { addressId: withCode.address.id, couponCode: code });
    expect(order).toMatchObject({ discountPaise: 110_000, couponCode: code, offerNames: ['Five hundred off'] });
    const shown = bodyOf(await call(t, endpoints.getMyOrder, { headers: withCode.shopper.auth, params: { id: order.id } }), 200).data;
    expect(shown.discountLabel).toBe(`Code ${code} + Offer: Five hundred off`);

    // The first-order discount: ₹6,000 − 15% = ₹5,100: ₹500 off too, ₹4,600.
    const first = await shopperWith(bottle, { returning: false });
    const firstQuote = await quote(first.shopper, { addressId: first.address.id, paymentMethod: 'razorpay' });
    expect([firstQuote.discount?.kind, firstQuote.discount?.amount, firstQuote.total]).toEqual(['first-order', 900, 4600]);
    await payByCard(first.shopper, firstQuote, { addressId: first.address.id });

    // ₹5,500 − 15% = ₹4,675: below the threshold after the discount, so no offer, and the hint says how far.
    const { bottle: smaller } = await catalogue(5500);
    const below = await shopperWith(smaller, { returning: false });
    const belowQuote = await quote(below.shopper, { addressId: below.address.id });
    expect(belowQuote.offers.applied).toEqual([]);
    expect(belowQuote.total).toBe(4675);
    expect(belowQuote.offers.hints).toEqual(['Spend ₹325.00 more for ₹500 off']);
  });

  it('gives one free sample with a 100 ml bottle: a ₹0 line with its own discount, reserved, and left out once sold out', async () => {
    const { bottle, sample } = await catalogue(2000, 1);
    await createOffer({ kind: 'buy-get', name: 'Sample with 100 ml', qualifyingSizeMl: 100, freeVariantId: sample.id });
    const { shopper, address } = await shopperWith(bottle, { returning: true });
    const quoted = await quote(shopper, { addressId: address.id, paymentMethod: 'razorpay' });
    expect(quoted.offers.freeLines).toEqual([
      expect.objectContaining({
        variantId: sample.id,
        variantLabel: '10 ml sample',
        listPrice: 800,
        quantity: 1,
        offerName: 'Sample with 100 ml',
      }),
    ]);
    expect(quoted.total).toBe(2000);

    const { order, invoice } = await payByCard(shopper, quoted, { addressId: address.id });
    const lines = await t.ctx.db.select().from(orderItems).where(eq(orderItems.orderId, order.id));
    expect(lines.find((line) => line.variantId === sample.id)).toMatchObject({
      unitPricePaise: 80_000,
      discountPaise: 80_000,
      quantity: 1,
      offerName: 'Sample with 100 ml',
    });
    expect(order).toMatchObject({ subtotalPaise: 280_000, discountPaise: 80_000, totalPaise: 200_000 });
    const free = invoice.lines.find((line) => line.description.includes('(free, Offer: Sample with 100 ml)'));
    expect(free).toMatchObject({
      grossPaise: 80_000,
      discountPaise: 80_000,
      taxablePaise: 0,
      cgstPaise: 0,
      sgstPaise: 0,
      igstPaise: 0,
      totalPaise: 0,
    });
    expect(await stockOfSize(sample.id)).toBe(0);
    const shown = bodyOf(await call(t, endpoints.getMyOrder, { headers: shopper.auth, params: { id: order.id } }), 200).data;
    expect(shown.cartItems.find((item) => item.variantId === sample.id)).toMatchObject({ offerName: 'Sample with 100 ml', price: 800 });

    // The last one is gone: the next shopper's order goes ahead without it, and is told.
    const next = await shopperWith(bottle, { returning: true });
    const soldOut = await quote(next.shopper, { addressId: next.address.id, paymentMethod: 'cod' });
    expect(soldOut.offers.freeLines).toEqual([]);
    expect(soldOut.offers.notices).toEqual([
      expect.stringMatching(/^The free .*\(10 ml sample\) of Offer: Sample with 100 ml is sold out$/),
    ]);
    expect(soldOut.blocker).toBeNull();
    const placed = bodyOf(
      await call(t, endpoints.placeCodOrder, { headers: next.shopper.auth, body: { addressId: next.address.id } }),
      200,
    );
    expect(await t.ctx.db.select().from(orderItems).where(eq(orderItems.orderId, placed.orderId))).toHaveLength(1);
  });

  it('lets the shopper choose a sample above ₹3,000: none chosen gets none, a sold-out one is refused and changes nothing', async () => {
    const { bottle, sample } = await catalogue(4000, 1);
    const { sample: gone } = await catalogue(100, 0);
    const offer = await createOffer({
      kind: 'free-sample',
      name: 'Pick a sample',
      threshold: 3000,
      sampleVariantIds: [sample.id, gone.id],
    });
    const { shopper, address } = await shopperWith(bottle, { returning: true });

    const unchosen = await quote(shopper, { addressId: address.id });
    expect(unchosen.offers.sampleChoice).toMatchObject({ offerId: offer.id, chosenVariantId: null });
    expect(unchosen.offers.sampleChoice?.samples.map((item) => [item.variantId, item.available])).toEqual(
      expect.arrayContaining([
        [sample.id, true],
        [gone.id, false],
      ]),
    );
    expect(unchosen.offers.freeLines).toEqual([]);

    const [before] = await t.ctx.db.select({ n: count() }).from(orders).where(eq(orders.userId, shopper.user.id));
    const refused = await quote(shopper, { addressId: address.id, freeSampleVariantId: gone.id });
    expect(refused.blocker?.message).toMatch(/^The free sample .* is sold out: choose another$/);
    const placing = await call(t, endpoints.placeCodOrder, {
      headers: shopper.auth,
      body: { addressId: address.id, freeSampleVariantId: gone.id },
    });
    expect(placing.status).toBe(400);
    expect((placing.body as { message: string }).message).toBe(refused.blocker?.message);
    const [after] = await t.ctx.db.select({ n: count() }).from(orders).where(eq(orders.userId, shopper.user.id));
    expect(after?.n).toBe(before?.n);
    expect(await stockOfSize(sample.id)).toBe(1);

    const chosen = await quote(shopper, { addressId: address.id, freeSampleVariantId: sample.id, paymentMethod: 'razorpay' });
    expect(chosen.offers.freeLines.map((line) => [line.variantId, line.offerName])).toEqual([[sample.id, 'Pick a sample']]);
    expect(chosen.offers.sampleChoice?.chosenVariantId).toBe(sample.id);
    const { order } = await payByCard(shopper, chosen, { addressId: address.id, freeSampleVariantId: sample.id });
    expect(order.offerNames).toEqual(['Pick a sample']);
    expect(await stockOfSize(sample.id)).toBe(0);
  });

  it('wraps for free above ₹3,000 (gift wrap at ₹0), and not below', async () => {
    const { bottle } = await catalogue(3500);
    await createOffer({ kind: 'free-gift-wrap', name: 'Wrapped', threshold: 3000 });
    const { shopper, address } = await shopperWith(bottle, { returning: true });
    const quoted = await quote(shopper, { addressId: address.id, giftWrap: true, paymentMethod: 'razorpay' });
    expect(quoted.offers.freeGiftWrap).toBe(true);
    expect(quoted.giftWrap.chosen).toBe(true);
    expect(quoted.total).toBe(3500);
    const { order } = await payByCard(shopper, quoted, { addressId: address.id, gift: { wrap: true, message: 'For you' } });
    expect(order).toMatchObject({ giftWrap: true, giftWrapFeePaise: 0, discountPaise: 0 });

    const { bottle: small } = await catalogue(2000);
    const other = await shopperWith(small, { returning: true });
    const paid = await quote(other.shopper, { addressId: other.address.id, giftWrap: true });
    expect([paid.offers.freeGiftWrap, paid.total]).toEqual([false, 2150]);
    expect(paid.offers.hints).toEqual(['Spend ₹1,000.00 more for free gift wrap']);
  });

  it('does not apply an offer before its start, after its end, or paused', async () => {
    const { bottle } = await catalogue(6000);
    const scheduled = await createOffer({
      kind: 'spend-discount',
      name: 'Later',
      threshold: 1000,
      amount: 100,
      startsAt: inHours(1),
      endsAt: inHours(5),
    });
    await t.ctx.db
      .update(offers)
      .set({ startsAt: new Date(Date.now() - 5 * HOUR), endsAt: new Date(Date.now() - HOUR) })
      .where(eq(offers.id, (await createOffer({ kind: 'spend-discount', name: 'Over', threshold: 1000, amount: 200 })).id));
    const paused = await createOffer({ kind: 'spend-discount', name: 'Paused', threshold: 1000, amount: 300, isPaused: true });
    expect([scheduled.state, paused.state]).toEqual(['scheduled', 'paused']);
    const { shopper, address } = await shopperWith(bottle, { returning: true });
    const quoted = await quote(shopper, { addressId: address.id });
    expect(quoted.offers.applied).toEqual([]);
    expect(quoted.total).toBe(6000);
  });
});
