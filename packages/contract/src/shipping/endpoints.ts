import { idParamSchema } from '../common.ts';
import { defineEndpoint } from '../endpoint.ts';
import {
  courierOptionsResponseSchema,
  deliveryProblemActionRequestSchema,
  deliveryProblemActionResponseSchema,
  deliveryProblemsResponseSchema,
  orderShipmentResponseSchema,
  orderTrackingResponseSchema,
  restockReturnedResponseSchema,
  shipmentsResponseSchema,
  shippingConfigResponseSchema,
  shippingDocumentsQuerySchema,
  shippingOrdersQuerySchema,
  shiprocketWebhookResponseSchema,
  shipWithShiprocketRequestSchema,
  shipWithShiprocketResponseSchema,
} from './index.ts';

/** Shipping through Shiprocket (decision 098). */
export const shippingEndpoints = {
  /** Whether "Ship with Shiprocket" is offered (its credentials are set). */
  getShippingConfig: defineEndpoint({
    method: 'GET',
    path: '/api/admin/shipping/config',
    auth: 'admin',
    permission: 'shipping',
    response: { 200: shippingConfigResponseSchema },
  }),
  /** The couriers serving every selected order, with their rate and estimated delivery. */
  listCourierOptions: defineEndpoint({
    method: 'GET',
    path: '/api/admin/shipping/couriers',
    auth: 'admin',
    permission: 'shipping',
    query: shippingOrdersQuerySchema,
    response: { 200: courierOptionsResponseSchema },
  }),
  /** Ships each order through Shiprocket from the step it reached: a retry continues, never duplicates. */
  shipWithShiprocket: defineEndpoint({
    method: 'POST',
    path: '/api/admin/shipping/ship',
    auth: 'admin',
    permission: 'shipping',
    body: shipWithShiprocketRequestSchema,
    response: { 200: shipWithShiprocketResponseSchema },
  }),
  /** The Shiprocket state of the given orders' parcels (orders never sent to Shiprocket are left out). */
  listShipments: defineEndpoint({
    method: 'GET',
    path: '/api/admin/shipping/shipments',
    auth: 'admin',
    permission: 'shipping',
    query: shippingOrdersQuerySchema,
    response: { 200: shipmentsResponseSchema },
  }),
  /** The selected orders' labels (or manifests) as one PDF to print with the packing slips. */
  downloadShippingDocuments: defineEndpoint({
    method: 'GET',
    path: '/api/admin/shipping/documents',
    auth: 'admin',
    permission: 'shipping',
    query: shippingDocumentsQuerySchema,
    response: { 200: 'pdf' },
  }),
  /** Parcels a courier could not deliver (NDR), waiting for the back office's answer. */
  listDeliveryProblems: defineEndpoint({
    method: 'GET',
    path: '/api/admin/shipping/delivery-problems',
    auth: 'admin',
    permission: 'shipping',
    response: { 200: deliveryProblemsResponseSchema },
  }),
  /** Re-attempt the delivery or return the parcel to the shop (Shiprocket's NDR action). */
  actOnDeliveryProblem: defineEndpoint({
    method: 'POST',
    path: '/api/admin/shipping/delivery-problems/:id',
    auth: 'admin',
    permission: 'shipping',
    params: idParamSchema,
    body: deliveryProblemActionRequestSchema,
    response: { 200: deliveryProblemActionResponseSchema },
  }),
  getOrderShipment: defineEndpoint({
    method: 'GET',
    path: '/api/admin/shipping/orders/:id',
    auth: 'admin',
    permission: 'orders.read',
    params: idParamSchema,
    response: { 200: orderShipmentResponseSchema },
  }),
  /** A parcel that came back (RTO delivered): its units go back on sale, once. */
  restockReturnedOrder: defineEndpoint({
    method: 'POST',
    path: '/api/admin/shipping/orders/:id/restock',
    auth: 'admin',
    permission: 'orders.manage',
    params: idParamSchema,
    response: { 200: restockReturnedResponseSchema },
  }),
  /** The shopper's own order's tracking scans. */
  getOrderTracking: defineEndpoint({
    method: 'GET',
    path: '/api/shop/order/tracking/:id',
    auth: 'user',
    params: idParamSchema,
    response: { 200: orderTrackingResponseSchema },
  }),
  /** Shiprocket's tracking updates; the `x-api-key` header carries the configured token. */
  shiprocketWebhook: defineEndpoint({
    method: 'POST',
    path: '/api/webhooks/shiprocket',
    auth: 'public',
    body: 'raw',
    response: { 200: shiprocketWebhookResponseSchema },
  }),
  /**
   * The same, at a path without the word "shiprocket": Shiprocket's panel refuses webhook URLs that contain it (or
   * "kartrocket", "sr", "kr").
   */
  courierTrackingWebhook: defineEndpoint({
    method: 'POST',
    path: '/api/webhooks/courier-tracking',
    auth: 'public',
    body: 'raw',
    response: { 200: shiprocketWebhookResponseSchema },
  }),
};
