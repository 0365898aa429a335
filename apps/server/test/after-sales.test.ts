import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import Fastify, { type FastifyInstance } from 'fastify';
import { and, eq, sql } from 'drizzle-orm';
import { endpoints, type Order, type TaxDocument } from '@aurelle/contract';
import { orders, refunds, returnRequests, taxDocuments } from '../src/db/schema/index.ts';
import { bodyOf, call, createTestApp, createUser, readOutbox, type TestApp } from './helpers.ts';
import { addToCart, checkout, decodeQuotedPrintable, payWithSimulatedProvider, sign, stockOf, type Caller } from './checkout-helpers.ts';
import { createAddress, createProduct } from './factories.ts';
import { pdfText } from './pdf-text.ts';

/** A paid order of `quantity` bottles at `price` rupees (the shopper's first: 15% off), delivered to Maharashtra. */
async function paidOrder(t: TestApp, options: { price: number; quantity?: number; stock?: number; title?: string }) {
  const { shopper, order, product } = await checkout(
    t,
    { pricePaise: options.price * 100, totalStock: options.stock ?? 10, title: options.title ?? 'Santal Noir' },
    options.quantity ?? 1,
  );
  expect((await payWithSimulatedProvider(t, shopper, order.id)).status).toBe(200);
  return { shopper, orderId: order.orderId, product };
}

async function myOrder(t: TestApp, shopper: Caller, orderId: string): Promise<Order> {
  return bodyOf(await call(t, endpoints.getMyOrder, { headers: shopper.auth, params: { id: orderId } }), 200).data;
}

async function documentsOf(t: TestApp, orderId: string, kind: 'invoice' | 'credit-note'): Promise<TaxDocument[]> {
  const rows = await t.ctx.db
    .select({ document: taxDocuments.document })
    .from(taxDocuments)
    .where(and(eq(taxDocuments.orderId, orderId), eq(taxDocuments.kind, kind)))
    .orderBy(taxDocuments.sequence);
  return rows.map((row) => row.document);
}

async function orderRow(t: TestApp, orderId: string) {
  const [row] = await t.ctx.db.select().from(orders).where(eq(orders.id, orderId));
  if (!row) throw new Error('no order');
  return row;
}

async function mailsTo(t: TestApp, email: string): Promise<string[]> {
  await t.runtime.worker.drain();
  return (await readOutbox(t.dataDir)).filter((mail) => mail.includes(email)).map(decodeQuotedPrintable);
}

