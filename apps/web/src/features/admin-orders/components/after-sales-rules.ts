import {
  COD_PAYMENT_METHOD,
  statusNeedsPayment,
  type Order,
  type OrderStatus,
  type RefundKind,
  type RefundStatus,
  type ReturnStatus,
} from '@aurelle/contract';
import type { Tone } from '@/components/ui/status-tones';

/**
 * What the admin's order details offer after the sale, as pure functions of the order: the server
 * enforces the same rules (apps/server/src/domain/after-sales), these only decide which controls to show.
 */

type OrderFacts = Pick<Order, 'paymentMethod' | 'paymentStatus' | 'orderStatus'>;

export function isCashOnDelivery(order: Pick<Order, 'paymentMethod'>): boolean {
  return order.paymentMethod === COD_PAYMENT_METHOD;
}

/** Cash on delivery the shopper has not confirmed yet: it is not packed or shipped until they do (decision 097). */
export function awaitsCodConfirmation(order: { afterSales?: Pick<Order['afterSales'], 'codConfirmation'> | undefined }): boolean {
  return order.afterSales?.codConfirmation?.state === 'awaiting';
}

/**
 * A paid or (confirmed) cash-on-delivery order that is confirmed or in process can ship; an In Shipping one can be
 * corrected.
 */
export function canRecordShipment(order: OrderFacts & { afterSales?: Pick<Order['afterSales'], 'codConfirmation'> | undefined }): boolean {
  const payable = order.paymentStatus === 'completed' || (isCashOnDelivery(order) && !awaitsCodConfirmation(order));
  return payable && (order.orderStatus === 'confirmed' || order.orderStatus === 'inProcess' || order.orderStatus === 'inShipping');
}

/** The shipment form corrects the details once the order is In Shipping, and ships it before. */
export function isShipmentCorrection(order: Pick<Order, 'orderStatus'>): boolean {
  return order.orderStatus === 'inShipping';
}

/** The courier's cash is recorded (or the parcel refused) while an unpaid cash-on-delivery order is on its way. */
export function awaitsCodCash(order: OrderFacts): boolean {
  return isCashOnDelivery(order) && order.paymentStatus === 'pending' && order.orderStatus === 'inShipping';
}

/**
 * Whether the status form offers this status: a paid order any; an unpaid cash-on-delivery order everything but
 * Delivered (which the cash records); any other unpaid order none that needs the payment.
 */
export function statusAllowed(order: Pick<Order, 'paymentMethod' | 'paymentStatus' | 'orderStatus'>, status: OrderStatus): boolean {
  // Once confirmed, an order never goes back to awaiting payment.
  if (status === 'pending') return order.orderStatus === 'pending';
  if (order.paymentStatus === 'completed') return true;
  if (isCashOnDelivery(order)) return status !== 'delivered';
  return !statusNeedsPayment(status);
}

export function paymentMethodLabel(method: string): string {
  if (!method) return '—';
  if (method === COD_PAYMENT_METHOD) return 'Cash on delivery';
  return method.charAt(0).toUpperCase() + method.slice(1);
}

export const refundKindLabels: Record<RefundKind, string> = {
  cancellation: 'Cancellation',
  return: 'Return',
  admin: 'Refund',
};

export const refundStatusLabels: Record<RefundStatus, string> = {
  requested: 'Requested',
  pending: 'Pending',
  processed: 'Processed',
  failed: 'Failed',
};

export function refundStatusTone(status: RefundStatus): Tone {
  switch (status) {
    case 'requested':
      return 'grey';
    case 'pending':
      return 'yellow';
    case 'processed':
      return 'green';
    case 'failed':
      return 'red';
  }
}

export const returnStatusLabels: Record<ReturnStatus, string> = {
  requested: 'Requested',
  approved: 'Approved',
  rejected: 'Rejected',
};

export function returnStatusTone(status: ReturnStatus): Tone {
  switch (status) {
    case 'requested':
      return 'yellow';
    case 'approved':
      return 'green';
    case 'rejected':
      return 'red';
  }
}

const calendarDateFormat = new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' });

/** A calendar date ('2026-03-14', no time zone) as people read it: 14 Mar 2026, the same day everywhere. */
export function formatCalendarDate(isoDate: string): string {
  const date = new Date(`${isoDate.slice(0, 10)}T00:00:00Z`);
  return Number.isNaN(date.getTime()) ? isoDate : calendarDateFormat.format(date);
}
