import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  endpoints,
  giftCardDeliveryWindow,
  refundExceedsMessage,
  rupeesToPaise,
  type CheckoutQuote,
  type CheckoutQuoteRequest,
  type Order,
  type TaxDocument,
} from '@aurelle/contract';
import { orderItems, orders, productVariants, refunds, taxDocuments } from '../src/db/schema/index.ts';
import { DELIVER_GIFT_CARD_JOB } from '../src/domain/gift-cards/job-types.ts';
import { istMonthOf } from '../src/domain/gst/gst-month.ts';
import { createAccount, createOrder as createPastOrder } from './backoffice-factories.ts';
import {
  addToCart,
  decodeQuotedPrintable,
  payWithSimulatedProvider,
  simulatedCheckout,
  type Caller,
  useFlatCharges,
} from './checkout-helpers.ts';
import { createAddress, createProduct } from './factories.ts';
import { balanceOf, issueCard, ledgerOf } from './gift-card-helpers.ts';
import { bodyOf, call, createTestApp, createUser, readOutbox, type TestApp } from './helpers.ts';

/*
 * Where automatic offers (decision 106), gift cards at checkout (decision 104) and bought gift cards (decision 105)
 * meet: one order earns a spend discount, a chosen free sample and free gift wrap, and a card pays part of it. The
 * quote, the order, the provider's amount, the courier's cash and the invoice agree; refunds go to the card first;
 * a cancelled unpaid order gives back the card's share and the free sample's unit; a card bought in the shop pays.
 */

let t: TestApp;
let admin: Caller;
let bottleId: string;
let bottleVariantId: string;
let sampleVariantId: string;

const HOUR = 3_600_000;
const inHours = (hours: number) => new Date(Date.now() + hours * HOUR).toISOString();
const masked = (code: string) => `AURL-••••-••••-${code.slice(-4)}`;

beforeAll(async () => {
  t = await createTestApp({ PAYMENT_PROVIDER: 'simulated', AUTH_RATE_LIMIT_MAX: '1000' });
  admin = await createAccount(t, { role: 'admin' });
  // Free delivery, no COD fee and a ₹150 wrap, so every figure below is the goods', the offers' and the card's.
  await useFlatCharges(t, admin, 150);
  const bottle = await createProduct(t, { variants: [{ sizeMl: 100, pricePaise: 600_000, stock: 100 }] });
  const sampled = await createProduct(t, { variants: [{ sizeMl: 10, kind: 'sample', pricePaise: 80_000, stock: 100 }] });
  bottleId = bottle.id;
  bottleVariantId = bottle.variants[0]?.id ?? '';
  sampleVariantId = sampled.variants[0]?.id ?? '';
  const offer = async (body: Record<string, unknown>) =>
    bodyOf(
      await call(t, endpoints.createOffer, {
        headers: admin.auth,
        body: { startsAt: inHours(-1), endsAt: inHours(24), ...body } as never,
      }),
      201,
    );
  await offer({ kind: 'spend-discount', name: 'Five hundred off', threshold: 5000, amount: 500 });
  await offer({ kind: 'free-sample', name: 'Pick a sample', threshold: 3000, sampleVariantIds: [sampleVariantId] });
  await offer({ kind: 'free-gift-wrap', name: 'Wrapped free', threshold: 3000 });
});
afterAll(async () => {
  await t.close();
});

async function stockOfSize(variantId: string): Promise<number> {
  const [row] = await t.ctx.db.select({ stock: productVariants.stock }).from(productVariants).where(eq(productVariants.id, variantId));
  return row?.stock ?? -1;
}

/** A returning shopper (no first-order discount) with one ₹6,000 bottle in the cart. */
async function returningShopper() {
  const shopper = await createUser(t);
  await createPastOrder(t, { userId: shopper.user.id, paymentStatus: 'completed' });
  const address = await createAddress(t, shopper.user.id);
  expect((await addToCart(t, shopper, bottleId, 1)).status).toBe(200);
  return { shopper, address };
}

