import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, asc, eq, sql } from 'drizzle-orm';
import { endpoints, type TaxDocument } from '@aurelle/contract';
import { taxDocuments } from '../src/db/schema/index.ts';
import { issueInvoice } from '../src/domain/tax/issue-invoice.ts';
import { financialYearOf } from '../src/domain/tax/financial-year.ts';
import { bodyOf, call, createTestApp, createUser, readOutbox, type TestApp } from './helpers.ts';
import { checkout, payWithSimulatedProvider } from './checkout-helpers.ts';
import { pdfText } from './pdf-text.ts';

const INVOICE_NUMBER = /^AUR\/\d\d-\d\d\/\d{6}$/;

async function invoiceOf(t: TestApp, orderId: string): Promise<TaxDocument> {
  const [row] = await t.ctx.db
    .select({ document: taxDocuments.document })
    .from(taxDocuments)
    .where(and(eq(taxDocuments.orderId, orderId), eq(taxDocuments.kind, 'invoice')));
  if (!row) throw new Error(`no invoice for ${orderId}`);
  return row.document;
}

/** Cart → simulated payment → verified: a paid order of `quantity` bottles at `price` rupees, delivered to Maharashtra. */
async function paidOrder(t: TestApp, options: { price: number; quantity?: number; title?: string }) {
  const { shopper, order, address } = await checkout(
    t,
    { pricePaise: options.price * 100, title: options.title ?? 'Oud Royale' },
    options.quantity ?? 1,
  );
  const paid = await payWithSimulatedProvider(t, shopper, order.id);
  expect(paid.status).toBe(200);
  return { shopper, order, address };
}

