import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import {
  DEFAULT_DELIVERY_TERMS,
  deliveryWindow,
  endpoints,
  type DeliverySettingsInput,
  type Order,
  type TaxDocument,
} from '@aurelle/contract';
import { addresses, auditEvents, orders, taxDocuments } from '../src/db/schema/index.ts';
import { bodyOf, call, createTestApp, createUser, type TestApp } from './helpers.ts';
import { addToCart, cardCheckoutEndpoint, createPaymentOrder, payWithSimulatedProvider, stockOf, type Caller } from './checkout-helpers.ts';
import { createAddress, createProduct } from './factories.ts';

/** The terms most tests below run under: ₹99 below ₹2,000, express ₹249 in 1–2 days, two rules by PIN. */
const TERMS: DeliverySettingsInput = {
  standardFee: 99,
  freeFrom: 2000,
  standardDaysMin: 2,
  standardDaysMax: 4,
  expressEnabled: true,
  expressFee: 249,
  expressDaysMin: 1,
  expressDaysMax: 2,
  cutoff: '14:00',
  workingDays: [1, 2, 3, 4, 5],
  // Arunachal Pradesh's 791 and one Nicobar PIN are not served; Assam's 781 takes no cash on delivery.
  unservedPins: '791\n744301',
  noCodPins: '781',
};

const ASSAM = { city: 'Guwahati', state: 'Assam', postalCode: '781001' };
const KARNATAKA = { city: 'Bengaluru', state: 'Karnataka', postalCode: '560001' };
const ARUNACHAL = { city: 'Itanagar', state: 'Arunachal Pradesh', postalCode: '791111' };