const quote = async (shopper: Caller, body: CheckoutQuoteRequest): Promise<CheckoutQuote> =>
  bodyOf(await call(t, endpoints.quoteCheckout, { headers: shopper.auth, body }), 200).quote;

async function myOrder(shopper: Caller, orderId: string): Promise<Order> {
  return bodyOf(await call(t, endpoints.getMyOrder, { headers: shopper.auth, params: { id: orderId } }), 200).data;
}

async function orderRow(orderId: string) {
  const [row] = await t.ctx.db.select().from(orders).where(eq(orders.id, orderId));
  if (!row) throw new Error('no order');
  return row;
}

async function invoiceOf(orderId: string): Promise<TaxDocument> {
  const [row] = await t.ctx.db
    .select({ document: taxDocuments.document })
    .from(taxDocuments)
    .where(and(eq(taxDocuments.orderId, orderId), eq(taxDocuments.kind, 'invoice')));
  if (!row) throw new Error('no invoice');
  return row.document as TaxDocument;
}

/** The checkout every test makes: the sample chosen, wrapped as a gift, the card paying. */
const checkoutBody = (addressId: string, giftCardCode: string) => ({
  addressId,
  giftCardCode,
  freeSampleVariantId: sampleVariantId,
  gift: { wrap: true, message: 'Happy birthday' },
});

/**
 * The quote for ₹6,000 of goods: ₹500 off (spend ≥ ₹5,000), the chosen ₹800 sample free, the ₹150 wrap free, so
 * ₹5,500; the card pays `card` of it.
 */
async function quoteWithEverything(shopper: Caller, addressId: string, code: string, card: number, paymentMethod: 'razorpay' | 'cod') {
  const quoted = await quote(shopper, {
    addressId,
    giftCardCode: code,
    freeSampleVariantId: sampleVariantId,
    giftWrap: true,
    paymentMethod,
  });
  expect(quoted.subtotal).toBe(6000);
  expect(quoted.offers.applied).toEqual(
    expect.arrayContaining([expect.objectContaining({ kind: 'spend-discount', label: 'Offer: Five hundred off', amount: 500 })]),
  );
  expect(quoted.offers.freeLines.map((line) => [line.variantId, line.listPrice, line.offerName])).toEqual([
    [sampleVariantId, 800, 'Pick a sample'],
  ]);
  expect(quoted.offers.freeGiftWrap).toBe(true);
  expect(quoted.giftWrap.chosen).toBe(true);
  expect(quoted.total).toBe(5500);
  expect(quoted.giftCard).toMatchObject({ maskedCode: masked(code), status: 'applied', applied: card });
  expect(quoted.amountToPay).toBe(5500 - card);
  expect(quoted.blocker).toBeNull();
  return quoted;
}

/** The order as placed: the bottle, the free sample at ₹0 named with its offer, no wrap fee, the card's share. */
async function expectPlacedOrder(orderId: string, card: { id: string; code: string }, cardPaise: number) {
  expect(await orderRow(orderId)).toMatchObject({
    subtotalPaise: 680_000,
    // ₹500 off the goods and the sample's ₹800 list price given back on its own line.
    discountPaise: 130_000,
    giftWrap: true,
    giftWrapFeePaise: 0,
    totalPaise: 550_000,
    giftCardId: card.id,
    giftCardPaise: cardPaise,
  });
  const lines = await t.ctx.db.select().from(orderItems).where(eq(orderItems.orderId, orderId));
  expect(lines.map((line) => [line.variantId, line.quantity, line.unitPricePaise, line.discountPaise, line.offerName]).sort()).toEqual(
    [
      [bottleVariantId, 1, 600_000, 50_000, null],
      [sampleVariantId, 1, 80_000, 80_000, 'Pick a sample'],
    ].sort(),
  );
}

