import { z } from 'zod';
import { checkoutRequestSchema } from '../order/checkout-request.ts';
import { uuidSchema } from '../common.ts';
import { formatInrCompact, paiseToRupees } from '../money.ts';
import { rupeeAmount } from '../money-field.ts';

/**
 * After the sale: cash on delivery, cancellation before shipping, returns within 30 days of delivery,
 * refunds through the payment provider, shipments with courier tracking.
 */

export const RETURN_WINDOW_DAYS = 30;
/** The default cash-on-delivery ceiling, ₹10,000, which the admin can change in Settings. */
export const DEFAULT_COD_LIMIT_PAISE = 1_000_000;
export const COD_PAYMENT_METHOD = 'cod';

export type RefundKind = 'cancellation' | 'return' | 'admin';
export type RefundStatus = 'requested' | 'pending' | 'processed' | 'failed';
export type ReturnStatus = 'requested' | 'approved' | 'rejected';
export interface ReturnLine {
  /** The order line (its id in the order's `cartItems[].lineId`). */
  lineId: string;
  quantity: number;
}

export const AFTER_SALES_MESSAGES = {
  cancelAfterShipping: 'This order has shipped and can no longer be cancelled; once it is delivered you can return it',
  notCancellable: 'This order can no longer be cancelled',
  notDelivered: 'Only a delivered order can be returned',
  returnWindowClosed: `Returns are accepted within ${RETURN_WINDOW_DAYS} days of delivery; the window for this order has closed`,
  returnAlreadyOpen: 'A return request for this order is already open',
  returnTooMany: 'You cannot return more than you bought',
  returnNothing: 'Choose at least one item to return',
  returnNotOpen: 'This return request has already been decided',
  notPaid: 'Only a paid order can be refunded',
  refundInProgress: 'This refund is already being processed',
  refundProviderFailed: 'The payment provider did not accept the refund, so nothing was refunded. Please try again',
  codRefusedBefore:
    'Cash on delivery is not available for your account because a cash-on-delivery parcel was refused before. Please pay online',
  codOff: 'Cash on delivery is not available at the moment. Please pay online',
  codOnly: 'This is not a cash-on-delivery order',
  codDeliveredByCash: 'Record the cash collected to mark a cash-on-delivery order delivered',
  codNotShipped: 'Record the cash once the order is on its way to the shopper',
  codAlreadyPaid: 'The cash for this order has already been recorded',
  codReturnedToSender: 'This parcel was returned to the shop: there is no cash to record',
  notShippable: 'Only a paid order, or a cash-on-delivery order, that is confirmed or in process can be shipped',
  alreadyShipped: 'This order has already been shipped',
} as const;

export function refundExceedsMessage(refundablePaise: number): string {
  return refundablePaise <= 0
    ? 'Everything paid for this order has already been refunded'
    : `A refund cannot exceed the ${formatInrCompact(paiseToRupees(refundablePaise))} still refundable on this order`;
}
export function codLimitMessage(limitPaise: number): string {
  return `Cash on delivery is available for orders up to ${formatInrCompact(paiseToRupees(limitPaise))}. Please pay online`;
}
export function cashAmountMessage(totalPaise: number): string {
  return `The cash collected must be the order total of ${formatInrCompact(paiseToRupees(totalPaise))}`;
}

/** Couriers the admin can pick, each with its public tracking page (the AWB goes at the end). */
export const COURIERS = [
  { id: 'delhivery', name: 'Delhivery', trackingUrl: 'https://www.delhivery.com/track/package/' },
  { id: 'bluedart', name: 'Blue Dart', trackingUrl: 'https://www.bluedart.com/tracking?trackFor=0&trackNo=' },
  { id: 'dtdc', name: 'DTDC', trackingUrl: 'https://www.dtdc.in/tracking.asp?strCnno=' },
  { id: 'xpressbees', name: 'XpressBees', trackingUrl: 'https://www.xpressbees.com/shipment/tracking?awbNo=' },
  { id: 'ecomexpress', name: 'Ecom Express', trackingUrl: 'https://ecomexpress.in/tracking/?awb_field=' },
  { id: 'shadowfax', name: 'Shadowfax', trackingUrl: 'https://tracker.shadowfax.in/#/track?trackingId=' },
  {
    id: 'indiapost',
    name: 'India Post',
    trackingUrl: 'https://www.indiapost.gov.in/_layouts/15/dop.portal.tracking/trackconsignment.aspx?id=',
  },
] as const;
export type CourierId = (typeof COURIERS)[number]['id'];
const courierIds = COURIERS.map((courier) => courier.id) as [CourierId, ...CourierId[]];

export function courierById(id: string): (typeof COURIERS)[number] | undefined {
  return COURIERS.find((courier) => courier.id === id);
}
export function trackingUrl(courierId: string, trackingNumber: string): string | null {
  const courier = courierById(courierId);
  return courier ? courier.trackingUrl + encodeURIComponent(trackingNumber) : null;
}

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

// ---- Requests ----

export const cancelOrderRequestSchema = z
  .object({ reason: z.string().trim().max(500, 'The reason must be at most 500 characters').optional() })
  .default({});

export const returnRequestSchema = z.object({
  reason: z
    .string({ message: 'Tell us why you are returning it' })
    .trim()
    .min(3, 'Tell us why you are returning it')
    .max(1000, 'The reason must be at most 1000 characters'),
  lines: z
    .array(
      z.object({
        lineId: uuidSchema,
        quantity: z
          .number({ message: 'Quantity must be a number' })
          .int('Quantity must be a whole number')
          .min(1, 'Quantity must be at least 1'),
      }),
      { message: AFTER_SALES_MESSAGES.returnNothing },
    )
    .min(1, AFTER_SALES_MESSAGES.returnNothing)
    .max(100),
  unopened: z.literal(true, { message: 'Only unopened items can be returned: please confirm they are unopened' }),
});
export type ReturnRequestInput = z.input<typeof returnRequestSchema>;