describe('GST tax invoices', () => {
  let t: TestApp;
  let adminAuth: Record<string, string>;
  beforeAll(async () => {
    t = await createTestApp({ PAYMENT_PROVIDER: 'simulated' });
    adminAuth = (await createUser(t, { role: 'admin' })).auth;
  });
  afterAll(async () => {
    await t.close();
  });

  it('a paid order gets a numbered invoice, shown in its details and downloadable as a PDF with every required field', async () => {
    // First order: 15% off ₹2,450 = ₹2,082.50, delivered to Maharashtra (27) from a shop registered in Karnataka (29).
    const { shopper, order } = await paidOrder(t, { price: 2450 });
    const details = bodyOf(await call(t, endpoints.getMyOrder, { headers: shopper.auth, params: { id: order.orderId } }), 200).data;
    expect(details.invoice?.number).toMatch(INVOICE_NUMBER);
    expect(details.invoice?.number.startsWith(`AUR/${financialYearOf(new Date())}/`)).toBe(true);
    // 2,08,250 paise at 18%, another state: IGST round(208250 × 18/118) = 31,767; taxable 1,76,483.
    expect(details.invoice).toMatchObject({ taxableAmount: 1764.83, taxAmount: 317.67 });
    expect(details.totalAmount).toBe(2082.5);

    const download = await t.app.inject({ method: 'GET', url: `/api/shop/order/invoice/${order.orderId}`, headers: shopper.auth });
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toBe('application/pdf');
    expect(download.headers['content-disposition']).toContain(`${details.invoice?.number.replaceAll('/', '-')}.pdf`);
    const [text] = await pdfText(download.rawPayload);
    for (const expected of [
      'TAX INVOICE',
      'Aurelle Fragrances Private Limited',
      'GSTIN: 29AABCA1234C1ZB',
      'State: Karnataka (code 29)',
      details.invoice?.number ?? 'number',
      'Place of supply',
      'Maharashtra (27)',
      'Asha Rao',
      '12 Carter Road',
      'Oud Royale',
      '3303',
      '18%',
      'IGST',
      '2,450.00', // unit price
      '367.50', // the 15% discount on the line
      '1,764.83', // taxable value
      '317.67', // IGST
      '2,082.50', // total = amount paid
      'Reverse charge',
    ]) {
      expect(text, expected).toContain(expected);
    }
    expect(text).not.toContain('CGST');

    // The confirmation e-mail carries the same PDF.
    await t.runtime.worker.drain();
    const mails = (await readOutbox(t.dataDir)).filter((mail) => mail.includes(shopper.user.email));
    expect(mails).toHaveLength(1);
    const fileName = `${details.invoice?.number.replaceAll('/', '-')}.pdf`;
    expect(mails[0]).toContain(`Content-Type: application/pdf; name=${fileName}`);
    const attached = /Content-Transfer-Encoding: base64\r?\nContent-Disposition: attachment;[^\n]*\r?\n\r?\n([A-Za-z0-9+/=\r\n]+)/.exec(
      mails[0] ?? '',
    );
    expect(Buffer.from((attached?.[1] ?? '').replace(/\s/g, ''), 'base64').equals(download.rawPayload)).toBe(true);

    const asAdmin = await t.app.inject({ method: 'GET', url: `/api/admin/orders/invoice/${order.orderId}`, headers: adminAuth });
    expect(asAdmin.statusCode).toBe(200);
    expect(asAdmin.rawPayload.equals(download.rawPayload)).toBe(true);
  });

  it('another shopper, a guest and an unpaid order get no invoice', async () => {
    const { order } = await paidOrder(t, { price: 1000 });
    const stranger = await createUser(t);
    const theirs = await call(t, endpoints.downloadMyInvoice, { headers: stranger.auth, params: { id: order.orderId } });
    expect(theirs.status).toBe(404);
    expect(theirs.body).toMatchObject({ message: 'No invoice has been issued for this order yet' });
    expect((await call(t, endpoints.downloadMyInvoice, { params: { id: order.orderId } })).status).toBe(401);
    const customer = await call(t, endpoints.downloadOrderInvoice, { headers: stranger.auth, params: { id: order.orderId } });
    expect(customer.status).toBe(403);

    const { shopper, order: unpaid } = await checkout(t, { pricePaise: 50_000 });
    const details = bodyOf(await call(t, endpoints.getMyOrder, { headers: shopper.auth, params: { id: unpaid.orderId } }), 200).data;
    expect(details.invoice).toBeNull();
    expect((await call(t, endpoints.downloadMyInvoice, { headers: shopper.auth, params: { id: unpaid.orderId } })).status).toBe(404);
  });

  it('a delivery within the shop’s state is taxed as CGST and SGST in equal halves', async () => {
    const { shopper, order } = await checkout(t, { pricePaise: 100_000, title: 'Mysore Sandal' }, 2);
    // The shopper's address is in Karnataka, like the shop.
    await t.ctx.db.execute(
      sql`UPDATE orders SET address_snapshot = jsonb_set(address_snapshot, '{state}', '"Karnataka"') WHERE id = ${order.orderId}`,
    );
    expect((await payWithSimulatedProvider(t, shopper, order.id)).status).toBe(200);
    const invoice = await invoiceOf(t, order.orderId);
    // ₹2,000 less 15% = ₹1,700 = 1,70,000 paise: halves round(170000 × 1800 / 23600) = 12,966; taxable 1,44,068.
    expect(invoice.supplyType).toBe('intra-state');
    expect(invoice.placeOfSupply).toEqual({ stateName: 'Karnataka', stateCode: '29' });
    expect(invoice.lines[0]).toMatchObject({
      quantity: 2,
      taxablePaise: 144_068,
      cgstPaise: 12_966,
      sgstPaise: 12_966,
      igstPaise: 0,
      totalPaise: 170_000,
    });
    const pdf = await t.app.inject({ method: 'GET', url: `/api/shop/order/invoice/${order.orderId}`, headers: shopper.auth });
    const [text] = await pdfText(pdf.rawPayload);
    expect(text).toContain('CGST');
    expect(text).toContain('SGST');
    expect(text).toContain('129.66');
    expect(text).not.toContain('IGST');
  });

  it('numbers restart on 1 April, in India’s time, and an invoice is issued once', async () => {
    const orders = await Promise.all([
      checkout(t, { pricePaise: 30_000 }),
      checkout(t, { pricePaise: 30_000 }),
      checkout(t, { pricePaise: 30_000 }),
    ]);
    const [march, april, again] = await t.ctx.db.transaction(async (tx) => [
      await issueInvoice(tx, orders[0]!.order.orderId, new Date('2031-03-31T18:29:59Z')),
      await issueInvoice(tx, orders[1]!.order.orderId, new Date('2031-03-31T18:30:00Z')),
      await issueInvoice(tx, orders[1]!.order.orderId, new Date('2031-04-02T10:00:00Z')),
    ]);
    expect(march?.number).toBe('AUR/30-31/000001');
    expect(april?.number).toBe('AUR/31-32/000001');
    expect(again?.number).toBe(april?.number);
  });

  it('admins keep the shop’s GST registration; a bad GSTIN changes nothing; issued invoices keep what they printed', async () => {
    const before = bodyOf(await call(t, endpoints.getShopSettings, { headers: adminAuth }), 200).settings;
    expect(before).toMatchObject({
      legalName: 'Aurelle Fragrances Private Limited',
      gstin: '29AABCA1234C1ZB',
      state: 'Karnataka',
      stateCode: '29',
    });
    const { order: earlier } = await paidOrder(t, { price: 800 });

    const valid = { ...before, gstin: '27AAPFU0939F1ZV', state: 'Maharashtra', legalName: 'Aurelle Perfumes LLP', invoicePrefix: 'aup' };
    for (const [field, value, message] of [
      ['gstin', '27AAPFU0939F1ZX', 'This GSTIN’s last character does not match: check it for a typo'],
      ['gstin', '27AAPFU0939', 'Enter a 15-character GSTIN such as 29ABCDE1234F1Z5'],
      ['gstin', '29AAPFU0939F1ZV'.slice(0, 14) + '0', 'This GSTIN’s last character does not match: check it for a typo'],
      ['state', 'Bombay', 'Choose a state from the list'],
      ['invoicePrefix', 'AURE', 'The invoice prefix is 1 to 3 capital letters or digits'],
    ] as const) {
      const refused = await call(t, endpoints.updateShopSettings, { headers: adminAuth, body: { ...valid, [field]: value } });
      expect(refused.status, `${field}=${value}`).toBe(400);
      expect(bodyOf(refused, 400).errors?.[field]).toContain(message);
    }
    const wrongState = await call(t, endpoints.updateShopSettings, { headers: adminAuth, body: { ...valid, state: 'Karnataka' } });
    expect(bodyOf(wrongState, 400).errors?.gstin).toEqual(['A GSTIN registered in Karnataka starts with 29']);
    expect(bodyOf(await call(t, endpoints.getShopSettings, { headers: adminAuth }), 200).settings).toEqual(before);

    const saved = bodyOf(await call(t, endpoints.updateShopSettings, { headers: adminAuth, body: valid }), 200);
    expect(saved.settings).toMatchObject({ gstin: '27AAPFU0939F1ZV', stateCode: '27', invoicePrefix: 'AUP' });
    const { order: later } = await paidOrder(t, { price: 800 });
    const laterInvoice = await invoiceOf(t, later.orderId);
    expect(laterInvoice.number).toMatch(/^AUP\//);
    expect(laterInvoice.supplier.gstin).toBe('27AAPFU0939F1ZV');
    // Delivered to Maharashtra, now the shop's own state.
    expect(laterInvoice.supplyType).toBe('intra-state');
    expect((await invoiceOf(t, earlier.orderId)).supplier).toMatchObject({
      name: 'Aurelle Fragrances Private Limited',
      gstin: '29AABCA1234C1ZB',
    });

    const customer = await createUser(t);
    expect((await call(t, endpoints.updateShopSettings, { headers: customer.auth, body: valid })).status).toBe(403);
    await call(t, endpoints.updateShopSettings, { headers: adminAuth, body: before });
  });

  it('50 payments at once take 50 consecutive numbers: no gap, no duplicate', async () => {
    const placed = [];
    for (let index = 0; index < 50; index += 1) placed.push(await checkout(t, { pricePaise: 10_000 + index }));
    const results = await Promise.all(placed.map(({ shopper, order }) => payWithSimulatedProvider(t, shopper, order.id)));
    expect(results.every((result) => result.status === 200)).toBe(true);
    const ids = placed.map(({ order }) => order.orderId);
    const invoices = await t.ctx.db
      .select({
        orderId: taxDocuments.orderId,
        sequence: taxDocuments.sequence,
        number: taxDocuments.number,
        financialYear: taxDocuments.financialYear,
      })
      .from(taxDocuments)
      .where(eq(taxDocuments.kind, 'invoice'))
      .orderBy(asc(taxDocuments.financialYear), asc(taxDocuments.sequence));
    const these = invoices.filter((invoice) => ids.includes(invoice.orderId));
    expect(these).toHaveLength(50);
    expect(new Set(these.map((invoice) => invoice.number)).size).toBe(50);
    const sequences = these.map((invoice) => invoice.sequence).sort((a, b) => a - b);
    const first = sequences[0] ?? 0;
    expect(sequences).toEqual(Array.from({ length: 50 }, (_, index) => first + index));
    // Nothing else took a number in this year's series: the 50 follow the ones issued earlier in this file with no gap.
    const thisYear = invoices.filter((invoice) => invoice.financialYear === these[0]?.financialYear).map((invoice) => invoice.sequence);
    expect(thisYear).toEqual(Array.from({ length: thisYear.length }, (_, index) => index + 1));
    // 50 checkouts placed one by one, then paid at once: close to the 60 s default on a busy 2-core machine.
  }, 180_000);
});