/** The invoice: ₹5,500 in all, lines that add up to it, the sample at ₹0, the card then the rest as ways of payment. */
function expectInvoice(invoice: TaxDocument, code: string, cardPaise: number, restLabel: string) {
  expect(invoice.totals.totalPaise).toBe(550_000);
  expect(invoice.lines.reduce((sum, line) => sum + line.totalPaise, 0)).toBe(550_000);
  const free = invoice.lines.find((line) => line.description.includes('(free, Offer: Pick a sample)'));
  expect(free).toMatchObject({ grossPaise: 80_000, discountPaise: 80_000, taxablePaise: 0, totalPaise: 0 });
  expect(invoice.payments).toEqual([
    { kind: 'gift-card', label: `Gift card ${masked(code)}`, amountPaise: cardPaise },
    { kind: 'rest', label: restLabel, amountPaise: 550_000 - cardPaise },
  ]);
}

/** An order placed and paid online with offers and a ₹2,000 card: ₹3,500 through the simulated provider. */
async function paidOnline() {
  const card = await issueCard(t, admin, 2000);
  const { shopper, address } = await returningShopper();
  const quoted = await quoteWithEverything(shopper, address.id, card.code, 2000, 'razorpay');
  const created = bodyOf(
    await call(t, endpoints.createPaymentOrder, { headers: shopper.auth, body: checkoutBody(address.id, card.code) }),
    200,
  );
  if ('paidInFull' in created) throw new Error('expected something left to pay');
  // The provider is asked for the quote's amount to pay: the total less the card.
  expect(created.amount).toBe(rupeesToPaise(quoted.amountToPay));
  expect(created.amount).toBe(350_000);
  await expectPlacedOrder(created.orderId, card, 200_000);
  expect(bodyOf(await payWithSimulatedProvider(t, shopper, created.id), 200)).toMatchObject({ success: true });
  return { card, shopper, quoted, orderId: created.orderId, providerOrderId: created.id };
}

