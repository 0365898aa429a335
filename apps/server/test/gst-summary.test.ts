import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { endpoints, type GstSummary } from '@aurelle/contract';
import { taxDocuments } from '../src/db/schema/index.ts';
import { financialYearOf } from '../src/domain/tax/financial-year.ts';
import { istDayOf, istMonthOf } from '../src/domain/gst/gst-month.ts';
import { createAccount, createOrder } from './backoffice-factories.ts';
import { addToCart, createPaymentOrder, payWithSimulatedProvider } from './checkout-helpers.ts';
import { createAddress, createProduct } from './factories.ts';
import { bodyOf, call, createTestApp, malformed, type TestApp } from './helpers.ts';

/*
 * The accountant's month: the GST summary of a month against figures worked out by hand from decision 073's
 * split (per line, on the amount paid: IGST = round(total × 18/118), CGST = SGST = round(total × 9/118), taxable value
 * the rest). The shop is registered in Karnataka (29).
 */

const KARNATAKA = { city: 'Bengaluru', state: 'Karnataka', postalCode: '560001' };
const MAHARASHTRA = { city: 'Mumbai', state: 'Maharashtra', postalCode: '400050' };
const TAMIL_NADU = { city: 'Chennai', state: 'Tamil Nadu', postalCode: '600001' };
const DELHI = { city: 'New Delhi', state: 'Delhi', postalCode: '110001' };

let t: TestApp;
let admin: Awaited<ReturnType<typeof createAccount>>;
const month = istMonthOf(new Date());
const financialYear = financialYearOf(new Date());
const today = istDayOf(new Date());
/** 'YYYY-MM' a number of months from this one. */
function monthsFromNow(offset: number): string {
  const [year, monthNumber] = month.split('-').map(Number) as [number, number];
  return new Date(Date.UTC(year, monthNumber - 1 + offset, 1)).toISOString().slice(0, 7);
}
const previousMonth = monthsFromNow(-1);
/** 25 Nov 2026 → '25-Nov-2026', as the offline tool's dates read. */
const portalDay = (day: string) =>
  new Date(`${day}T00:00:00Z`)
    .toLocaleDateString('en-GB', { day: '2-digit', month: 'short', year: 'numeric', timeZone: 'UTC' })
    .replace(/ /g, '-');

interface PaidOrderOptions {
  price: number;
  quantity?: number;
  place: { city: string; state: string; postalCode: string };
  /** A shopper with an earlier paid order, so the first-order discount does not apply. */
  returning?: boolean;
  couponCode?: string;
}

/** Cart → create-order → simulated payment → verified, as a shopper does: the order gets its tax invoice. */
async function paidOrder(options: PaidOrderOptions): Promise<string> {
  const product = await createProduct(t, { pricePaise: options.price * 100, totalStock: 10 });
  const shopper = await createAccount(t);
  if (options.returning) await createOrder(t, { userId: shopper.user.id, paymentStatus: 'completed' });
  const address = await createAddress(t, shopper.user.id, options.place);
  expect((await addToCart(t, shopper, product.id, options.quantity ?? 1)).status).toBe(200);
  const placed = bodyOf(
    await createPaymentOrder(t, shopper, { addressId: address.id, ...(options.couponCode ? { couponCode: options.couponCode } : {}) }),
    200,
  );
  expect((await payWithSimulatedProvider(t, shopper, placed.id)).status).toBe(200);
  return placed.orderId;
}

async function refund(orderId: string, amount: number) {
  const answer = await call(t, endpoints.refundOrder, {
    headers: admin.auth,
    params: { id: orderId },
    body: { amount, reason: 'Goodwill gesture', requestId: randomUUID() },
  });
  expect(bodyOf(answer, 200).order.afterSales.refunds[0]).toMatchObject({ status: 'processed', amount });
}

const summaryOf = async (forMonth: string): Promise<GstSummary> =>
  bodyOf(await call(t, endpoints.getGstSummary, { headers: admin.auth, query: { month: forMonth } }), 200).summary;

async function sheet(forMonth: string, name: 'b2cs' | 'b2cl' | 'cdnur' | 'hsn' | 'docs') {
  const answer = await call(t, endpoints.exportGstSheet, { headers: admin.auth, query: { month: forMonth, sheet: name } });
  expect(answer.status).toBe(200);
  expect(answer.headers['content-type']).toBe('text/csv; charset=utf-8');
  expect(answer.headers['content-disposition']).toBe(`attachment; filename="gstr1-${forMonth}-${name}.csv"`);
  return String(answer.body).trimEnd().split('\n');
}