describe('after the sale', () => {
  let t: TestApp;
  let admin: Caller;
  beforeAll(async () => {
    t = await createTestApp({ PAYMENT_PROVIDER: 'simulated' });
    admin = await createUser(t, { role: 'admin' });
  });
  afterAll(async () => {
    await t.close();
  });

  const ship = (orderId: string, body: Record<string, unknown> = {}) =>
    call(t, endpoints.shipOrder, {
      headers: admin.auth,
      params: { id: orderId },
      body: { courier: 'delhivery', trackingNumber: 'DL1234567890', expectedDeliveryDate: '2026-12-02', ...body } as never,
    });
  const deliver = (orderId: string) =>
    call(t, endpoints.updateOrderStatus, { headers: admin.auth, params: { id: orderId }, body: { status: 'delivered' } });
  const refund = (orderId: string, amount: number | string, requestId = randomUUID()) =>
    call(t, endpoints.refundOrder, {
      headers: admin.auth,
      params: { id: orderId },
      body: { amount, reason: 'Goodwill gesture', requestId },
    });

  describe('admin refunds', () => {
    it('refunds part of a paid order with a credit note, once per request, never above what was paid', async () => {
      // ₹3,000 − 15% = ₹2,550 paid.
      const { shopper, orderId } = await paidOrder(t, { price: 3000 });
      const requestId = randomUUID();
      const first = bodyOf(await refund(orderId, 500, requestId), 200);
      expect(first.message).toBe('Refund made');
      expect(first.order.afterSales).toMatchObject({ refundedAmount: 500, refundableAmount: 2050 });
      expect(first.order.afterSales.refunds).toEqual([
        expect.objectContaining({
          kind: 'admin',
          amount: 500,
          status: 'processed',
          creditNote: expect.objectContaining({ number: expect.stringMatching(/^AURC\/\d\d-\d\d\/\d{5}$/) }),
        }),
      ]);

      // The same request again (double click, retry) refunds nothing more.
      const again = bodyOf(await refund(orderId, 500, requestId), 200);
      expect(again.message).toBe('This refund was already made');
      expect(again.order.afterSales.refundedAmount).toBe(500);

      // Above what is left: 400, nothing changed.
      const tooMuch = await refund(orderId, 2050.01);
      expect(tooMuch.status).toBe(400);
      expect(tooMuch.body).toMatchObject({ success: false, message: 'A refund cannot exceed the ₹2,050 still refundable on this order' });
      const rows = await t.ctx.db.select().from(refunds).where(eq(refunds.orderId, orderId));
      expect(rows).toHaveLength(1);

      // The rest, then nothing is left.
      bodyOf(await refund(orderId, 2050), 200);
      const none = await refund(orderId, 1);
      expect(none.status).toBe(400);
      expect(none.body.message).toBe('Everything paid for this order has already been refunded');

      const notes = await documentsOf(t, orderId, 'credit-note');
      expect(notes.map((note) => note.totals.totalPaise)).toEqual([50_000, 205_000]);
      const [invoice] = await documentsOf(t, orderId, 'invoice');
      expect(notes[0]?.creditFor?.invoiceNumber).toBe(invoice?.number);
      // Maharashtra from Karnataka: IGST, 18% inside ₹500 = round(50000 × 18/118) = 7,627 paise.
      expect(notes[0]?.totals).toMatchObject({ igstPaise: 7627, taxablePaise: 42_373, cgstPaise: 0 });

      // The shopper sees both refunds and can download the credit notes; another shopper cannot.
      const details = await myOrder(t, shopper, orderId);
      expect(details.afterSales.refundedAmount).toBe(2550);
      const noteId = details.afterSales.refunds[0]?.creditNote?.id ?? '';
      const pdf = await t.app.inject({ method: 'GET', url: `/api/shop/order/credit-note/${noteId}`, headers: shopper.auth });
      expect(pdf.statusCode).toBe(200);
      const [text] = await pdfText(pdf.rawPayload);
      for (const expected of ['CREDIT NOTE', notes[0]?.number ?? '', invoice?.number ?? '', 'Goodwill gesture', '500.00', '76.27']) {
        expect(text, expected).toContain(expected);
      }
      const stranger = await createUser(t);
      expect((await call(t, endpoints.downloadMyCreditNote, { headers: stranger.auth, params: { id: noteId } })).status).toBe(404);
      expect((await call(t, endpoints.downloadOrderCreditNote, { headers: admin.auth, params: { id: noteId } })).status).toBe(200);

      const mails = await mailsTo(t, shopper.user.email);
      expect(mails.filter((mail) => mail.includes('Your refund of ₹500.00'))).toHaveLength(1);
    });

    it('refuses to refund an unpaid order and bad amounts, changing nothing', async () => {
      const { order } = await checkout(t, { pricePaise: 100_000 });
      const unpaid = await refund(order.orderId, 100);
      expect(unpaid.status).toBe(409);
      expect(unpaid.body.message).toBe('Only a paid order can be refunded');
      const { orderId } = await paidOrder(t, { price: 1000 });
      for (const amount of [0, -5, 'ten', 10.001]) expect((await refund(orderId, amount)).status).toBe(400);
      const shopper = await createUser(t);
      expect(
        (
          await call(t, endpoints.refundOrder, {
            headers: shopper.auth,
            params: { id: orderId },
            body: { amount: 1, reason: 'Mine', requestId: randomUUID() },
          })
        ).status,
      ).toBe(403);
      expect(await t.ctx.db.select().from(refunds).where(eq(refunds.orderId, orderId))).toEqual([]);
    });
  });

  describe('cancelling before shipping', () => {
    it('cancels a paid order: stock back, full refund, credit note, e-mails; a second cancel is refused', async () => {
      const { shopper, orderId, product } = await paidOrder(t, { price: 2000, quantity: 2, stock: 5 });
      expect(await stockOf(t, product.id)).toBe(3);
      expect((await myOrder(t, shopper, orderId)).afterSales.canCancel).toBe(true);

      const answer = bodyOf(
        await call(t, endpoints.cancelMyOrder, { headers: shopper.auth, params: { id: orderId }, body: { reason: 'Ordered twice' } }),
        200,
      );
      expect(answer.message).toBe('Your order has been cancelled');
      expect(answer.data.orderStatus).toBe('cancelled');
      expect(answer.data.afterSales).toMatchObject({ canCancel: false, refundedAmount: 3400, refundableAmount: 0 });
      expect(answer.data.afterSales.refunds[0]).toMatchObject({ kind: 'cancellation', status: 'processed', amount: 3400 });
      expect(await stockOf(t, product.id)).toBe(5);
      // The whole invoice is credited line by line, exactly as invoiced.
      const [invoice] = await documentsOf(t, orderId, 'invoice');
      const [note] = await documentsOf(t, orderId, 'credit-note');
      expect(note?.lines).toEqual(invoice?.lines);

      const again = await call(t, endpoints.cancelMyOrder, { headers: shopper.auth, params: { id: orderId }, body: {} });
      expect(again.status).toBe(409);
      expect(again.body.message).toBe('This order can no longer be cancelled');
      expect(await t.ctx.db.select().from(refunds).where(eq(refunds.orderId, orderId))).toHaveLength(1);
      expect(await stockOf(t, product.id)).toBe(5);

      const mails = await mailsTo(t, shopper.user.email);
      expect(mails.some((mail) => mail.includes('is cancelled'))).toBe(true);
      const refundMail = mails.find((mail) => mail.includes('Your refund of ₹3,400.00'));
      // The refund's credit note goes with it, as the invoice went with the confirmation.
      const [creditNote] = await documentsOf(t, orderId, 'credit-note');
      expect(refundMail).toMatch(
        new RegExp(`Content-Disposition: attachment;\\s*filename=${creditNote?.number.replaceAll('/', '-')}\\.pdf`),
      );
    });

    it('refuses to cancel after shipping, and someone else’s order, changing nothing', async () => {
      const { shopper, orderId, product } = await paidOrder(t, { price: 1500, stock: 4 });
      const stranger = await createUser(t);
      expect((await call(t, endpoints.cancelMyOrder, { headers: stranger.auth, params: { id: orderId }, body: {} })).status).toBe(404);
      bodyOf(await ship(orderId), 200);
      const late = await call(t, endpoints.cancelMyOrder, { headers: shopper.auth, params: { id: orderId }, body: {} });
      expect(late.status).toBe(409);
      expect(late.body.message).toBe('This order has shipped and can no longer be cancelled; once it is delivered you can return it');
      const row = await orderRow(t, orderId);
      expect(row.status).toBe('inShipping');
      expect(await stockOf(t, product.id)).toBe(3);
      expect(await t.ctx.db.select().from(refunds).where(eq(refunds.orderId, orderId))).toEqual([]);
    });

    it('cancels an unpaid checkout without a refund', async () => {
      const { shopper, order, product } = await checkout(t, { pricePaise: 90_000, totalStock: 2 });
      const answer = bodyOf(
        await call(t, endpoints.cancelMyOrder, { headers: shopper.auth, params: { id: order.orderId }, body: {} }),
        200,
      );
      expect(answer.data).toMatchObject({ orderStatus: 'cancelled', paymentStatus: 'failed' });
      expect(answer.data.afterSales.refunds).toEqual([]);
      expect(await stockOf(t, product.id)).toBe(2);
    });
  });

  describe('shipments', () => {
    it('records courier, AWB and expected date, shown with a tracking link and e-mailed', async () => {
      const { shopper, orderId } = await paidOrder(t, { price: 1200 });
      const shipped = bodyOf(await ship(orderId, { trackingNumber: ' dl99887766 ' }), 200);
      expect(shipped.order.orderStatus).toBe('inShipping');
      const details = await myOrder(t, shopper, orderId);
      expect(details.afterSales.shipment).toMatchObject({
        courier: 'delhivery',
        courierName: 'Delhivery',
        trackingNumber: 'DL99887766',
        trackingUrl: 'https://www.delhivery.com/track/package/DL99887766',
        expectedDeliveryDate: '2026-12-02',
      });
      const mail = (await mailsTo(t, shopper.user.email)).find((m) => m.includes('has shipped'));
      expect(mail).toContain('Tracking number (AWB): DL99887766');
      expect(mail).toContain('https://www.delhivery.com/track/package/DL99887766');
      expect(mail).toContain('Expected delivery: 2 December 2026');
    });

    it('refuses bad shipment details and an unpaid order, changing nothing', async () => {
      const { orderId } = await paidOrder(t, { price: 1200 });
      for (const body of [
        { courier: 'pigeon' },
        { trackingNumber: 'x' },
        { trackingNumber: '<script>' },
        { expectedDeliveryDate: '02/12/2026' },
      ]) {
        expect((await ship(orderId, body)).status).toBe(400);
      }
      const { order } = await checkout(t, { pricePaise: 50_000 });
      const unpaid = await ship(order.orderId);
      expect(unpaid.status).toBe(409);
      expect((await orderRow(t, orderId)).courier).toBeNull();
      expect((await orderRow(t, order.orderId)).status).toBe('pending');
    });
  });

  describe('returns', () => {
    it('a return within 30 days, approved: refund of the returned items, credit note with their quantity, restocked, e-mails', async () => {
      // 3 × ₹1,000, first order 15% off: ₹2,550 paid; one bottle is worth ₹850 of it.
      const { shopper, orderId, product } = await paidOrder(t, { price: 1000, quantity: 3, stock: 3 });
      bodyOf(await ship(orderId), 200);
      bodyOf(await deliver(orderId), 200);
      const delivered = await myOrder(t, shopper, orderId);
      expect(delivered.afterSales.deliveredAt).not.toBeNull();
      expect(delivered.afterSales.returnableUntil).not.toBeNull();
      const lineId = delivered.cartItems[0]?.lineId ?? '';

      const tooMany = await call(t, endpoints.requestReturn, {
        headers: shopper.auth,
        params: { id: orderId },
        body: { reason: 'Not for me', lines: [{ lineId, quantity: 4 }], unopened: true },
      });
      expect(tooMany.status).toBe(400);
      expect(tooMany.body.message).toBe('You cannot return more than you bought');
      const opened = await call(t, endpoints.requestReturn, {
        headers: shopper.auth,
        params: { id: orderId },
        body: { reason: 'Not for me', lines: [{ lineId, quantity: 1 }], unopened: false } as never,
      });
      expect(opened.status).toBe(400);

      const requested = bodyOf(
        await call(t, endpoints.requestReturn, {
          headers: shopper.auth,
          params: { id: orderId },
          body: { reason: 'The scent is too strong for me', lines: [{ lineId, quantity: 1 }], unopened: true },
        }),
        200,
      );
      expect(requested.data.afterSales.returns).toEqual([
        expect.objectContaining({ status: 'requested', amount: 850, lines: [{ lineId, title: 'Santal Noir (100 ml)', quantity: 1 }] }),
      ]);
      expect(requested.data.afterSales.returnableUntil).toBeNull();
      const twice = await call(t, endpoints.requestReturn, {
        headers: shopper.auth,
        params: { id: orderId },
        body: { reason: 'Again', lines: [{ lineId, quantity: 1 }], unopened: true },
      });
      expect(twice.status).toBe(409);
      expect(twice.body.message).toBe('A return request for this order is already open');

      const returnId = requested.data.afterSales.returns[0]?.id ?? '';
      const approved = bodyOf(
        await call(t, endpoints.decideReturn, {
          headers: admin.auth,
          params: { id: returnId },
          body: { decision: 'approve', restock: true },
        }),
        200,
      );
      expect(approved.order.afterSales.returns[0]).toMatchObject({ status: 'approved' });
      // The audit log files what the decision changed on the order: the return's status and restock, and the refund.
      const [filed] = bodyOf(await call(t, endpoints.listAuditEvents, { headers: admin.auth, query: { entityId: orderId } }), 200).events;
      expect(filed).toMatchObject({ action: 'order.decide-return', entityType: 'order', entityId: orderId });
      const changed = JSON.stringify(filed?.changes);
      expect(filed?.changes.length).toBeGreaterThan(0);
      expect(changed).toContain('approved');
      expect(changed).toContain('85000');
      expect(approved.order.afterSales.refunds[0]).toMatchObject({ kind: 'return', amount: 850, status: 'processed' });
      expect(await stockOf(t, product.id)).toBe(1);
      const [note] = await documentsOf(t, orderId, 'credit-note');
      expect(note?.lines).toEqual([
        expect.objectContaining({ quantity: 1, unitPricePaise: 100_000, grossPaise: 100_000, discountPaise: 15_000, totalPaise: 85_000 }),
      ]);

      // Deciding again changes nothing.
      const again = await call(t, endpoints.decideReturn, {
        headers: admin.auth,
        params: { id: returnId },
        body: { decision: 'approve', restock: true },
      });
      expect(again.status).toBe(409);
      expect(await stockOf(t, product.id)).toBe(1);
      expect(await t.ctx.db.select().from(refunds).where(eq(refunds.orderId, orderId))).toHaveLength(1);

      // A second return of the other two bottles, rejected with a reason.
      const second = bodyOf(
        await call(t, endpoints.requestReturn, {
          headers: shopper.auth,
          params: { id: orderId },
          body: { reason: 'Changed my mind', lines: [{ lineId, quantity: 2 }], unopened: true },
        }),
        200,
      );
      const secondId = second.data.afterSales.returns[1]?.id ?? '';
      const noReason = await call(t, endpoints.decideReturn, {
        headers: admin.auth,
        params: { id: secondId },
        body: { decision: 'reject' } as never,
      });
      expect(noReason.status).toBe(400);
      const rejected = bodyOf(
        await call(t, endpoints.decideReturn, {
          headers: admin.auth,
          params: { id: secondId },
          body: { decision: 'reject', reason: 'The seal is broken' },
        }),
        200,
      );
      expect(rejected.order.afterSales.returns[1]).toMatchObject({ status: 'rejected', rejectionReason: 'The seal is broken' });
      expect(await stockOf(t, product.id)).toBe(1);

      const mails = await mailsTo(t, shopper.user.email);
      for (const subject of ['We have received your return request', 'Your return for', 'Your refund of ₹850.00', 'was declined']) {
        expect(
          mails.some((mail) => mail.includes(subject)),
          subject,
        ).toBe(true);
      }
      expect(mails.some((mail) => mail.includes('Reason: The seal is broken'))).toBe(true);
    });

    it('refuses a return after 30 days and before delivery, changing nothing', async () => {
      const { shopper, orderId } = await paidOrder(t, { price: 1000 });
      const lineId = (await myOrder(t, shopper, orderId)).cartItems[0]?.lineId ?? '';
      const body = { reason: 'Too late?', lines: [{ lineId, quantity: 1 }], unopened: true as const };
      const early = await call(t, endpoints.requestReturn, { headers: shopper.auth, params: { id: orderId }, body });
      expect(early.status).toBe(409);
      expect(early.body.message).toBe('Only a delivered order can be returned');
      bodyOf(await ship(orderId), 200);
      bodyOf(await deliver(orderId), 200);
      await t.ctx.db
        .update(orders)
        .set({ deliveredAt: sql`now() - interval '30 days 1 minute'` })
        .where(eq(orders.id, orderId));
      expect((await myOrder(t, shopper, orderId)).afterSales.returnableUntil).toBeNull();
      const late = await call(t, endpoints.requestReturn, { headers: shopper.auth, params: { id: orderId }, body });
      expect(late.status).toBe(409);
      expect(late.body.message).toBe('Returns are accepted within 30 days of delivery; the window for this order has closed');
      expect(await t.ctx.db.select().from(returnRequests).where(eq(returnRequests.orderId, orderId))).toEqual([]);
    });
  });

  describe('cash on delivery', () => {
    async function codShopper(price: number, stock = 5) {
      const product = await createProduct(t, { pricePaise: price * 100, totalStock: stock, title: 'Vetiver Monsoon' });
      const shopper = await createUser(t);
      const address = await createAddress(t, shopper.user.id);
      expect((await addToCart(t, shopper, product.id, 1)).status).toBe(200);
      return { product, shopper, address };
    }
    const setCodTerms = async (codLimit: number, codFee: number) => {
      const current = bodyOf(await call(t, endpoints.getShopSettings, { headers: admin.auth }), 200).settings;
      const { legalName, gstin, addressLine1, addressLine2, city, state, postalCode, invoicePrefix } = current;
      bodyOf(
        await call(t, endpoints.updateShopSettings, {
          headers: admin.auth,
          body: { legalName, gstin, addressLine1, addressLine2, city, state, postalCode, invoicePrefix, codLimit, codFee },
        }),
        200,
      );
    };

    it('a COD order: confirmed at once with the fee, shipped, cash collected → paid, delivered and invoiced with the fee', async () => {
      await setCodTerms(10_000, 49);
      const { product, shopper, address } = await codShopper(2000);
      const option = bodyOf(await call(t, endpoints.getCodOption, { headers: shopper.auth }), 200).cod;
      expect(option).toEqual({ available: true, reason: null, fee: 49, limit: 10_000 });

      const placed = bodyOf(await call(t, endpoints.placeCodOrder, { headers: shopper.auth, body: { addressId: address.id } }), 200);
      const order = await myOrder(t, shopper, placed.orderId);
      // ₹2,000 − 15% + ₹49 fee.
      expect(order).toMatchObject({
        orderStatus: 'confirmed',
        paymentStatus: 'pending',
        paymentMethod: 'cod',
        totalAmount: 1749,
        invoice: null,
      });
      expect(order.afterSales.codFee).toBe(49);
      expect(await stockOf(t, product.id)).toBe(4);
      expect(bodyOf(await call(t, endpoints.getCart, { headers: shopper.auth }), 200).data).toEqual([]);
      const confirmation = (await mailsTo(t, shopper.user.email)).find((mail) => mail.includes('is confirmed'));
      expect(confirmation).toContain('in cash when they are delivered');

      // Delivered needs the cash; the cash needs the parcel on its way, and the exact total.
      const notYet = await deliver(placed.orderId);
      expect(notYet.status).toBe(409);
      expect(notYet.body.message).toBe('Record the cash collected to mark a cash-on-delivery order delivered');
      const early = await call(t, endpoints.recordCodCash, { headers: admin.auth, params: { id: placed.orderId }, body: { amount: 1749 } });
      expect(early.status).toBe(409);
      // The shopper confirms the cash on delivery (here: an admin who called them); only then does it ship.
      bodyOf(await call(t, endpoints.confirmCodOrder, { headers: admin.auth, params: { id: placed.orderId } }), 200);
      bodyOf(await ship(placed.orderId), 200);
      const wrong = await call(t, endpoints.recordCodCash, { headers: admin.auth, params: { id: placed.orderId }, body: { amount: 1700 } });
      expect(wrong.status).toBe(400);
      expect(wrong.body.message).toBe('The cash collected must be the order total of ₹1,749');
      expect((await orderRow(t, placed.orderId)).paymentStatus).toBe('pending');

      const collected = bodyOf(
        await call(t, endpoints.recordCodCash, { headers: admin.auth, params: { id: placed.orderId }, body: { amount: 1749 } }),
        200,
      );
      expect(collected.order).toMatchObject({ orderStatus: 'delivered', paymentStatus: 'completed' });
      const [invoice] = await documentsOf(t, placed.orderId, 'invoice');
      expect(invoice?.totals.totalPaise).toBe(174_900);
      expect(invoice?.lines.map((line) => [line.description, line.hsnCode, line.totalPaise])).toEqual([
        ['Vetiver Monsoon (100 ml)', '3303', 170_000],
        ['Cash on delivery fee', '9968', 4_900],
      ]);
      // Issued with the cash, the invoice reaches the shopper with the delivery e-mail.
      const deliveredMail = (await mailsTo(t, shopper.user.email)).find((mail) => mail.includes('has been delivered'));
      expect(deliveredMail).toMatch(
        new RegExp(`Content-Disposition: attachment;\\s*filename=${invoice?.number.replaceAll('/', '-')}\\.pdf`),
      );
      const twice = await call(t, endpoints.recordCodCash, { headers: admin.auth, params: { id: placed.orderId }, body: { amount: 1749 } });
      expect(twice.status).toBe(409);
      await setCodTerms(10_000, 0);
    });

    it('refuses COD above the limit, changing nothing', async () => {
      await setCodTerms(1000, 0);
      const { product, shopper, address } = await codShopper(2000);
      const option = bodyOf(await call(t, endpoints.getCodOption, { headers: shopper.auth }), 200).cod;
      expect(option).toMatchObject({
        available: false,
        reason: 'Cash on delivery is available for orders up to ₹1,000. Please pay online',
      });
      const refused = await call(t, endpoints.placeCodOrder, { headers: shopper.auth, body: { addressId: address.id } });
      expect(refused.status).toBe(409);
      expect(refused.body).toMatchObject({
        message: 'Cash on delivery is available for orders up to ₹1,000. Please pay online',
        reason: { code: 'COD_NOT_AVAILABLE', why: 'limit' },
      });
      expect(await stockOf(t, product.id)).toBe(5);
      expect(await t.ctx.db.select().from(orders).where(eq(orders.userId, shopper.user.id))).toEqual([]);
      expect(bodyOf(await call(t, endpoints.getCart, { headers: shopper.auth }), 200).data).toHaveLength(1);
      await setCodTerms(10_000, 0);
    });

    it('a refused parcel: rejected, stock back, and no cash on delivery for that shopper again', async () => {
      const { product, shopper, address } = await codShopper(1000, 2);
      const placed = bodyOf(await call(t, endpoints.placeCodOrder, { headers: shopper.auth, body: { addressId: address.id } }), 200);
      // The shopper confirms the cash on delivery (here: an admin who called them); only then does it ship.
      bodyOf(await call(t, endpoints.confirmCodOrder, { headers: admin.auth, params: { id: placed.orderId } }), 200);
      bodyOf(await ship(placed.orderId), 200);
      expect(await stockOf(t, product.id)).toBe(1);
      const refused = bodyOf(await call(t, endpoints.recordCodRefused, { headers: admin.auth, params: { id: placed.orderId } }), 200);
      expect(refused.order.orderStatus).toBe('rejected');
      expect(await stockOf(t, product.id)).toBe(2);
      expect((await addToCart(t, shopper, product.id, 1)).status).toBe(200);
      const again = await call(t, endpoints.placeCodOrder, { headers: shopper.auth, body: { addressId: address.id } });
      expect(again.status).toBe(409);
      expect(again.body.message).toBe(
        'Cash on delivery is not available for your account because a cash-on-delivery parcel was refused before. Please pay online',
      );
    });

    it('a COD order cancelled before shipping gives its stock back and refunds nothing', async () => {
      const { product, shopper, address } = await codShopper(1000, 2);
      const placed = bodyOf(await call(t, endpoints.placeCodOrder, { headers: shopper.auth, body: { addressId: address.id } }), 200);
      const cancelled = bodyOf(
        await call(t, endpoints.cancelMyOrder, { headers: shopper.auth, params: { id: placed.orderId }, body: {} }),
        200,
      );
      expect(cancelled.data.orderStatus).toBe('cancelled');
      expect(cancelled.data.afterSales.refunds).toEqual([]);
      expect(await stockOf(t, product.id)).toBe(2);
    });
  });
});

