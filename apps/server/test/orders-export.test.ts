import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { parse } from 'csv-parse/sync';
import {
  endpoints,
  ORDER_EXPORT_TOTAL_ROWS_HEADER,
  orderExportCsvColumns,
  type EndpointInput,
  type OrderExportCsvRow,
  type TaxDocument,
} from '@aurelle/contract';
import { orderItems, orders, shopSettings, taxDocuments } from '../src/db/schema/index.ts';
import { exportOrdersCsv } from '../src/domain/admin-orders/export-orders-csv.ts';
import { createAccount, createOrder, testAddress } from './backoffice-factories.ts';
import { addToCart, checkout, createPaymentOrder, payWithSimulatedProvider } from './checkout-helpers.ts';
import { createAddress, createProduct } from './factories.ts';
import { bodyOf, call, createTestApp, createUser, type TestApp } from './helpers.ts';

/*
 * The filtered orders as CSV, one row per line with the GST columns of the invoice as issued, streamed in
 * batches with the row count first.
 */

let t: TestApp;
let admin: Awaited<ReturnType<typeof createAccount>>;

beforeAll(async () => {
  t = await createTestApp({ PAYMENT_PROVIDER: 'simulated' });
  admin = await createAccount(t, { role: 'admin' });
});
afterAll(async () => {
  await t.close();
});

type ExportQuery = EndpointInput<typeof endpoints.exportOrders>['query'];

async function exportCsv(query: ExportQuery = {}) {
  const res = await call(t, endpoints.exportOrders, { headers: admin.auth, query });
  expect(res.status, String(res.body)).toBe(200);
  const text = res.response.body;
  const rows = parse(text, { columns: true, bom: true, skip_empty_lines: true }) as OrderExportCsvRow[];
  return { res, text, rows };
}

const paiseOf = (cell: string | undefined) => Math.round(Number(cell) * 100);
const sumOf = (rows: readonly OrderExportCsvRow[], column: keyof OrderExportCsvRow) =>
  rows.reduce((sum, row) => sum + paiseOf(row[column]), 0);
const idsOf = (rows: readonly OrderExportCsvRow[]) => [...new Set(rows.map((row) => row.order_id))];

async function invoiceOf(orderId: string): Promise<{ number: string; document: TaxDocument }> {
  const [row] = await t.ctx.db
    .select({ number: taxDocuments.number, document: taxDocuments.document })
    .from(taxDocuments)
    .where(and(eq(taxDocuments.orderId, orderId), eq(taxDocuments.kind, 'invoice')));
  if (!row) throw new Error(`no invoice for ${orderId}`);
  return row;
}

/** A paid first order from Karnataka, the shop's own state: ₹2,000 + ₹1,000, 15% off, gift-wrapped for ₹150. */
async function intraStateGiftOrder() {
  await t.ctx.db.update(shopSettings).set({ giftWrapFeePaise: 15_000 });
  const amber = await createProduct(t, { title: 'Amber Oud', pricePaise: 200_000, totalStock: 5 });
  const bergamot = await createProduct(t, { title: 'Bergamot Veil', pricePaise: 100_000, totalStock: 5 });
  const shopper = await createUser(t, { userName: 'Lakshmi Rao' });
  const address = await createAddress(t, shopper.user.id, { city: 'Bengaluru', state: 'Karnataka', postalCode: '560001' });
  for (const product of [bergamot, amber]) expect((await addToCart(t, shopper, product.id, 1)).status).toBe(200);
  const created = await createPaymentOrder(t, shopper, { addressId: address.id, gift: { wrap: true, message: 'For you' } });
  if (created.status !== 200) throw new Error(JSON.stringify(created.body));
  expect((await payWithSimulatedProvider(t, shopper, created.body.id)).status).toBe(200);
  await t.ctx.db.update(shopSettings).set({ giftWrapFeePaise: 0 });
  return { orderId: created.body.orderId, shopper };
}

