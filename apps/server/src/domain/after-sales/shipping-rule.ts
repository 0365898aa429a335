import { and, eq, inArray, isNull, ne, or } from 'drizzle-orm';
import { COD_PAYMENT_METHOD, type OrderStatus } from '@aurelle/contract';
import { orders } from '../../db/schema/index.ts';

/** An order waiting for its parcel to leave: confirmed (paid, or cash on delivery) or being prepared. */
export const AWAITING_SHIPMENT_STATUSES = ['confirmed', 'inProcess'] as const satisfies readonly OrderStatus[];
/** Its parcel has left: a shipped order's details may still be corrected, but it is not shipped a second time. */
export const SHIPPED_STATUSES = ['inShipping', 'delivered'] as const satisfies readonly OrderStatus[];

const isAmong = (statuses: readonly OrderStatus[], status: OrderStatus) => statuses.includes(status);

/**
 * Only a paid order leaves the warehouse, or a cash-on-delivery one (paid at the door) once the shopper has confirmed
 * it: an unconfirmed COD parcel is the one most likely to come back (decision 097).
 */
export function isPaidForShipping(order: { paymentStatus: string; paymentMethod: string; codConfirmation?: string | null }): boolean {
  return order.paymentStatus === 'completed' || (order.paymentMethod === COD_PAYMENT_METHOD && order.codConfirmation !== 'awaiting');
}

export function isAwaitingShipment(order: {
  status: OrderStatus;
  paymentStatus: string;
  paymentMethod: string;
  codConfirmation?: string | null;
}): boolean {
  return isPaidForShipping(order) && isAmong(AWAITING_SHIPMENT_STATUSES, order.status);
}

export function hasShipped(order: { status: OrderStatus }): boolean {
  return isAmong(SHIPPED_STATUSES, order.status);
}

/** `isAwaitingShipment` as a query condition, for the To ship view: the same rule, where rows are read. */
export const awaitingShipmentCondition = and(
  inArray(orders.status, [...AWAITING_SHIPMENT_STATUSES]),
  or(
    eq(orders.paymentStatus, 'completed'),
    and(eq(orders.paymentMethod, COD_PAYMENT_METHOD), or(isNull(orders.codConfirmation), ne(orders.codConfirmation, 'awaiting'))),
  ),
);