describe('refunds through the Razorpay SDK against a local fake of its API, and its refund webhooks', () => {
  const keyId = 'rzp_test_FakeKey1234';
  const keySecret = 'fake_razorpay_key_secret';
  const webhookSecret = 'fake_webhook_secret';
  const refundCalls: Array<{ paymentId: string; body: Record<string, unknown>; authorization: string | undefined }> = [];
  let refundFails = false;
  let fake: FastifyInstance;
  let rz: TestApp;
  let admin: Caller;

  beforeAll(async () => {
    fake = Fastify();
    let orderSequence = 0;
    fake.post('/v1/orders', async (request) => {
      const body = request.body as Record<string, unknown>;
      orderSequence += 1;
      return {
        id: `order_Fake${String(orderSequence).padStart(10, '0')}`,
        entity: 'order',
        amount: body.amount,
        currency: body.currency,
        receipt: body.receipt,
        status: 'created',
      };
    });
    fake.post<{ Params: { id: string } }>('/v1/payments/:id/refund', async (request, reply) => {
      const body = request.body as Record<string, unknown>;
      refundCalls.push({ paymentId: request.params.id, body, authorization: request.headers.authorization });
      if (refundFails)
        return reply.status(400).send({ error: { code: 'BAD_REQUEST_ERROR', description: 'The refund amount exceeds the balance' } });
      return {
        id: `rfnd_Fake${String(refundCalls.length).padStart(10, '0')}`,
        entity: 'refund',
        amount: body.amount,
        currency: 'INR',
        payment_id: request.params.id,
        receipt: body.receipt,
        status: 'pending',
        speed_requested: body.speed,
      };
    });
    const url = await fake.listen({ port: 0, host: '127.0.0.1' });
    rz = await createTestApp({
      PAYMENT_PROVIDER: 'razorpay',
      RAZORPAY_KEY_ID: keyId,
      RAZORPAY_KEY_SECRET: keySecret,
      RAZORPAY_WEBHOOK_SECRET: webhookSecret,
      RAZORPAY_API_URL: url,
    });
    admin = await createUser(rz, { role: 'admin' });
  });
  afterAll(async () => {
    await rz.close();
    await fake.close();
  });

  async function paidWithRazorpay(price: number) {
    const { shopper, order } = await checkout(rz, { pricePaise: price * 100 });
    const paymentId = `pay_Fake${randomUUID().replaceAll('-', '').slice(0, 10)}`;
    const verified = await call(rz, endpoints.verifyPayment, {
      headers: shopper.auth,
      body: {
        razorpay_order_id: order.id,
        razorpay_payment_id: paymentId,
        razorpay_signature: sign(keySecret, `${order.id}|${paymentId}`),
      },
    });
    expect(verified.status).toBe(200);
    return { shopper, orderId: order.orderId, paymentId };
  }

  function refundEvent(
    event: 'refund.processed' | 'refund.failed' | 'refund.created',
    refundId: string,
    paymentId: string,
    amount: number,
  ) {
    return {
      entity: 'event',
      event,
      payload: { refund: { entity: { id: refundId, entity: 'refund', amount, payment_id: paymentId, status: event.split('.')[1] } } },
    };
  }
  async function postWebhook(body: unknown, eventId: string) {
    const raw = JSON.stringify(body);
    return rz.app.inject({
      method: 'POST',
      url: '/api/shop/payment/razorpay/webhook',
      headers: { 'content-type': 'application/json', 'x-razorpay-signature': sign(webhookSecret, raw), 'x-razorpay-event-id': eventId },
      payload: raw,
    });
  }

  it('refunds through the SDK in paise with our refund id as receipt; the processed webhook settles it once', async () => {
    const { shopper, orderId, paymentId } = await paidWithRazorpay(2000); // ₹1,700 paid
    const answer = bodyOf(
      await call(rz, endpoints.refundOrder, {
        headers: admin.auth,
        params: { id: orderId },
        body: { amount: 700, reason: 'Late delivery', requestId: randomUUID() },
      }),
      200,
    );
    const call0 = refundCalls.at(-1);
    expect(call0).toMatchObject({ paymentId, body: { amount: 70_000, speed: 'normal' } });
    expect(call0?.authorization).toBe(`Basic ${Buffer.from(`${keyId}:${keySecret}`).toString('base64')}`);
    const made = answer.order.afterSales.refunds[0];
    expect(made).toMatchObject({ amount: 700, status: 'pending' });
    expect(call0?.body.receipt).toBe(made?.id);
    const [row] = await rz.ctx.db.select().from(refunds).where(eq(refunds.orderId, orderId));
    const providerRefundId = row?.providerRefundId ?? '';
    expect(providerRefundId).toMatch(/^rfnd_Fake/);

    const processed = refundEvent('refund.processed', providerRefundId, paymentId, 70_000);
    expect(JSON.parse((await postWebhook(processed, 'evt_refund_1')).body)).toEqual({ success: true, status: 'refund-processed' });
    expect(JSON.parse((await postWebhook(processed, 'evt_refund_1')).body)).toEqual({ success: true, status: 'duplicate' });
    expect((await myOrder(rz, shopper, orderId)).afterSales.refunds[0]?.status).toBe('processed');
    // A forged signature changes nothing.
    const forged = await rz.app.inject({
      method: 'POST',
      url: '/api/shop/payment/razorpay/webhook',
      headers: { 'content-type': 'application/json', 'x-razorpay-signature': 'f'.repeat(64), 'x-razorpay-event-id': 'evt_forged' },
      payload: JSON.stringify(refundEvent('refund.failed', providerRefundId, paymentId, 70_000)),
    });
    expect(forged.statusCode).toBe(400);
    expect((await myOrder(rz, shopper, orderId)).afterSales.refunds[0]?.status).toBe('processed');
  });

  it('a refund Razorpay reports failed frees the amount again; one it refuses outright is a clear error with nothing refunded', async () => {
    const { shopper, orderId, paymentId } = await paidWithRazorpay(1000); // ₹850 paid
    bodyOf(
      await call(rz, endpoints.refundOrder, {
        headers: admin.auth,
        params: { id: orderId },
        body: { amount: 850, reason: 'Damaged', requestId: randomUUID() },
      }),
      200,
    );
    const [row] = await rz.ctx.db.select().from(refunds).where(eq(refunds.orderId, orderId));
    const failed = refundEvent('refund.failed', row?.providerRefundId ?? '', paymentId, 85_000);
    expect(JSON.parse((await postWebhook(failed, 'evt_refund_2')).body)).toEqual({ success: true, status: 'refund-failed' });
    const afterFailure = await myOrder(rz, shopper, orderId);
    expect(afterFailure.afterSales).toMatchObject({ refundedAmount: 0, refundableAmount: 850 });

    refundFails = true;
    const refused = await call(rz, endpoints.refundOrder, {
      headers: admin.auth,
      params: { id: orderId },
      body: { amount: 850, reason: 'Damaged', requestId: randomUUID() },
    });
    refundFails = false;
    expect(refused.status).toBe(503);
    expect(refused.body.message).toBe('The payment provider did not accept the refund, so nothing was refunded. Please try again');
    const after = await myOrder(rz, shopper, orderId);
    expect(after.afterSales).toMatchObject({ refundedAmount: 0, refundableAmount: 850 });
    expect(
      await rz.ctx.db
        .select()
        .from(taxDocuments)
        .where(and(eq(taxDocuments.orderId, orderId), eq(taxDocuments.kind, 'credit-note'))),
    ).toHaveLength(1);
  });

  it('a cancellation whose refund Razorpay refuses is retried by its job until it goes through', async () => {
    const { shopper, orderId } = await paidWithRazorpay(1200);
    refundFails = true;
    const cancelled = bodyOf(await call(rz, endpoints.cancelMyOrder, { headers: shopper.auth, params: { id: orderId }, body: {} }), 200);
    expect(cancelled.data.orderStatus).toBe('cancelled');
    expect(cancelled.data.afterSales.refunds[0]).toMatchObject({ status: 'requested', amount: 1020 });
    refundFails = false;
    await rz.ctx.db.execute(sql`update jobs set run_at = now() where type = 'after-sales.execute-refund'`);
    await rz.runtime.worker.drain();
    expect((await myOrder(rz, shopper, orderId)).afterSales.refunds[0]).toMatchObject({ status: 'pending', amount: 1020 });
  });
});
