import { z } from 'zod';
import { uuidSchema } from '../common.ts';
import { packingSlipsQuerySchema } from '../order/gift.ts';

/*
 * Shipping through Shiprocket from the To ship view (decision 098): the couriers that serve the selected orders, the
 * shipment of each (create the Shiprocket order, assign the AWB, request the pickup, fetch label and manifest), the
 * delivery problems couriers report, a parcel that came back, and the shopper's tracking timeline.
 */

/** The next thing to do for a parcel at Shiprocket, in order; 'done' once its label and manifest are fetched. */
export const SHIPMENT_STEPS = ['order', 'courier', 'pickup', 'label', 'done'] as const;
export type ShipmentStepName = (typeof SHIPMENT_STEPS)[number];

/** What each step does, as the admin reads it next to a failure ("Failed at: assigning the courier"). */
export const SHIPMENT_STEP_LABELS: Record<ShipmentStepName, string> = {
  order: 'creating the Shiprocket order',
  courier: 'assigning the courier (AWB)',
  pickup: 'requesting the pickup',
  label: 'fetching the label and manifest',
  done: 'done',
};

/** As many orders at once as one packing-slip PDF holds: what is shipped together is printed together. */
export const MAX_SHIPROCKET_ORDERS = 100;
export const CHOOSE_ORDERS_MESSAGE = 'Choose at least one order';
export const SHIPROCKET_NOT_CONFIGURED_MESSAGE = 'Shiprocket is not set up on this shop';

// ---- Requests ----

/** The orders of a selection, as a comma-separated query (`ids=a,b`): the same rule as the packing slips'. */
export const shippingOrdersQuerySchema = packingSlipsQuerySchema;

export const shipWithShiprocketRequestSchema = z.object({
  orderIds: z
    .array(uuidSchema, { message: CHOOSE_ORDERS_MESSAGE })
    .min(1, CHOOSE_ORDERS_MESSAGE)
    .max(MAX_SHIPROCKET_ORDERS, `At most ${MAX_SHIPROCKET_ORDERS} orders can be shipped at a time`)
    .refine((ids) => new Set(ids).size === ids.length, 'An order is listed twice'),
  /** Shiprocket's courier company id; null ships each order with the courier Shiprocket recommends for it. */
  courierId: z.number({ message: 'Choose a courier' }).int('Choose a courier').positive('Choose a courier').nullable().default(null),
});
export type ShipWithShiprocketRequest = z.input<typeof shipWithShiprocketRequestSchema>;

export const SHIPPING_DOCUMENTS = ['labels', 'manifests'] as const;
export type ShippingDocument = (typeof SHIPPING_DOCUMENTS)[number];
export const shippingDocumentsQuerySchema = shippingOrdersQuerySchema.extend({
  document: z.enum(SHIPPING_DOCUMENTS, { message: 'document must be labels or manifests' }).default('labels'),
});

export const DELIVERY_PROBLEM_ACTIONS = ['reattempt', 'return'] as const;
export type DeliveryProblemAction = (typeof DELIVERY_PROBLEM_ACTIONS)[number];
export const deliveryProblemActionRequestSchema = z.object({
  action: z.enum(DELIVERY_PROBLEM_ACTIONS, { message: 'Choose Re-attempt or Return to sender' }),
  comments: z.string({ message: 'Comments must be text' }).trim().max(300, 'Comments are at most 300 characters').default(''),
});
export type DeliveryProblemActionRequest = z.input<typeof deliveryProblemActionRequestSchema>;

// ---- Answers ----

export const shippingConfigResponseSchema = z.object({
  success: z.literal(true),
  /** Whether Shiprocket's credentials are set: without them the To ship view offers manual AWBs only. */
  shiprocket: z.object({ isEnabled: z.boolean() }),
});

/** One courier that serves a selection: its rate is the sum over the orders, its delivery estimate the latest. */
export const courierOptionSchema = z.object({
  courierId: z.number().int(),
  name: z.string(),
  /** Rupees, for every order of the selection together. */
  rate: z.number(),
  /** The latest estimated delivery date among the orders (YYYY-MM-DD), or null when Shiprocket gave none. */
  estimatedDelivery: z.string().nullable(),
  estimatedDays: z.number().int().nullable(),
  /** Shiprocket recommends it for every order of the selection. */
  isRecommended: z.boolean(),
});
export type CourierOption = z.infer<typeof courierOptionSchema>;
export const courierOptionsResponseSchema = z.object({
  success: z.literal(true),
  /** Couriers serving every order of the selection, cheapest first. */
  couriers: z.array(courierOptionSchema),
  /** Orders no courier serves (their PIN code), with Shiprocket's message. */
  unserviceable: z.array(z.object({ orderId: z.string(), message: z.string() })),
});
export type CourierOptionsResponse = z.infer<typeof courierOptionsResponseSchema>;