describe('delivery (decision 082)', () => {
  let t: TestApp;
  let admin: Caller;
  beforeAll(async () => {
    t = await createTestApp({ PAYMENT_PROVIDER: 'simulated' });
    admin = await createUser(t, { role: 'admin' });
  });
  afterAll(async () => {
    await t.close();
  });

  const checkPin = (pin: string, subtotal?: number) =>
    call(t, endpoints.checkPinCode, { params: { pin }, ...(subtotal === undefined ? {} : { query: { subtotal } }) });
  const saveTerms = (body: DeliverySettingsInput) => call(t, endpoints.updateDeliverySettings, { headers: admin.auth, body });

  /** A shopper (first order: 15% off) with one bottle at `price` rupees in the cart and an address in `place`. */
  async function shopperWithCart(price: number, place: { city: string; state: string; postalCode: string } = KARNATAKA) {
    const product = await createProduct(t, { pricePaise: price * 100, totalStock: 5, title: 'Amber Monsoon' });
    const shopper = await createUser(t);
    const address = await createAddress(t, shopper.user.id, place);
    expect((await addToCart(t, shopper, product.id, 1)).status).toBe(200);
    return { product, shopper, address };
  }

  const myOrder = async (shopper: Caller, orderId: string): Promise<Order> =>
    bodyOf(await call(t, endpoints.getMyOrder, { headers: shopper.auth, params: { id: orderId } }), 200).data;
  const ordersOf = (userId: string) => t.ctx.db.select().from(orders).where(eq(orders.userId, userId));
  async function invoiceOf(orderId: string): Promise<TaxDocument> {
    const [row] = await t.ctx.db
      .select({ document: taxDocuments.document })
      .from(taxDocuments)
      .where(and(eq(taxDocuments.orderId, orderId), eq(taxDocuments.kind, 'invoice')));
    if (!row) throw new Error(`no invoice for ${orderId}`);
    return row.document;
  }

  describe('the PIN code check', () => {
    it.each(['12345', '1234567', '78100a', 'abcdef', '7810 1'])('answers 400 for %j', async (pin) => {
      const res = await checkPin(pin);
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ success: false, message: 'Enter a 6-digit PIN code' });
    });

    it('answers 404 for a PIN India Post does not list, and 400 for a subtotal that is not an amount', async () => {
      const unknown = await checkPin('999999');
      expect(unknown.status).toBe(404);
      expect(unknown.body).toMatchObject({ message: 'We could not find this PIN code', reason: { code: 'PIN_UNKNOWN' } });
      const badSubtotal = await t.app.inject({ method: 'GET', url: '/api/shop/delivery/pin/781001?subtotal=lots' });
      expect(badSubtotal.statusCode).toBe(400);
      expect(badSubtotal.json()).toMatchObject({ message: 'Subtotal must be a number' });
    });

    it('with the default settings: free standard delivery in 3–5 working days, cash on delivery, no express', async () => {
      const check = bodyOf(await checkPin('781001'), 200).check;
      const expected = deliveryWindow(DEFAULT_DELIVERY_TERMS, DEFAULT_DELIVERY_TERMS.standardDays, new Date());
      expect(check).toEqual({
        pinCode: '781001',
        district: 'Kamrup',
        state: 'Assam',
        stateCode: '18',
        states: ['Assam'],
        served: true,
        cod: true,
        dispatchDate: expected.dispatch,
        options: [
          {
            option: 'standard',
            label: 'Standard delivery',
            fee: 0,
            freeFrom: null,
            minDays: 3,
            maxDays: 5,
            earliest: expected.earliest,
            latest: expected.latest,
          },
        ],
      });
    });
  });

  describe('the admin’s delivery settings', () => {
    it('refuses what does not make sense, field by field, and keeps the defaults', async () => {
      const res = await saveTerms({
        ...TERMS,
        cutoff: '25:00',
        standardDaysMin: 4,
        standardDaysMax: 2,
        workingDays: [],
        unservedPins: '791, 7x1',
        standardFee: -1,
      });
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({
        errors: {
          cutoff: ['Enter the cut-off time as HH:MM, such as 14:00'],
          workingDays: ['Choose at least one working day'],
          unservedPins: ['“7x1” is not a PIN code or its first digits (1 to 6 digits)'],
          standardFee: ['Standard delivery fee must not be negative'],
        },
      });
      const after = bodyOf(await call(t, endpoints.getDeliverySettings, { headers: admin.auth }), 200).settings;
      expect(after).toMatchObject({
        standardFee: 0,
        freeFrom: null,
        expressEnabled: false,
        cutoff: '14:00',
        workingDays: [1, 2, 3, 4, 5, 6],
      });
      const backwards = await saveTerms({ ...TERMS, expressDaysMin: 3, expressDaysMax: 1 });
      expect(backwards.body).toMatchObject({ errors: { expressDaysMax: ['The latest day cannot come before the earliest'] } });
    });

    it('saves the terms, answers them normalized, and files them in the audit log', async () => {
      const saved = bodyOf(await saveTerms({ ...TERMS, workingDays: [5, 1, 2, 3, 4, 1] }), 200);
      expect(saved).toMatchObject({ message: 'Delivery settings saved' });
      expect(saved.settings).toMatchObject({
        standardFee: 99,
        freeFrom: 2000,
        expressEnabled: true,
        expressFee: 249,
        cutoff: '14:00',
        workingDays: [1, 2, 3, 4, 5],
        unservedPins: ['744301', '791'],
        noCodPins: ['781'],
      });
      expect(bodyOf(await call(t, endpoints.getDeliverySettings, { headers: admin.auth }), 200).settings).toEqual(saved.settings);
      const [event] = await t.ctx.db.select().from(auditEvents).where(eq(auditEvents.entityId, 'delivery'));
      expect(event).toMatchObject({ entityType: 'settings', action: 'settings.update-delivery' });
    });

    it('prices each option for the order value asked about, and says where it cannot deliver or take cash', async () => {
      const below = bodyOf(await checkPin('781001', 1999.99), 200).check;
      expect(below).toMatchObject({ served: true, cod: false });
      expect(below.options.map(({ option, fee, freeFrom, minDays, maxDays }) => ({ option, fee, freeFrom, minDays, maxDays }))).toEqual([
        { option: 'standard', fee: 99, freeFrom: 2000, minDays: 2, maxDays: 4 },
        { option: 'express', fee: 249, freeFrom: null, minDays: 1, maxDays: 2 },
      ]);
      expect(bodyOf(await checkPin('781001', 2000), 200).check.options.map((quote) => quote.fee)).toEqual([0, 249]);
      // Without a value: the fee below the threshold.
      expect(bodyOf(await checkPin('781001'), 200).check.options[0]?.fee).toBe(99);
      expect(bodyOf(await checkPin('560001'), 200).check).toMatchObject({ district: 'Bangalore', state: 'Karnataka', cod: true });
      for (const pin of ['791111', '744301']) {
        expect(bodyOf(await checkPin(pin), 200).check).toMatchObject({ served: false, cod: false, options: [] });
      }
      // A PIN on a border lists both its states.
      expect(bodyOf(await checkPin('605007'), 200).check.states).toEqual(['Puducherry', 'Tamil Nadu']);
    });
  });

  describe('addresses: the PIN code must be known and in the state chosen', () => {
    const body = { fullName: 'Mira Das', phoneNumber: '9876543210', addressLine1: '4 Pan Bazar', addressLine2: null, ...ASSAM };

    it('refuses an unknown PIN and a PIN of another state, on add and on update; a border PIN fits either state', async () => {
      const shopper = await createUser(t);
      const add = (fields: Partial<typeof body>) => call(t, endpoints.addAddress, { headers: shopper.auth, body: { ...body, ...fields } });

      const elsewhere = await add({ state: 'Goa' });
      expect(elsewhere.status).toBe(400);
      expect(elsewhere.body).toMatchObject({
        message: 'This PIN code is in Assam, not Goa',
        errors: { postalCode: ['This PIN code is in Assam, not Goa'] },
        reason: { code: 'PIN_STATE_MISMATCH', state: 'Assam' },
      });
      const unknown = await add({ postalCode: '999999' });
      expect(unknown.status).toBe(400);
      expect(unknown.body).toMatchObject({
        message: 'We could not find this PIN code',
        errors: { postalCode: ['We could not find this PIN code'] },
      });
      expect(await t.ctx.db.select().from(addresses).where(eq(addresses.userId, shopper.user.id))).toEqual([]);

      const border = await add({ city: 'Villianur', state: 'Tamil Nadu', postalCode: '605007' });
      expect(border.status).toBe(201);
      const saved = bodyOf(await add({}), 201).address;
      const moved = await call(t, endpoints.updateAddress, {
        headers: shopper.auth,
        params: { addressId: saved.id },
        body: { ...body, state: 'Meghalaya' },
      });
      expect(moved.status).toBe(400);
      expect(moved.body.message).toBe('This PIN code is in Assam, not Meghalaya');
      const [unchanged] = await t.ctx.db.select().from(addresses).where(eq(addresses.id, saved.id));
      expect(unchanged?.state).toBe('Assam');
    });
  });

  describe('checkout', () => {
    beforeAll(async () => {
      bodyOf(await saveTerms(TERMS), 200);
    });

    it('charges the standard fee below the threshold, after the discount, and nothing from it', async () => {
      // ₹2,200 − 15% = ₹1,870: under ₹2,000 once discounted, so ₹99 is added.
      const under = await shopperWithCart(2200);
      const placed = bodyOf(await createPaymentOrder(t, under.shopper, { addressId: under.address.id }), 200);
      expect(placed.amount).toBe(187_000 + 9_900);
      const order = await myOrder(under.shopper, placed.orderId);
      expect(order).toMatchObject({ subtotalAmount: 2200, discountAmount: 330, totalAmount: 1969 });
      expect(order.delivery).toEqual({ option: 'standard', label: 'Standard delivery', fee: 99 });

      // ₹2,400 − 15% = ₹2,040: free.
      const over = await shopperWithCart(2400);
      const free = bodyOf(await createPaymentOrder(t, over.shopper, { addressId: over.address.id, deliveryOption: 'standard' }), 200);
      expect(free.amount).toBe(204_000);
      expect((await myOrder(over.shopper, free.orderId)).delivery).toEqual({ option: 'standard', label: 'Standard delivery', fee: 0 });
    });

    it('express costs its fee above the threshold too; the invoice gets a delivery line and still adds up to the paisa', async () => {
      const { shopper, address } = await shopperWithCart(2400);
      const placed = bodyOf(await createPaymentOrder(t, shopper, { addressId: address.id, deliveryOption: 'express' }), 200);
      expect(placed.amount).toBe(204_000 + 24_900);
      expect((await payWithSimulatedProvider(t, shopper, placed.id)).status).toBe(200);

      const order = await myOrder(shopper, placed.orderId);
      expect(order).toMatchObject({ totalAmount: 2289, delivery: { option: 'express', label: 'Express delivery', fee: 249 } });
      const invoice = await invoiceOf(placed.orderId);
      // Karnataka to Karnataka: CGST and SGST of round(24,900 × 18 / 236) = 1,899 each; taxable 24,900 − 3,798.
      expect(invoice.lines.at(-1)).toMatchObject({
        description: 'Express delivery',
        hsnCode: '9968',
        quantity: 1,
        discountPaise: 0,
        taxablePaise: 21_102,
        cgstPaise: 1_899,
        sgstPaise: 1_899,
        igstPaise: 0,
        totalPaise: 24_900,
      });
      expect(invoice.totals.totalPaise).toBe(228_900);
      expect(invoice.lines.reduce((sum, line) => sum + line.totalPaise, 0)).toBe(228_900);
    });

    it('refuses an address the shop does not deliver to, and express when it is off, before anything is reserved', async () => {
      const far = await shopperWithCart(1000, ARUNACHAL);
      const refused = await createPaymentOrder(t, far.shopper, { addressId: far.address.id });
      expect(refused.status).toBe(400);
      expect(refused.body).toMatchObject({
        message: 'Sorry, we do not deliver to this PIN code yet',
        errors: { addressId: ['Sorry, we do not deliver to this PIN code yet'] },
        reason: { code: 'PIN_NOT_SERVED' },
      });
      expect(await stockOf(t, far.product.id)).toBe(5);
      expect(await ordersOf(far.shopper.user.id)).toEqual([]);

      bodyOf(await saveTerms({ ...TERMS, expressEnabled: false }), 200);
      const near = await shopperWithCart(1000);
      const pending = bodyOf(await createPaymentOrder(t, near.shopper, { addressId: near.address.id }), 200);
      const express = await createPaymentOrder(t, near.shopper, { addressId: near.address.id, deliveryOption: 'express' });
      expect(express.status).toBe(400);
      expect(express.body).toMatchObject({
        message: 'Express delivery is not available for this order. Please choose standard delivery',
        reason: { code: 'EXPRESS_NOT_AVAILABLE' },
      });
      // The earlier checkout still holds its bottle; nothing else was reserved.
      expect(await stockOf(t, near.product.id)).toBe(4);
      expect((await ordersOf(near.shopper.user.id)).map((order) => [order.id, order.status])).toEqual([[pending.orderId, 'pending']]);
      const unknownOption = await call(t, cardCheckoutEndpoint, {
        headers: near.shopper.auth,
        body: { addressId: near.address.id, deliveryOption: 'overnight' as 'express' },
      });
      expect(unknownOption.status).toBe(400);
      expect(unknownOption.body).toMatchObject({ message: 'Choose standard or express delivery' });
      bodyOf(await saveTerms(TERMS), 200);
    });

    it('refuses a saved address whose PIN and state disagree, or whose PIN is unknown', async () => {
      const wrongState = await shopperWithCart(1000, { city: 'Guwahati', state: 'Bihar', postalCode: '781001' });
      const mismatch = await createPaymentOrder(t, wrongState.shopper, { addressId: wrongState.address.id });
      expect(mismatch.status).toBe(400);
      expect(mismatch.body).toMatchObject({ message: 'This PIN code is in Assam, not Bihar', reason: { code: 'PIN_STATE_MISMATCH' } });
      const unknownPin = await shopperWithCart(1000, { city: 'Nowhere', state: 'Assam', postalCode: '789999' });
      const unknown = await createPaymentOrder(t, unknownPin.shopper, { addressId: unknownPin.address.id });
      expect(unknown.status).toBe(400);
      expect(unknown.body).toMatchObject({ message: 'We could not find this PIN code', reason: { code: 'PIN_UNKNOWN' } });
      expect(await stockOf(t, unknownPin.product.id)).toBe(5);
    });

    it('refuses cash on delivery to a PIN without it, and adds the delivery fee to a cash-on-delivery order elsewhere', async () => {
      const assam = await shopperWithCart(1000, ASSAM);
      const option = bodyOf(
        await call(t, endpoints.getCodOption, { headers: assam.shopper.auth, query: { addressId: assam.address.id } }),
        200,
      );
      expect(option.cod).toMatchObject({
        available: false,
        reason: 'Cash on delivery is not available for this PIN code. Please pay online',
      });
      // Without an address the cart alone decides, as before.
      expect(bodyOf(await call(t, endpoints.getCodOption, { headers: assam.shopper.auth }), 200).cod.available).toBe(true);
      const refused = await call(t, endpoints.placeCodOrder, { headers: assam.shopper.auth, body: { addressId: assam.address.id } });
      expect(refused.status).toBe(409);
      expect(refused.body).toMatchObject({
        message: 'Cash on delivery is not available for this PIN code. Please pay online',
        reason: { code: 'COD_NOT_AVAILABLE', why: 'pin' },
      });
      expect(await stockOf(t, assam.product.id)).toBe(5);
      expect(await ordersOf(assam.shopper.user.id)).toEqual([]);

      // Karnataka takes cash: ₹1,000 − 15% = ₹850, + ₹99 standard delivery.
      const home = await shopperWithCart(1000);
      const placed = bodyOf(
        await call(t, endpoints.placeCodOrder, { headers: home.shopper.auth, body: { addressId: home.address.id } }),
        200,
      );
      const order = await myOrder(home.shopper, placed.orderId);
      expect(order).toMatchObject({ paymentMethod: 'cod', totalAmount: 949, delivery: { option: 'standard', fee: 99 } });
    });
  });
});