describe('the orders CSV', () => {
  it('has a row per invoice line whose figures are the invoice’s to the paisa, intra- and inter-state', async () => {
    const intra = await intraStateGiftOrder();
    const inter = await checkout(t, { title: 'Cedar Smoke', pricePaise: 245_000 });
    expect((await payWithSimulatedProvider(t, inter.shopper, inter.order.id)).status).toBe(200);

    const { res, rows } = await exportCsv();
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="aurelle-orders-\d{4}-\d{2}-\d{2}\.csv"$/);
    expect(res.headers[ORDER_EXPORT_TOTAL_ROWS_HEADER.toLowerCase()]).toBe(String(rows.length));
    expect(Object.keys(rows[0] ?? {})).toEqual([...orderExportCsvColumns]);

    // Hand-computed: 15% of ₹3,000 = ₹450 shared ₹300 / ₹150; CGST = SGST = round(total × 18 / 236) on each line.
    const intraRows = rows.filter((row) => row.order_id === intra.orderId);
    const invoice = await invoiceOf(intra.orderId);
    expect(
      intraRows.map((row) => [
        row.product,
        row.quantity,
        row.unit_price,
        row.line_discount,
        row.taxable_value,
        row.cgst,
        row.sgst,
        row.igst,
        row.line_total,
      ]),
    ).toEqual([
      ['Amber Oud', '1', '2000.00', '300.00', '1440.68', '129.66', '129.66', '0.00', '1700.00'],
      ['Bergamot Veil', '1', '1000.00', '150.00', '720.34', '64.83', '64.83', '0.00', '850.00'],
      ['Gift wrapping', '1', '150.00', '0.00', '127.12', '11.44', '11.44', '0.00', '150.00'],
    ]);
    expect(intraRows[0]).toMatchObject({
      order_number: intra.orderId.slice(0, 8).toUpperCase(),
      order_status: 'confirmed',
      payment_status: 'completed',
      customer_name: 'Lakshmi Rao',
      customer_email: intra.shopper.user.email,
      ship_to_city: 'Bengaluru',
      ship_to_state: 'Karnataka',
      ship_to_pin: '560001',
      place_of_supply_code: '29',
      hsn: '3303',
      gst_rate: '18',
      order_total: '2700.00',
      invoice_number: invoice.number,
    });
    expect(intraRows[0]?.sku).not.toBe('');
    expect(intraRows[2]).toMatchObject({ hsn: '9985', sku: '', variant: '' });
    expect(intraRows[0]?.order_date).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/);

    for (const orderId of [intra.orderId, inter.order.orderId]) {
      const { document } = await invoiceOf(orderId);
      const orderRows = rows.filter((row) => row.order_id === orderId);
      expect(orderRows).toHaveLength(document.lines.length);
      expect({
        taxablePaise: sumOf(orderRows, 'taxable_value'),
        cgstPaise: sumOf(orderRows, 'cgst'),
        sgstPaise: sumOf(orderRows, 'sgst'),
        igstPaise: sumOf(orderRows, 'igst'),
        totalPaise: sumOf(orderRows, 'line_total'),
      }).toEqual(document.totals);
      expect(paiseOf(orderRows[0]?.order_total)).toBe(document.totals.totalPaise);
    }
    const interRows = rows.filter((row) => row.order_id === inter.order.orderId);
    // ₹2,450 − 15% = ₹2,082.50 to Maharashtra: IGST round(208250 × 18/118) = 31,767 paise.
    expect(interRows).toEqual([
      expect.objectContaining({
        place_of_supply_code: '27',
        igst: '317.67',
        cgst: '0.00',
        taxable_value: '1764.83',
        line_total: '2082.50',
      }),
    ]);
  });

  it('lists an order not invoiced yet with its lines and blank tax columns', async () => {
    const product = await createProduct(t, { title: 'Vetiver Monsoon', pricePaise: 120_000, totalStock: 5 });
    const shopper = await createUser(t);
    const address = await createAddress(t, shopper.user.id);
    expect((await addToCart(t, shopper, product.id, 2)).status).toBe(200);
    const placed = bodyOf(await call(t, endpoints.placeCodOrder, { headers: shopper.auth, body: { addressId: address.id } }), 200);

    const { rows } = await exportCsv({ method: 'cod' });
    expect(idsOf(rows)).toEqual([placed.orderId]);
    // 2 × ₹1,200 − 15% first-order discount.
    expect(rows).toEqual([
      expect.objectContaining({
        payment_method: 'cod',
        payment_status: 'pending',
        product: 'Vetiver Monsoon',
        quantity: '2',
        unit_price: '1200.00',
        line_discount: '360.00',
        line_total: '2040.00',
        gst_rate: '18',
        place_of_supply_code: '27',
        taxable_value: '',
        cgst: '',
        sgst: '',
        igst: '',
        invoice_number: '',
        order_total: '2040.00',
      }),
    ]);
  });

  it('applies the list’s search and filters: the same orders as the list shows', async () => {
    const shopper = await createAccount(t, { userName: `Filter ${randomUUID().slice(0, 6)}` });
    const userId = shopper.user.id;
    const leapDay = await createOrder(t, { userId, status: 'delivered', createdAt: new Date('2024-02-29T20:00:00+05:30') });
    // 23:30 in India on 1 March is still 1 March there, though 18:00 UTC.
    const nextDay = await createOrder(t, { userId, status: 'inProcess', createdAt: new Date('2024-03-01T23:30:00+05:30') });
    const abandoned = await createOrder(t, {
      userId,
      status: 'cancelled',
      paymentStatus: 'failed',
      createdAt: new Date('2024-03-01T10:00:00+05:30'),
    });

    expect(idsOf((await exportCsv({ from: '2024-02-29', to: '2024-02-29' })).rows)).toEqual([leapDay.id]);
    expect(idsOf((await exportCsv({ search: shopper.user.email })).rows)).toEqual([nextDay.id, leapDay.id]);
    expect(idsOf((await exportCsv({ search: shopper.user.email, abandoned: 'true' })).rows)).toEqual([
      nextDay.id,
      abandoned.id,
      leapDay.id,
    ]);
    expect(idsOf((await exportCsv({ search: shopper.user.email, status: 'delivered' })).rows)).toEqual([leapDay.id]);

    // Against the list, page by page, for several filters: one rule.
    const queries: ExportQuery[] = [
      {},
      { status: 'confirmed' },
      { paymentStatus: 'pending' },
      { method: 'online', abandoned: 'true' },
      { to: '2024-03-01' },
    ];
    for (const query of queries) {
      const listed: string[] = [];
      for (let page = 1; ; page += 1) {
        const answer = bodyOf(await call(t, endpoints.listAdminOrders, { headers: admin.auth, query: { ...query, page } }), 200);
        listed.push(...answer.orders.map((order) => order._id));
        if (page >= answer.totalPages) break;
      }
      const exported = (await exportCsv(query)).rows;
      expect(idsOf(exported), JSON.stringify(query)).toEqual(listed);
    }
  });

  it('neutralises cells a spreadsheet would run as formulas', async () => {
    const shopper = await createAccount(t, { userName: '=HYPERLINK("http://evil.example","Refund")' });
    const order = await createOrder(t, {
      userId: shopper.user.id,
      items: [{ title: '+SUM(A1:A9)' }, { title: '@cmd' }, { title: '-2+3' }],
      address: { ...testAddress, fullName: '\tTabbed', city: '=1+1' },
    });
    const [row, second, third] = (await exportCsv({ search: shopper.user.email })).rows.filter((each) => each.order_id === order.id);
    expect(row).toMatchObject({
      customer_name: `'=HYPERLINK("http://evil.example","Refund")`,
      ship_to_name: "'\tTabbed",
      ship_to_city: "'=1+1",
    });
    expect([row?.product, second?.product, third?.product].sort()).toEqual(["'+SUM(A1:A9)", "'-2+3", "'@cmd"]);
  });

  it('refuses bad filters with a clear message, and is for admins only', async () => {
    for (const [query, message] of [
      [{ from: 'yesterday' }, 'from must be a date (YYYY-MM-DD)'],
      [{ from: '2024-03-02', to: '2024-03-01' }, 'from must not be after to'],
      [{ method: 'card' }, "method is 'online' or 'cod'"],
    ] as const) {
      const res = await call(t, endpoints.exportOrders, { headers: admin.auth, query: query as never });
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ message });
    }
    const customer = await createAccount(t);
    expect((await call(t, endpoints.exportOrders, { headers: customer.auth })).status).toBe(403);
    expect((await call(t, endpoints.exportOrders)).status).toBe(401);
  });

  it('streams a big export in batches: every order once, newest first, even where orders share an instant', async () => {
    const tag = `Bulk${randomUUID().slice(0, 6)}`;
    const shopper = await createAccount(t, { userName: tag });
    const count = 450;
    // Three orders per instant, with microseconds that a millisecond cursor would lose.
    const inserted = await t.ctx.db
      .insert(orders)
      .values(
        Array.from({ length: count }, (_, index) => ({
          userId: shopper.user.id,
          status: 'confirmed' as const,
          paymentStatus: 'completed' as const,
          paymentMethod: 'razorpay',
          paymentProvider: 'simulated',
          subtotalPaise: 100_000 + index,
          totalPaise: 100_000 + index,
          addressSnapshot: testAddress,
          createdAt: sql`timestamptz '2025-06-01 10:00:00.123456+05:30' + ${Math.floor(index / 3)} * interval '1 minute'`,
        })),
      )
      .returning({ id: orders.id, totalPaise: orders.totalPaise });
    await t.ctx.db.insert(orderItems).values(
      inserted.flatMap((order) => [
        { orderId: order.id, title: 'Neroli', image: '/x.webp', unitPricePaise: 60_000, quantity: 1 },
        { orderId: order.id, title: 'Oud', image: '/x.webp', unitPricePaise: order.totalPaise - 60_000, quantity: 1 },
      ]),
    );

    const { res, text, rows } = await exportCsv({ search: tag });
    expect(res.headers['content-length']).toBeUndefined();
    expect(res.headers[ORDER_EXPORT_TOTAL_ROWS_HEADER.toLowerCase()]).toBe(String(2 * count));
    expect(rows).toHaveLength(2 * count);
    const exportedIds = idsOf(rows);
    expect(exportedIds).toHaveLength(count);
    expect(new Set(exportedIds)).toEqual(new Set(inserted.map((order) => order.id)));
    const dates = rows.map((row) => row.order_date);
    expect([...dates].sort().reverse()).toEqual(dates);

    // The file is written batch by batch: the header, then one chunk per batch of orders.
    const chunks: string[] = [];
    for await (const chunk of exportOrdersCsv(t.ctx.db, { search: tag }, 100)) chunks.push(chunk);
    expect(chunks).toHaveLength(1 + Math.ceil(count / 100));
    expect(chunks.join('')).toBe(text);
  });
});