describe('offers and a gift card on one order', () => {
  it('paid online: quote total = order total = invoice total; the provider takes the total less the card', async () => {
    const sampleBefore = await stockOfSize(sampleVariantId);
    const { card, shopper, quoted, orderId } = await paidOnline();
    expect(await stockOfSize(sampleVariantId)).toBe(sampleBefore - 1);
    expect(await ledgerOf(t, card.id)).toEqual([
      { kind: 'issued', amountPaise: 200_000, orderId: null },
      { kind: 'redeemed', amountPaise: -200_000, orderId },
    ]);
    const invoice = await invoiceOf(orderId);
    expect(invoice.totals.totalPaise).toBe(rupeesToPaise(quoted.total));
    expectInvoice(invoice, card.code, 200_000, 'Paid online');
    // The quote's GST split is the invoice's, line for line.
    expect(invoice.lines.map((line) => [line.description, line.taxablePaise, line.totalPaise]).sort()).toEqual(
      (quoted.tax?.lines ?? []).map((line) => [line.description, rupeesToPaise(line.taxable), rupeesToPaise(line.total)]).sort(),
    );

    const shown = await myOrder(shopper, orderId);
    expect(shown).toMatchObject({
      totalAmount: 5500,
      amountToPay: 3500,
      paymentStatus: 'completed',
      giftCard: { maskedCode: masked(card.code), amount: 2000 },
    });
    expect(shown.cartItems.find((item) => item.variantId === sampleVariantId)).toMatchObject({ offerName: 'Pick a sample', price: 800 });
    expect(await balanceOf(t, card.id)).toBe(0);
  });

  it('cash on delivery: the courier collects the total less the card, and the invoice says so', async () => {
    const card = await issueCard(t, admin, 2000);
    const { shopper, address } = await returningShopper();
    await quoteWithEverything(shopper, address.id, card.code, 2000, 'cod');
    const placed = bodyOf(
      await call(t, endpoints.placeCodOrder, { headers: shopper.auth, body: checkoutBody(address.id, card.code) }),
      200,
    );
    await expectPlacedOrder(placed.orderId, card, 200_000);
    expect(await myOrder(shopper, placed.orderId)).toMatchObject({ orderStatus: 'confirmed', paymentStatus: 'pending', amountToPay: 3500 });

    bodyOf(await call(t, endpoints.confirmCodOrder, { headers: admin.auth, params: { id: placed.orderId } }), 200);
    bodyOf(
      await call(t, endpoints.shipOrder, {
        headers: admin.auth,
        params: { id: placed.orderId },
        body: { courier: 'delhivery', trackingNumber: 'DL5500000001', expectedDeliveryDate: '2026-12-30' },
      }),
      200,
    );
    const whole = await call(t, endpoints.recordCodCash, { headers: admin.auth, params: { id: placed.orderId }, body: { amount: 5500 } });
    expect(whole.status).toBe(400);
    bodyOf(await call(t, endpoints.recordCodCash, { headers: admin.auth, params: { id: placed.orderId }, body: { amount: 3500 } }), 200);
    expectInvoice(await invoiceOf(placed.orderId), card.code, 200_000, 'Cash on delivery');
    expect(await balanceOf(t, card.id)).toBe(0);
  });

  it('a refund goes back to the card first, then through the provider, and never beyond what was paid', async () => {
    const { card, shopper, orderId } = await paidOnline();
    const refund = (amount: number) =>
      call(t, endpoints.refundOrder, {
        headers: admin.auth,
        params: { id: orderId },
        body: { amount, reason: 'Goodwill gesture', requestId: randomUUID() },
      });
    bodyOf(await refund(1500), 200);
    // ₹500 more fills the card's ₹2,000; the other ₹2,500 goes back through the provider.
    bodyOf(await refund(3000), 200);
    const beyond = await refund(1000.01);
    expect(beyond.status).toBe(400);
    expect((beyond.body as { message: string }).message).toBe(refundExceedsMessage(100_000));
    bodyOf(await refund(1000), 200);
    const nothingLeft = await refund(1);
    expect(nothingLeft.status).toBe(400);
    expect((nothingLeft.body as { message: string }).message).toBe(refundExceedsMessage(0));

    const rows = await t.ctx.db
      .select({ amountPaise: refunds.amountPaise, giftCardPaise: refunds.giftCardPaise })
      .from(refunds)
      .where(eq(refunds.orderId, orderId))
      .orderBy(refunds.createdAt);
    expect(rows).toEqual([
      { amountPaise: 150_000, giftCardPaise: 150_000 },
      { amountPaise: 300_000, giftCardPaise: 50_000 },
      { amountPaise: 100_000, giftCardPaise: 0 },
    ]);
    expect((await ledgerOf(t, card.id)).filter((entry) => entry.kind === 'refunded').map((entry) => entry.amountPaise)).toEqual([
      150_000, 50_000,
    ]);
    expect(await balanceOf(t, card.id)).toBe(200_000);
    expect((await myOrder(shopper, orderId)).afterSales).toMatchObject({ refundedAmount: 5500, refundableAmount: 0 });
  });

  it('a cancelled unpaid order gives back the card’s share and the free sample’s unit', async () => {
    const bottleBefore = await stockOfSize(bottleVariantId);
    const sampleBefore = await stockOfSize(sampleVariantId);

    // Cash on delivery, cancelled by the shopper before it is confirmed.
    const card = await issueCard(t, admin, 2000);
    const cod = await returningShopper();
    const placed = bodyOf(
      await call(t, endpoints.placeCodOrder, { headers: cod.shopper.auth, body: checkoutBody(cod.address.id, card.code) }),
      200,
    );
    expect(await stockOfSize(sampleVariantId)).toBe(sampleBefore - 1);
    expect(await balanceOf(t, card.id)).toBe(0);
    bodyOf(await call(t, endpoints.cancelMyOrder, { headers: cod.shopper.auth, params: { id: placed.orderId }, body: {} }), 200);
    expect((await orderRow(placed.orderId)).status).toBe('cancelled');
    expect(await stockOfSize(sampleVariantId)).toBe(sampleBefore);
    expect(await stockOfSize(bottleVariantId)).toBe(bottleBefore);
    expect(await ledgerOf(t, card.id)).toEqual([
      { kind: 'issued', amountPaise: 200_000, orderId: null },
      { kind: 'redeemed', amountPaise: -200_000, orderId: placed.orderId },
      { kind: 'refunded', amountPaise: 200_000, orderId: placed.orderId },
    ]);
    expect(await t.ctx.db.select().from(refunds).where(eq(refunds.orderId, placed.orderId))).toEqual([]);

    // Online, the payment failing in the provider's dialog: the same card pays again, and comes back again.
    const online = await returningShopper();
    const created = bodyOf(
      await call(t, endpoints.createPaymentOrder, { headers: online.shopper.auth, body: checkoutBody(online.address.id, card.code) }),
      200,
    );
    if ('paidInFull' in created) throw new Error('expected something left to pay');
    expect(await stockOfSize(sampleVariantId)).toBe(sampleBefore - 1);
    bodyOf(await simulatedCheckout(t, online.shopper, created.id, 'failure'), 200);
    expect((await orderRow(created.orderId)).status).toBe('cancelled');
    expect(await stockOfSize(sampleVariantId)).toBe(sampleBefore);
    expect(await stockOfSize(bottleVariantId)).toBe(bottleBefore);
    expect(await balanceOf(t, card.id)).toBe(200_000);
  });

  it('PayPal: the simulated approval page asks for what is left after the card, and capture pays the order', async () => {
    const card = await issueCard(t, admin, 2000);
    const { shopper, address } = await returningShopper();
    const created = bodyOf(
      await call(t, endpoints.createLegacyOrder, { headers: shopper.auth, body: checkoutBody(address.id, card.code) }),
      200,
    );
    await expectPlacedOrder(created.orderId, card, 200_000);
    const path = new URL(created.approvalURL).pathname;
    const page = await t.app.inject({ method: 'GET', url: path, headers: shopper.auth });
    expect(page.statusCode).toBe(200);
    const text = page.body.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ');
    expect(text).toContain('Order total ₹5,500.00');
    expect(text).toContain(`Gift card ${masked(card.code)} − ₹2,000.00`);
    expect(text).toContain('To pay ₹3,500.00');
    expect(text).not.toContain('Total ₹5,500.00');

    const approved = await t.app.inject({
      method: 'POST',
      url: `${path}/approve`,
      headers: { ...shopper.auth, 'content-type': 'application/x-www-form-urlencoded' },
      payload: '',
    });
    expect(approved.statusCode).toBe(303);
    const location = new URL(String(approved.headers.location));
    const captured = await call(t, endpoints.captureLegacyPayment, {
      headers: shopper.auth,
      body: {
        paymentId: location.searchParams.get('paymentId') ?? '',
        payerId: location.searchParams.get('PayerID') ?? '',
        orderId: created.orderId,
      },
    });
    expect(bodyOf(captured, 200)).toMatchObject({ success: true, alreadyPaid: false });
    expectInvoice(await invoiceOf(created.orderId), card.code, 200_000, 'Paid online (PayPal)');
  });
});