const invoiceNumber = (sequence: number) => `AUR/${financialYear}/${String(sequence).padStart(6, '0')}`;
const creditNoteNumber = (sequence: number) => `AURC/${financialYear}/${String(sequence).padStart(5, '0')}`;

beforeAll(async () => {
  t = await createTestApp({ PAYMENT_PROVIDER: 'simulated' });
  admin = await createAccount(t, { role: 'admin' });
  // ₹99 standard delivery below ₹2,000 of (discounted) goods.
  const terms = await call(t, endpoints.updateDeliverySettings, {
    headers: admin.auth,
    body: {
      standardFee: 99,
      freeFrom: 2000,
      standardDaysMin: 2,
      standardDaysMax: 4,
      expressEnabled: false,
      expressFee: 0,
      expressDaysMin: 1,
      expressDaysMax: 2,
      cutoff: '14:00',
      workingDays: [1, 2, 3, 4, 5],
      unservedPins: '',
      noCodPins: '',
    },
  });
  expect(terms.status).toBe(200);
  const coupon = await call(t, endpoints.createCoupon, {
    headers: admin.auth,
    body: { code: 'ACCOUNTS750', kind: 'fixed', value: 750 },
  });
  expect(coupon.status).toBe(201);

  // D: last month's sale to Tamil Nadu (₹2,200): invoice 1, moved to noon IST on the previous month's last day.
  const lastMonthOrder = await paidOrder({ price: 2200, place: TAMIL_NADU, returning: true });
  const lastMonthNoon = new Date(Date.parse(`${month}-01T12:00:00+05:30`) - 24 * 60 * 60 * 1000);
  await t.ctx.db
    .update(taxDocuments)
    .set({
      issuedAt: lastMonthNoon,
      document: sql`jsonb_set(${taxDocuments.document}, '{issuedAt}', to_jsonb(${lastMonthNoon.toISOString()}::text))`,
    })
    .where(and(eq(taxDocuments.orderId, lastMonthOrder), eq(taxDocuments.kind, 'invoice')));

  // This month, invoices 2 to 6:
  // A: Karnataka (intra-state), 2 × ₹3,000 less the ₹750 code = ₹5,250.
  await paidOrder({ price: 3000, quantity: 2, place: KARNATAKA, returning: true, couponCode: 'ACCOUNTS750' });
  // B: Maharashtra, a first order: ₹1,000 less 15% = ₹850 of goods, under ₹2,000, so ₹99 delivery (SAC 9968).
  await paidOrder({ price: 1000, place: MAHARASHTRA });
  // C: Karnataka, ₹2,500; ₹500 refunded this month (credit note 1).
  const refundedInKarnataka = await paidOrder({ price: 2500, place: KARNATAKA, returning: true });
  // E: Tamil Nadu, 2 × ₹1,800 = ₹3,600.
  await paidOrder({ price: 1800, quantity: 2, place: TAMIL_NADU, returning: true });
  // F: Delhi, ₹1,20,000: inter-state above ₹1 lakh, so B2C large; ₹10,000 refunded (credit note 3).
  const largeToDelhi = await paidOrder({ price: 120_000, place: DELHI, returning: true });

  await refund(refundedInKarnataka, 500);
  // Credit note 2, this month, for last month's invoice: it counts now, against Tamil Nadu at 18%.
  await refund(lastMonthOrder, 300);
  await refund(largeToDelhi, 10_000);
});

afterAll(async () => {
  await t.close();
});