/** An order's parcel at Shiprocket, as the back office sees it. */
export const shipmentStateSchema = z.object({
  orderId: z.string(),
  step: z.enum(SHIPMENT_STEPS),
  awb: z.string().nullable(),
  courierName: z.string().nullable(),
  /** Shiprocket's own message when the step failed; null when it has not failed. */
  lastError: z.string().nullable(),
  hasLabel: z.boolean(),
  hasManifest: z.boolean(),
  trackingStatus: z.string().nullable(),
  etd: z.string().nullable(),
  deliveryProblem: z.string().nullable(),
  deliveryProblemAt: z.string().nullable(),
  deliveryProblemAction: z.enum(DELIVERY_PROBLEM_ACTIONS).nullable(),
});
export type ShipmentState = z.infer<typeof shipmentStateSchema>;

export const shiprocketOutcomeSchema = shipmentStateSchema.extend({ shipped: z.boolean() });
export type ShiprocketShipmentOutcome = z.infer<typeof shiprocketOutcomeSchema>;
export const shipWithShiprocketResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  shippedCount: z.number().int(),
  failedCount: z.number().int(),
  results: z.array(shiprocketOutcomeSchema),
});
export type ShipWithShiprocketResponse = z.infer<typeof shipWithShiprocketResponseSchema>;

export const shipmentsResponseSchema = z.object({ success: z.literal(true), shipments: z.array(shipmentStateSchema) });

export const deliveryProblemSchema = z.object({
  orderId: z.string(),
  awb: z.string(),
  courierName: z.string().nullable(),
  problem: z.string(),
  reportedAt: z.string(),
  shopperName: z.string(),
  city: z.string(),
  postalCode: z.string(),
  paymentMethod: z.string(),
});
export type DeliveryProblem = z.infer<typeof deliveryProblemSchema>;
export const deliveryProblemsResponseSchema = z.object({ success: z.literal(true), problems: z.array(deliveryProblemSchema) });
export const deliveryProblemActionResponseSchema = z.object({ success: z.literal(true), message: z.string() });

/** The admin's view of an order's parcel: its Shiprocket state, and whether it came back to the shop. */
export const orderShipmentResponseSchema = z.object({
  success: z.literal(true),
  shipment: shipmentStateSchema.nullable(),
  returnedToSenderAt: z.string().nullable(),
  returnRestockedAt: z.string().nullable(),
});
export type OrderShipmentResponse = z.infer<typeof orderShipmentResponseSchema>;
export const restockReturnedResponseSchema = z.object({ success: z.literal(true), message: z.string(), returnRestockedAt: z.string() });

export const trackingScanSchema = z.object({ at: z.string(), activity: z.string(), location: z.string().nullable() });
export type TrackingScan = z.infer<typeof trackingScanSchema>;
/** The shopper's tracking timeline: the courier's scans, newest first. */
export const orderTrackingResponseSchema = z.object({
  success: z.literal(true),
  status: z.string().nullable(),
  estimatedDelivery: z.string().nullable(),
  scans: z.array(trackingScanSchema),
});
export type OrderTrackingResponse = z.infer<typeof orderTrackingResponseSchema>;

export const shiprocketWebhookResponseSchema = z.object({
  success: z.literal(true),
  status: z.enum(['applied', 'duplicate', 'ignored']),
});

export const RESTOCKED_MESSAGE = 'The returned units are back in stock';

const orders = (count: number) => `${count} ${count === 1 ? 'order' : 'orders'}`;
/** "3 orders shipped with Shiprocket", "2 orders shipped, 1 failed", "No order shipped: 2 failed". */
export function shiprocketShipmentMessage(shippedCount: number, failedCount: number): string {
  if (shippedCount === 0) return `No order shipped: ${failedCount} failed`;
  return failedCount === 0 ? `${orders(shippedCount)} shipped with Shiprocket` : `${orders(shippedCount)} shipped, ${failedCount} failed`;
}
