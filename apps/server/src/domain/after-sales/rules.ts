import { RETURN_WINDOW_DAYS, type OrderStatus, type PaymentStatus, type RefundStatus } from '@aurelle/contract';

/**
 * The after-sales rules in one place, as pure functions of an order's state: what the server enforces and
 * what the order answer offers the shopper are decided by the same code.
 */

export interface OrderFacts {
  status: OrderStatus;
  paymentStatus: PaymentStatus;
  paymentMethod: string;
  shippedAt: Date | null;
  deliveredAt: Date | null;
}

/** Until it ships: an unpaid checkout, a paid (or cash-on-delivery) order being prepared. */
export function canCancel(order: OrderFacts): boolean {
  return order.shippedAt === null && (order.status === 'pending' || order.status === 'confirmed' || order.status === 'inProcess');
}

/** Whether the order has left the shop (cancelling is over, a return is what is left). */
export function hasShipped(order: OrderFacts): boolean {
  return order.shippedAt !== null || order.status === 'inShipping' || order.status === 'delivered';
}

/** The end of the return window: 30 days after delivery. Null when the order was not delivered and paid. */
export function returnDeadline(order: OrderFacts): Date | null {
  if (order.status !== 'delivered' || order.paymentStatus !== 'completed' || !order.deliveredAt) return null;
  return new Date(order.deliveredAt.getTime() + RETURN_WINDOW_DAYS * 24 * 60 * 60 * 1000);
}

export function isWithinReturnWindow(order: OrderFacts, now: Date): boolean {
  const deadline = returnDeadline(order);
  return deadline !== null && now.getTime() <= deadline.getTime();
}

/** Refunds that did not fail count against what was paid: a pending one is money already promised. */
export function refundedPaise(refunds: ReadonlyArray<{ amountPaise: number; status: RefundStatus }>): number {
  return refunds.reduce((sum, refund) => (refund.status === 'failed' ? sum : sum + refund.amountPaise), 0);
}

export function refundablePaise(
  order: { paymentStatus: PaymentStatus; totalPaise: number },
  refunds: ReadonlyArray<{ amountPaise: number; status: RefundStatus }>,
): number {
  if (order.paymentStatus !== 'completed') return 0;
  return Math.max(0, order.totalPaise - refundedPaise(refunds));
}

export type CodRefusal = 'off' | 'limit' | 'refused-before' | 'pin' | 'returns';

/**
 * Cash on delivery: on when the limit is above 0, for the cash the courier would collect (the order's total, its own fee
 * included; decision 096) up to it, never after a refused parcel, and not to a PIN code the delivery settings exclude
 * (unknown PIN: not asked), nor to one whose COD parcels come back too often (the shop's return-rate rule, decision 097).
 */
export function codRefusal(input: {
  orderValuePaise: number;
  limitPaise: number;
  refusedBefore: boolean;
  pinAllowsCod?: boolean;
  pinReturnsTooOften?: boolean;
}): CodRefusal | null {
  if (input.limitPaise <= 0) return 'off';
  if (input.refusedBefore) return 'refused-before';
  if (input.pinAllowsCod === false) return 'pin';
  if (input.pinReturnsTooOften) return 'returns';
  if (input.orderValuePaise > input.limitPaise) return 'limit';
  return null;
}