describe('the GST summary of a month', () => {
  it('sums B2C small sales by place of supply and rate, credit notes netted, last month’s sale left out', async () => {
    const summary = await summaryOf(month);
    expect(summary).toMatchObject({ month, from: `${month}-01`, gstins: ['29AABCA1234C1ZB'] });
    expect(summary.b2cs).toEqual([
      // B: goods ₹850 → IGST 129.66, taxable 720.34; delivery ₹99 → IGST 15.10, taxable 83.90.
      {
        type: 'OE',
        placeOfSupply: '27-Maharashtra',
        stateCode: '27',
        stateName: 'Maharashtra',
        rate: 18,
        taxableValue: 804.24,
        igst: 144.76,
        cgst: 0,
        sgst: 0,
        cess: 0,
      },
      // A: ₹5,250 → 400.42 + 400.42, taxable 4,449.16; C: ₹2,500 → 190.68 + 190.68, taxable 2,118.64;
      // less C's credit note of ₹500 → 38.14 + 38.14, taxable 423.72.
      {
        type: 'OE',
        placeOfSupply: '29-Karnataka',
        stateCode: '29',
        stateName: 'Karnataka',
        rate: 18,
        taxableValue: 6144.08,
        igst: 0,
        cgst: 552.96,
        sgst: 552.96,
        cess: 0,
      },
      // E: ₹3,600 → IGST 549.15, taxable 3,050.85; less D's credit note of ₹300 → IGST 45.76, taxable 254.24.
      {
        type: 'OE',
        placeOfSupply: '33-Tamil Nadu',
        stateCode: '33',
        stateName: 'Tamil Nadu',
        rate: 18,
        taxableValue: 2796.61,
        igst: 503.39,
        cgst: 0,
        sgst: 0,
        cess: 0,
      },
    ]);
  });

  it('reports the large inter-state invoice on its own (B2CL) and its credit note as a note (CDNUR)', async () => {
    const summary = await summaryOf(month);
    // ₹1,20,000 → IGST 18,305.08, taxable 1,01,694.92; the ₹10,000 note → IGST 1,525.42, taxable 8,474.58.
    expect(summary.b2cl).toEqual([
      {
        invoiceNumber: invoiceNumber(6),
        invoiceDate: today,
        invoiceValue: 120_000,
        placeOfSupply: '07-Delhi',
        stateCode: '07',
        stateName: 'Delhi',
        rate: 18,
        taxableValue: 101_694.92,
        igst: 18_305.08,
        cess: 0,
      },
    ]);
    expect(summary.cdnur).toEqual([
      {
        noteNumber: creditNoteNumber(3),
        noteDate: today,
        invoiceNumber: invoiceNumber(6),
        noteValue: 10_000,
        placeOfSupply: '07-Delhi',
        stateCode: '07',
        stateName: 'Delhi',
        rate: 18,
        taxableValue: 8474.58,
        igst: 1525.42,
        cess: 0,
      },
    ]);
  });

  it('summarizes by HSN and SAC: bottles in numbers, delivery as a service without a quantity', async () => {
    const summary = await summaryOf(month);
    expect(summary.hsn).toEqual([
      // Bottles: A 2 + B 1 + C 1 + E 2 + F 1 (the credit notes are for amounts, not bottles). Value: 5,250 + 850 +
      // 2,500 + 3,600 + 1,20,000 − 500 − 300 − 10,000 = 1,21,400.
      {
        hsn: '3303',
        description: 'Perfumes and toilet waters',
        uqc: 'NOS',
        totalQuantity: 7,
        totalValue: 121_400,
        rate: 18,
        taxableValue: 102_881.37,
        igst: 17_412.71,
        cgst: 552.96,
        sgst: 552.96,
        cess: 0,
      },
      {
        hsn: '9968',
        description: 'Postal and courier services',
        uqc: 'NA',
        totalQuantity: 0,
        totalValue: 99,
        rate: 18,
        taxableValue: 83.9,
        igst: 15.1,
        cgst: 0,
        sgst: 0,
        cess: 0,
      },
    ]);
  });

  it('lists the numbers used, and totals that equal the month’s invoices minus its credit notes to the paisa', async () => {
    const summary = await summaryOf(month);
    expect(summary.documents).toEqual([
      {
        kind: 'invoice',
        nature: 'Invoices for outward supply',
        from: invoiceNumber(2),
        to: invoiceNumber(6),
        totalNumber: 5,
        cancelled: 0,
      },
      { kind: 'credit-note', nature: 'Credit Note', from: creditNoteNumber(1), to: creditNoteNumber(3), totalNumber: 3, cancelled: 0 },
    ]);

    // Straight from the stored documents of the month, in paise.
    const issued = await t.ctx.db
      .select({ kind: taxDocuments.kind, document: taxDocuments.document })
      .from(taxDocuments)
      .where(sql`to_char(${taxDocuments.issuedAt} AT TIME ZONE 'Asia/Kolkata', 'YYYY-MM') = ${month}`);
    const sum = (kind: 'invoice' | 'credit-note', field: 'taxablePaise' | 'igstPaise' | 'cgstPaise' | 'sgstPaise' | 'totalPaise') =>
      issued.filter((row) => row.kind === kind).reduce((total, row) => total + row.document.totals[field], 0);
    expect(issued.filter((row) => row.kind === 'invoice')).toHaveLength(5);
    expect(issued.filter((row) => row.kind === 'credit-note')).toHaveLength(3);
    expect(sum('invoice', 'totalPaise') - sum('credit-note', 'totalPaise')).toBe(12_149_900);

    const paise = (rupees: number) => Math.round(rupees * 100);
    const { invoices, creditNotes, net } = summary.totals;
    // ₹5,250 + ₹949 + ₹2,500 + ₹3,600 + ₹1,20,000 invoiced; ₹500 + ₹300 + ₹10,000 credited.
    expect(invoices).toEqual({ count: 5, taxableValue: 112_117.81, igst: 18_998.99, cgst: 591.1, sgst: 591.1, cess: 0, total: 132_299 });
    expect(creditNotes).toEqual({ count: 3, taxableValue: 9152.54, igst: 1571.18, cgst: 38.14, sgst: 38.14, cess: 0, total: 10_800 });
    expect(net).toEqual({ taxableValue: 102_965.27, igst: 17_427.81, cgst: 552.96, sgst: 552.96, cess: 0, total: 121_499 });
    for (const [field, key] of [
      ['taxableValue', 'taxablePaise'],
      ['igst', 'igstPaise'],
      ['cgst', 'cgstPaise'],
      ['sgst', 'sgstPaise'],
    ] as const) {
      const stored = sum('invoice', key) - sum('credit-note', key);
      expect(paise(net[field]), field).toBe(stored);
      // Every sheet adds up to the same: B2CS + B2CL − CDNUR, and the HSN summary.
      const b2cs = summary.b2cs.reduce((total, row) => total + paise(row[field]), 0);
      const large = summary.b2cl.reduce(
        (total, row) => total + paise(field === 'taxableValue' ? row.taxableValue : field === 'igst' ? row.igst : 0),
        0,
      );
      const notes = summary.cdnur.reduce(
        (total, row) => total + paise(field === 'taxableValue' ? row.taxableValue : field === 'igst' ? row.igst : 0),
        0,
      );
      expect(b2cs + large - notes, `${field} of B2CS + B2CL − CDNUR`).toBe(stored);
      expect(
        summary.hsn.reduce((total, row) => total + paise(row[field]), 0),
        `${field} of HSN`,
      ).toBe(stored);
    }
    expect(paise(net.total)).toBe(sum('invoice', 'totalPaise') - sum('credit-note', 'totalPaise'));
    expect(summary.hsn.reduce((total, row) => total + paise(row.totalValue), 0)).toBe(paise(net.total));
  });

  it('counts last month’s invoice in last month only', async () => {
    const summary = await summaryOf(previousMonth);
    // D: ₹2,200 to Tamil Nadu → IGST 335.59, taxable 1,864.41.
    expect(summary.b2cs).toEqual([
      {
        type: 'OE',
        placeOfSupply: '33-Tamil Nadu',
        stateCode: '33',
        stateName: 'Tamil Nadu',
        rate: 18,
        taxableValue: 1864.41,
        igst: 335.59,
        cgst: 0,
        sgst: 0,
        cess: 0,
      },
    ]);
    expect(summary.documents.map(({ kind, totalNumber }) => ({ kind, totalNumber }))).toEqual([{ kind: 'invoice', totalNumber: 1 }]);
    expect(summary.totals.net.total).toBe(2200);
    expect(summary.totals.creditNotes.count).toBe(0);
  });

  it('exports each sheet as CSV in the offline tool’s column layout', async () => {
    expect(await sheet(month, 'b2cs')).toEqual([
      'Type,Place Of Supply,Applicable % of Tax Rate,Rate,Taxable Value,Cess Amount,E-Commerce GSTIN',
      'OE,27-Maharashtra,,18.00,804.24,0.00,',
      'OE,29-Karnataka,,18.00,6144.08,0.00,',
      'OE,33-Tamil Nadu,,18.00,2796.61,0.00,',
    ]);
    expect(await sheet(month, 'hsn')).toEqual([
      'HSN,Description,UQC,Total Quantity,Total Value,Rate,Taxable Value,Integrated Tax Amount,Central Tax Amount,State/UT Tax Amount,Cess Amount',
      '3303,Perfumes and toilet waters,NOS-NUMBERS,7,121400.00,18.00,102881.37,17412.71,552.96,552.96,0.00',
      '9968,Postal and courier services,NA,0,99.00,18.00,83.90,15.10,0.00,0.00,0.00',
    ]);
    expect(await sheet(month, 'docs')).toEqual([
      'Nature of Document,Sr. No. From,Sr. No. To,Total Number,Cancelled',
      `Invoices for outward supply,${invoiceNumber(2)},${invoiceNumber(6)},5,0`,
      `Credit Note,${creditNoteNumber(1)},${creditNoteNumber(3)},3,0`,
    ]);
    expect(await sheet(month, 'b2cl')).toEqual([
      'Invoice Number,Invoice date,Invoice Value,Place Of Supply,Applicable % of Tax Rate,Rate,Taxable Value,Cess Amount,E-Commerce GSTIN',
      `${invoiceNumber(6)},${portalDay(today)},120000.00,07-Delhi,,18.00,101694.92,0.00,`,
    ]);
    expect(await sheet(month, 'cdnur')).toEqual([
      'UR Type,Note Number,Note Date,Note Type,Place Of Supply,Note Value,Applicable % of Tax Rate,Rate,Taxable Value,Cess Amount',
      `B2CL,${creditNoteNumber(3)},${portalDay(today)},C,07-Delhi,10000.00,,18.00,8474.58,0.00`,
    ]);
  });

  it('answers an empty month with empty sheets and zero totals', async () => {
    const summary = await summaryOf('2025-01');
    expect(summary).toMatchObject({ month: '2025-01', from: '2025-01-01', to: '2025-01-31', b2cs: [], b2cl: [], hsn: [], documents: [] });
    expect(summary.totals.net).toEqual({ taxableValue: 0, igst: 0, cgst: 0, sgst: 0, cess: 0, total: 0 });
    expect(await sheet('2025-01', 'b2cs')).toEqual([
      'Type,Place Of Supply,Applicable % of Tax Rate,Rate,Taxable Value,Cess Amount,E-Commerce GSTIN',
    ]);
  });

  it('refuses a month that is not one, or is still to come, with a clear 400', async () => {
    for (const bad of ['2026-13', '2026-1', 'November', '11-2026', '1999-05', '']) {
      const answer = await call(t, endpoints.getGstSummary, { headers: admin.auth, query: { month: bad } });
      expect(answer.status, bad).toBe(400);
      expect(answer.body, bad).toMatchObject({ message: 'month must be a month like 2026-11' });
    }
    const missing = await call(t, endpoints.getGstSummary, { headers: admin.auth, query: malformed({}) });
    expect(missing.body).toMatchObject({ success: false, message: 'month must be a month like 2026-11' });
    const future = await call(t, endpoints.getGstSummary, { headers: admin.auth, query: { month: monthsFromNow(1) } });
    expect(future.status).toBe(400);
    expect(future.body).toMatchObject({
      message: 'month must not be after the current month',
      errors: { month: ['month must not be after the current month'] },
    });

    const badSheet = await call(t, endpoints.exportGstSheet, { headers: admin.auth, query: { month, sheet: malformed('gstr3b') } });
    expect(badSheet.status).toBe(400);
    expect(badSheet.body).toMatchObject({ message: 'sheet must be one of b2cs, b2cl, cdnur, hsn, docs' });
    const futureSheet = await call(t, endpoints.exportGstSheet, { headers: admin.auth, query: { month: monthsFromNow(2), sheet: 'hsn' } });
    expect(futureSheet.status).toBe(400);
  });

  it('is for admins only', async () => {
    const shopper = await createAccount(t);
    expect((await call(t, endpoints.getGstSummary, { headers: shopper.auth, query: { month } })).status).toBe(403);
    expect((await call(t, endpoints.exportGstSheet, { query: { month, sheet: 'b2cs' } })).status).toBe(401);
  });
});
