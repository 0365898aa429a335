import { and, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { stringify } from 'csv-stringify/sync';
import {
  basisPointsToGstRate,
  formatIstIso,
  matchIndianState,
  ORDER_ID_DISPLAY_LENGTH,
  orderExportCsvColumns,
  type OrderExportCsvRow,
  type OrderFiltersQuery,
  type TaxDocument,
} from '@aurelle/contract';
import type { DbOrTx } from '../../db/client.ts';
import { orderItems, orders, taxDocuments, users } from '../../db/schema/index.ts';
import { lineDiscountsOf } from '../tax/split-gst.ts';
import { orderFilters } from './list-orders.ts';

/** Orders read per query: one batch's rows are all the export holds in memory at a time. */
export const ORDER_EXPORT_BATCH_SIZE = 200;

type OrderRow = typeof orders.$inferSelect;
type OrderItemRow = typeof orderItems.$inferSelect;
interface Customer {
  userName: string;
  email: string;
}
interface IssuedInvoice {
  number: string;
  issuedAt: Date;
  document: TaxDocument;
}

/** Excel's marker for UTF-8 (names and addresses in Indian scripts, ₹), once before the header. */
const UTF8_BOM = '\uFEFF';

/**
 * A cell a spreadsheet could run as a formula (=, +, -, @, tab or carriage return first) starts with an apostrophe, so
 * it shows as the text it is (OWASP's "CSV injection"). Every cell goes through it: amounts are never negative.
 */
export function neutraliseFormula(cell: string): string {
  return /^[=+\-@\t\r]/.test(cell) ? `'${cell}` : cell;
}

/** Paise as rupees with two decimals, in integers until the text: 123456 → "1234.56". */
function rupees(paise: number): string {
  const sign = paise < 0 ? '-' : '';
  const whole = Math.abs(paise);
  return `${sign}${Math.floor(whole / 100)}.${String(whole % 100).padStart(2, '0')}`;
}

/** "2026-12-01 10:05": India's wall-clock time, as a spreadsheet reads a date and time. */
const istDateTime = (moment: Date) => formatIstIso(moment).slice(0, 16).replace('T', ' ');
const istDate = (moment: Date) => formatIstIso(moment).slice(0, 10);

/** An invoiced order's lines come from its invoice as issued; the order's own lines name the product and size. */
function invoicedRows(base: OrderColumns, items: readonly OrderItemRow[], invoice: IssuedInvoice): OrderExportCsvRow[] {
  const lines = invoice.document.lines;
  // The invoice lists the order's lines in the same order (title, id), then its fees (delivery, COD, gift wrap).
  const isPaired = items.every((item, index) => {
    const line = lines[index];
    return line !== undefined && line.sku === item.sku && line.quantity === item.quantity && line.unitPricePaise === item.unitPricePaise;
  });
  return lines.map((line, index) => {
    const item = isPaired ? items[index] : undefined;
    return {
      ...base,
      place_of_supply_code: invoice.document.placeOfSupply.stateCode,
      product: item?.title ?? line.description,
      variant: item?.variantLabel ?? '',
      sku: line.sku ?? '',
      hsn: line.hsnCode,
      quantity: String(line.quantity),
      unit_price: rupees(line.unitPricePaise),
      line_discount: rupees(line.discountPaise),
      taxable_value: rupees(line.taxablePaise),
      gst_rate: String(basisPointsToGstRate(line.gstRateBasisPoints)),
      cgst: rupees(line.cgstPaise),
      sgst: rupees(line.sgstPaise),
      igst: rupees(line.igstPaise),
      line_total: rupees(line.totalPaise),
      invoice_number: invoice.number,
      invoice_date: istDate(invoice.issuedAt),
    };
  });
}

/** An order not invoiced yet (unpaid, cash on delivery not collected): its lines, and no tax until an invoice says it. */
function uninvoicedRows(base: OrderColumns, order: OrderRow, items: readonly OrderItemRow[]): OrderExportCsvRow[] {
  const discounts = lineDiscountsOf(items, order.discountPaise);
  return items.map((item, index) => {
    const discountPaise = discounts[index] ?? 0;
    return {
      ...base,
      place_of_supply_code: matchIndianState(order.addressSnapshot.state)?.code ?? '',
      product: item.title,
      variant: item.variantLabel ?? '',
      sku: item.sku ?? '',
      hsn: item.hsnCode,
      quantity: String(item.quantity),
      unit_price: rupees(item.unitPricePaise),
      line_discount: rupees(discountPaise),
      taxable_value: '',
      gst_rate: String(basisPointsToGstRate(item.gstRateBasisPoints)),
      cgst: '',
      sgst: '',
      igst: '',
      line_total: rupees(item.unitPricePaise * item.quantity - discountPaise),
      invoice_number: '',
      invoice_date: '',
    };
  });
}

type OrderColumns = Omit<
  OrderExportCsvRow,
  | 'place_of_supply_code'
  | 'product'
  | 'variant'
  | 'sku'
  | 'hsn'
  | 'quantity'
  | 'unit_price'
  | 'line_discount'
  | 'taxable_value'
  | 'gst_rate'
  | 'cgst'
  | 'sgst'
  | 'igst'
  | 'line_total'
  | 'invoice_number'
  | 'invoice_date'
>;

function rowsOfOrder(order: OrderRow, customer: Customer, items: readonly OrderItemRow[], invoice: IssuedInvoice | undefined) {
  const address = order.addressSnapshot;
  const base: OrderColumns = {
    order_number: order.id.slice(0, ORDER_ID_DISPLAY_LENGTH).toUpperCase(),
    order_id: order.id,
    order_date: istDateTime(order.createdAt),
    order_status: order.status,
    payment_status: order.paymentStatus,
    payment_method: order.paymentMethod,
    customer_name: customer.userName,
    customer_email: customer.email,
    phone: address.phoneNumber,
    ship_to_name: address.fullName,
    ship_to_city: address.city,
    ship_to_state: address.state,
    ship_to_pin: address.postalCode,
    order_total: rupees(order.totalPaise),
  };
  return invoice ? invoicedRows(base, items, invoice) : uninvoicedRows(base, order, items);
}

const invoiceOfOrder = and(eq(taxDocuments.orderId, orders.id), eq(taxDocuments.kind, 'invoice'));

/**
 * How many rows the export of these orders has (its invoices' lines, or the order's lines before an invoice): sent
 * before the first row, so the download can show its progress.
 */
export async function countOrderExportRows(db: DbOrTx, query: Partial<OrderFiltersQuery>): Promise<number> {
  const linesOfOrder = sql`coalesce(
    jsonb_array_length(${taxDocuments.document} -> 'lines'),
    (select count(*) from ${orderItems} where ${orderItems.orderId} = ${orders.id})
  )`;
  const [total] = await db
    .select({ rows: sql<string>`coalesce(sum(${linesOfOrder}), 0)` })
    .from(orders)
    .innerJoin(users, eq(users.id, orders.userId))
    .leftJoin(taxDocuments, invoiceOfOrder)
    .where(orderFilters(query));
  return Number(total?.rows ?? 0);
}

/**
 * The CSV of the orders matching the list's search and filters, newest first like the list, in chunks of
 * text: the header, then one chunk per batch of orders. Batches follow the (created_at, id) key from where the last
 * one stopped, each its own short query, so a long export holds no transaction or connection while the file travels
 * and never more than one batch in memory. The cursor keeps the database's own text of the instant (microseconds).
 */
export async function* exportOrdersCsv(
  db: DbOrTx,
  query: Partial<OrderFiltersQuery>,
  batchSize = ORDER_EXPORT_BATCH_SIZE,
): AsyncGenerator<string> {
  const columns = [...orderExportCsvColumns];
  yield UTF8_BOM + stringify([], { header: true, columns, record_delimiter: '\n' });
  const matching = orderFilters(query);
  let cursor: { at: string; id: string } | undefined;
  for (;;) {
    const after: SQL | undefined = cursor
      ? sql`(${orders.createdAt}, ${orders.id}) < (${cursor.at}::timestamptz, ${cursor.id}::uuid)`
      : undefined;
    const batch = await db
      .select({ order: orders, userName: users.userName, email: users.email, cursorAt: sql<string>`${orders.createdAt}::text` })
      .from(orders)
      .innerJoin(users, eq(users.id, orders.userId))
      .where(and(matching, after))
      .orderBy(desc(orders.createdAt), desc(orders.id))
      .limit(batchSize);
    if (batch.length === 0) return;
    const ids = batch.map((row) => row.order.id);
    // The same order of lines as the invoice was issued with (issue-invoice.ts): title, then id.
    const items = await db.select().from(orderItems).where(inArray(orderItems.orderId, ids)).orderBy(orderItems.title, orderItems.id);
    const invoices = await db
      .select({
        orderId: taxDocuments.orderId,
        number: taxDocuments.number,
        issuedAt: taxDocuments.issuedAt,
        document: taxDocuments.document,
      })
      .from(taxDocuments)
      .where(and(inArray(taxDocuments.orderId, ids), eq(taxDocuments.kind, 'invoice')));
    const itemsByOrder = new Map<string, OrderItemRow[]>();
    for (const item of items) {
      const lines = itemsByOrder.get(item.orderId);
      if (lines) lines.push(item);
      else itemsByOrder.set(item.orderId, [item]);
    }
    const invoiceByOrder = new Map(invoices.map((invoice) => [invoice.orderId, invoice]));
    const records = batch.flatMap(({ order, userName, email }) =>
      rowsOfOrder(order, { userName, email }, itemsByOrder.get(order.id) ?? [], invoiceByOrder.get(order.id)).map((row) =>
        columns.map((column) => neutraliseFormula(row[column])),
      ),
    );
    if (records.length > 0) yield stringify(records, { record_delimiter: '\n' });
    const last = batch.at(-1);
    if (!last || batch.length < batchSize) return;
    cursor = { at: last.cursorAt, id: last.order.id };
  }
}
