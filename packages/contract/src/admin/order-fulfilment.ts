import { z } from 'zod';
import { MAX_PAGE, queryCount, uuidSchema } from '../common.ts';
import { defineEndpoint } from '../endpoint.ts';
import { shipOrderRequestSchema } from '../after-sales/index.ts';
import { MAX_PACKING_SLIPS } from '../order/gift.ts';
import { listOrdersResponseSchema, orderFiltersQuerySchema } from './index.ts';

/*
 * The day's work on orders: the To ship view (paid or cash-on-delivery orders waiting for their parcel, oldest
 * first), shipping several at once, and the CSV export of the filtered orders (docs/decisions/086).
 */

export const TO_SHIP_PAGE_SIZE = 20;
export const toShipQuerySchema = z.object({ page: queryCount('page', MAX_PAGE).default(1) });

/** At most as many as one packing-slip PDF holds: what is shipped together is printed together. */
export const MAX_BULK_SHIPMENTS = MAX_PACKING_SLIPS;
export const CHOOSE_ORDERS_TO_SHIP_MESSAGE = 'Choose at least one order to ship';
export const ORDER_LISTED_TWICE_MESSAGE = 'This order is listed twice';
export const AWB_USED_TWICE_MESSAGE = 'Each order needs its own tracking number (AWB)';

/** One order's shipment in a bulk "Mark shipped": the single shipment's rules plus the order it is for. */
export const bulkShipmentSchema = shipOrderRequestSchema.extend({ orderId: uuidSchema });
export type BulkShipmentInput = z.input<typeof bulkShipmentSchema>;

export const shipOrdersRequestSchema = z.object({
  shipments: z
    .array(bulkShipmentSchema, { message: CHOOSE_ORDERS_TO_SHIP_MESSAGE })
    .min(1, CHOOSE_ORDERS_TO_SHIP_MESSAGE)
    .max(MAX_BULK_SHIPMENTS, `At most ${MAX_BULK_SHIPMENTS} orders can be shipped at a time`)
    .superRefine((shipments, context) => {
      // A pasted AWB twice is a slip of the hand: two parcels never share a tracking number.
      const seenOrders = new Set<string>();
      const seenAwbs = new Set<string>();
      shipments.forEach((shipment, index) => {
        if (seenOrders.has(shipment.orderId))
          context.addIssue({ code: 'custom', message: ORDER_LISTED_TWICE_MESSAGE, path: [index, 'orderId'] });
        if (seenAwbs.has(shipment.trackingNumber))
          context.addIssue({ code: 'custom', message: AWB_USED_TWICE_MESSAGE, path: [index, 'trackingNumber'] });
        seenOrders.add(shipment.orderId);
        seenAwbs.add(shipment.trackingNumber);
      });
    }),
});
export type ShipOrdersRequest = z.input<typeof shipOrdersRequestSchema>;

/** What became of one order of the request: shipped, or refused with the reason (shipped meanwhile by another admin). */
export const shipmentOutcomeSchema = z.object({ orderId: z.string(), shipped: z.boolean(), message: z.string().nullable() });
export type ShipmentOutcome = z.infer<typeof shipmentOutcomeSchema>;
export const shipOrdersResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  shippedCount: z.number().int(),
  refusedCount: z.number().int(),
  results: z.array(shipmentOutcomeSchema),
});
export type ShipOrdersResponse = z.infer<typeof shipOrdersResponseSchema>;

const orders = (count: number) => `${count} ${count === 1 ? 'order' : 'orders'}`;
/** "3 orders shipped", "2 orders shipped, 1 refused", "No order shipped: 2 refused". */
export function bulkShipmentMessage(shippedCount: number, refusedCount: number): string {
  if (shippedCount === 0) return `No order shipped: ${refusedCount} refused`;
  return refusedCount === 0 ? `${orders(shippedCount)} shipped` : `${orders(shippedCount)} shipped, ${refusedCount} refused`;
}

/**
 * The orders CSV: one row per invoice line (fees included) of an invoiced order, one row per order line of an order
 * not invoiced yet (its tax columns blank: tax is what the invoice says, nothing else). Amounts in rupees with two
 * decimals, dates and times in India's time.
 */
export const orderExportCsvColumns = [
  'order_number',
  'order_id',
  'order_date',
  'order_status',
  'payment_status',
  'payment_method',
  'customer_name',
  'customer_email',
  'phone',
  'ship_to_name',
  'ship_to_city',
  'ship_to_state',
  'ship_to_pin',
  'place_of_supply_code',
  'product',
  'variant',
  'sku',
  'hsn',
  'quantity',
  'unit_price',
  'line_discount',
  'taxable_value',
  'gst_rate',
  'cgst',
  'sgst',
  'igst',
  'line_total',
  'order_total',
  'invoice_number',
  'invoice_date',
] as const;
export type OrderExportCsvColumn = (typeof orderExportCsvColumns)[number];
export type OrderExportCsvRow = Record<OrderExportCsvColumn, string>;

/**
 * The number of data rows the export will send, in a header sent before the first row: the download's progress bar
 * counts rows against it (a streamed, compressed answer has no Content-Length).
 */
export const ORDER_EXPORT_TOTAL_ROWS_HEADER = 'X-Total-Rows';

export const orderFulfilmentEndpoints = {
  /** Paid or cash-on-delivery orders confirmed or in process, not shipped yet: oldest first, with their lines. */
  listOrdersToShip: defineEndpoint({
    method: 'GET',
    path: '/api/admin/orders/to-ship',
    auth: 'admin',
    permission: 'shipping',
    query: toShipQuerySchema,
    response: { 200: listOrdersResponseSchema },
  }),
  /** Ships each order in its own transaction, by the one shipping rule; answers what became of each. */
  shipOrders: defineEndpoint({
    method: 'POST',
    path: '/api/admin/orders/ship-many',
    auth: 'admin',
    permission: 'shipping',
    body: shipOrdersRequestSchema,
    response: { 200: shipOrdersResponseSchema },
  }),
  /** The orders matching the list's search and filters, as CSV streamed in batches (`X-Total-Rows` first). */
  exportOrders: defineEndpoint({
    method: 'GET',
    path: '/api/admin/orders/export',
    auth: 'admin',
    permission: 'exports',
    query: orderFiltersQuerySchema,
    response: { 200: 'csv' },
  }),
};