export const decideReturnRequestSchema = z.discriminatedUnion(
  'decision',
  [
    z.object({ decision: z.literal('approve'), restock: z.boolean().default(true) }),
    z.object({
      decision: z.literal('reject'),
      reason: z
        .string({ message: 'Give the shopper a reason' })
        .trim()
        .min(3, 'Give the shopper a reason')
        .max(1000, 'The reason must be at most 1000 characters'),
    }),
  ],
  { message: 'Choose to approve or reject the return' },
);
export type DecideReturnInput = z.input<typeof decideReturnRequestSchema>;

export const adminRefundRequestSchema = z.object({
  amount: rupeeAmount({ label: 'Refund amount', min: 'positive' }),
  reason: z
    .string({ message: 'Give a reason for the refund' })
    .trim()
    .min(3, 'Give a reason for the refund')
    .max(500, 'The reason must be at most 500 characters'),
  /** Generated when the refund form opens: sending the same request twice refunds once. */
  requestId: uuidSchema,
});
export type AdminRefundInput = z.input<typeof adminRefundRequestSchema>;

export const shipOrderRequestSchema = z.object({
  courier: z.enum(courierIds, { message: 'Choose the courier' }),
  trackingNumber: z
    .string({ message: 'Enter the tracking number (AWB)' })
    .trim()
    .toUpperCase()
    .regex(/^[A-Z0-9-]{6,30}$/, 'The tracking number (AWB) is 6 to 30 letters or digits'),
  expectedDeliveryDate: z
    .string({ message: 'Enter the expected delivery date' })
    .regex(ISO_DATE, 'Enter the expected delivery date')
    .refine((date) => !Number.isNaN(Date.parse(`${date}T00:00:00Z`)), 'Enter the expected delivery date'),
});
export type ShipOrderInput = z.input<typeof shipOrderRequestSchema>;

export const recordCashRequestSchema = z.object({ amount: rupeeAmount({ label: 'Cash collected', min: 'positive' }) });

/** The same as a card checkout's (order/checkout-request.ts). */
export const placeCodOrderRequestSchema = checkoutRequestSchema;

// ---- Answers ----

export const shipmentSchema = z.object({
  courier: z.string(),
  courierName: z.string(),
  trackingNumber: z.string(),
  trackingUrl: z.string().nullable(),
  shippedAt: z.string(),
  expectedDeliveryDate: z.string().nullable(),
});
export type Shipment = z.infer<typeof shipmentSchema>;

export const refundSchema = z.object({
  id: z.string(),
  kind: z.enum(['cancellation', 'return', 'admin']),
  amount: z.number(),
  reason: z.string(),
  status: z.enum(['requested', 'pending', 'processed', 'failed']),
  createdAt: z.string(),
  creditNote: z.object({ id: z.string(), number: z.string() }).nullable(),
});
export type Refund = z.infer<typeof refundSchema>;

export const returnSummarySchema = z.object({
  id: z.string(),
  status: z.enum(['requested', 'approved', 'rejected']),
  reason: z.string(),
  rejectionReason: z.string().nullable(),
  lines: z.array(z.object({ lineId: z.string(), title: z.string(), quantity: z.number().int() })),
  amount: z.number(),
  createdAt: z.string(),
  decidedAt: z.string().nullable(),
});
export type ReturnSummary = z.infer<typeof returnSummarySchema>;

/** What the shopper (and the admin) can do next with an order, decided by the server. */
export const afterSalesSchema = z.object({
  codFee: z.number(),
  deliveredAt: z.string().nullable(),
  shipment: shipmentSchema.nullable(),
  refunds: z.array(refundSchema),
  refundedAmount: z.number(),
  /** Paid and not yet refunded, in rupees. */
  refundableAmount: z.number(),
  returns: z.array(returnSummarySchema),
  canCancel: z.boolean(),
  /** The last moment a return can be requested; null when the order cannot be returned. */
  returnableUntil: z.string().nullable(),
  /**
   * Cash on delivery's confirmation by the shopper: waiting (until `confirmBy`, then cancelled) or given (and how);
   * null when there is nothing to confirm.
   */
  codConfirmation: z
    .object({
      state: z.enum(['awaiting', 'confirmed']),
      confirmBy: z.string().nullable(),
      via: z.enum(['whatsapp', 'email', 'admin']).nullable(),
    })
    .nullable(),
  /** WhatsApp updates were asked for at checkout. */
  whatsappUpdates: z.boolean(),
});
export type AfterSales = z.infer<typeof afterSalesSchema>;

export const codOptionSchema = z.object({
  available: z.boolean(),
  /** Why not, in the shopper's words, when it is not. */
  reason: z.string().nullable(),
  fee: z.number(),
  limit: z.number(),
});
/** The address the order would go to: cash on delivery also depends on its PIN code. */
export const codOptionQuerySchema = z.object({ addressId: uuidSchema.optional() });
export const codOptionResponseSchema = z.object({ success: z.literal(true), cod: codOptionSchema });
export type CodOption = z.infer<typeof codOptionSchema>;

export const placeCodOrderResponseSchema = z.object({ success: z.literal(true), message: z.string(), orderId: z.string() });

export const returnRequestResponseSchema = z.object({ success: z.literal(true), message: z.string(), returnRequest: returnSummarySchema });
export const refundResponseSchema = z.object({ success: z.literal(true), message: z.string(), refund: refundSchema });