describe('a gift card bought in the shop pays at checkout', () => {
  it('bought, paid through the simulated provider, delivered by its job, and spent with the offers', async () => {
    const buyer = await createAccount(t, { userName: 'Kavya Menon' });
    const recipientEmail = `recipient.${randomUUID().slice(0, 8)}@example.com`;
    const purchase = bodyOf(
      await call(t, endpoints.createGiftCardPurchase, {
        headers: buyer.auth,
        body: {
          amount: 2500,
          recipientName: 'Meera Iyer',
          recipientEmail,
          message: 'Enjoy',
          deliverOn: giftCardDeliveryWindow(new Date()).first,
        },
      }),
      200,
    );
    const dialog = bodyOf(
      await call(t, endpoints.simulatedCheckout, { headers: buyer.auth, body: { providerOrderId: purchase.id, outcome: 'success' } }),
      200,
    );
    if (dialog.outcome !== 'success') throw new Error('the simulated payment did not succeed');
    const { razorpay_payment_id, razorpay_order_id, razorpay_signature } = dialog;
    bodyOf(
      await call(t, endpoints.verifyGiftCardPurchase, {
        headers: buyer.auth,
        body: { razorpay_payment_id, razorpay_order_id, razorpay_signature },
      }),
      200,
    );
    const deliver = t.ctx.jobHandlers[DELIVER_GIFT_CARD_JOB];
    if (!deliver) throw new Error('no delivery job handler');
    await deliver({ purchaseId: purchase.purchaseId }, { id: 0, attempts: 1 });
    const mail = (await readOutbox(t.dataDir)).filter((text) => text.includes(`To: ${recipientEmail}`)).map(decodeQuotedPrintable)[0];
    const code = /AURL-[2-9A-HJKMNP-Z]{4}-[2-9A-HJKMNP-Z]{4}-[2-9A-HJKMNP-Z]{4}/.exec(mail ?? '')?.[0] ?? '';
    expect(code).not.toBe('');

    const { shopper, address } = await returningShopper();
    await quoteWithEverything(shopper, address.id, code, 2500, 'razorpay');
    const created = bodyOf(
      await call(t, endpoints.createPaymentOrder, { headers: shopper.auth, body: checkoutBody(address.id, code) }),
      200,
    );
    if ('paidInFull' in created) throw new Error('expected something left to pay');
    expect(created.amount).toBe(300_000);
    const row = await orderRow(created.orderId);
    if (!row.giftCardId) throw new Error('the order names no gift card');
    expect(await ledgerOf(t, row.giftCardId)).toEqual([
      { kind: 'issued', amountPaise: 250_000, orderId: null },
      { kind: 'redeemed', amountPaise: -250_000, orderId: created.orderId },
    ]);
    bodyOf(await payWithSimulatedProvider(t, shopper, created.id), 200);
    expectInvoice(await invoiceOf(created.orderId), code, 250_000, 'Paid online');
    const checked = bodyOf(await call(t, endpoints.checkGiftCard, { headers: shopper.auth, body: { code } }), 200).data;
    expect(checked).toMatchObject({ status: 'spent', balance: 0 });
  });
});

describe('the GST month of an order with offers and a gift card', () => {
  it('counts the goods at their taxable value whatever paid them, and the free sample as a unit at ₹0', async () => {
    const month = istMonthOf(new Date());
    const summary = async () => bodyOf(await call(t, endpoints.getGstSummary, { headers: admin.auth, query: { month } }), 200).summary;
    const before = await summary();
    const { orderId } = await paidOnline();
    const after = await summary();
    const invoice = await invoiceOf(orderId);

    // One more invoice, for the order's whole ₹5,500: the card (₹2,000 of it) is a way of payment, not a discount.
    expect(after.totals.invoices.count).toBe(before.totals.invoices.count + 1);
    expect(rupeesToPaise(after.totals.invoices.total) - rupeesToPaise(before.totals.invoices.total)).toBe(550_000);
    expect(rupeesToPaise(after.totals.invoices.taxableValue) - rupeesToPaise(before.totals.invoices.taxableValue)).toBe(
      invoice.totals.taxablePaise,
    );

    // The perfume's HSN row gains two units (the bottle and the free sample) and only the bottle's value.
    const goods = invoice.lines.filter((line) => line.description.includes('10 ml') || line.description.includes('100 ml'));
    const hsn = goods[0]?.hsnCode ?? '';
    expect(goods.every((line) => line.hsnCode === hsn)).toBe(true);
    const row = (of: typeof before) => of.hsn.find((entry) => entry.hsn === hsn);
    expect((row(after)?.totalQuantity ?? 0) - (row(before)?.totalQuantity ?? 0)).toBe(2);
    const goodsTaxable = goods.reduce((sum, line) => sum + line.taxablePaise, 0);
    expect(rupeesToPaise(row(after)?.taxableValue ?? 0) - rupeesToPaise(row(before)?.taxableValue ?? 0)).toBe(goodsTaxable);
    expect(goods.find((line) => line.description.includes('(free, Offer: Pick a sample)'))?.taxablePaise).toBe(0);
  });
});
