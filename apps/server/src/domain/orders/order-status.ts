import { eq } from 'drizzle-orm';
import {
  AFTER_SALES_MESSAGES,
  COD_CONFIRMATION_MESSAGES,
  COD_PAYMENT_METHOD,
  statusNeedsPayment,
  UNPAID_FULFILMENT_MESSAGE,
  type OrderStatus,
} from '@aurelle/contract';
import type { DbOrTx } from '../../db/client.ts';
import { orders, orderStatusHistory } from '../../db/schema/index.ts';
import { badRequest, conflict, notFound } from '../errors.ts';
import { lockOrder } from './lock-order.ts';
import { releaseOrderStock } from './release-order-stock.ts';
import { queueWhatsAppUpdate } from '../whatsapp/queue-whatsapp-update.ts';

/**
 * The one order lifecycle (docs/decisions/055-order-lifecycle-and-shopper-statuses.md, a Vendure-style transitions table):
 * pending → confirmed (paid) → inProcess → inShipping → delivered; rejected by an admin, cancelled
 * when payment fails or the reservation expires. The admin may move between the statuses they can
 * pick (the original shop let them choose any) except out of the final ones, and an unpaid order cannot be
 * processed, shipped or delivered (decision 010), except that a cash-on-delivery order is prepared and shipped before
 * it is paid and becomes paid when it is delivered. The shopper may cancel until the order ships.
 */
export const orderTransitions: Record<OrderStatus, readonly OrderStatus[]> = {
  pending: ['confirmed', 'inProcess', 'inShipping', 'delivered', 'rejected', 'cancelled'],
  // Once confirmed (paid, or cash on delivery) an order never goes back to awaiting payment.
  confirmed: ['inProcess', 'inShipping', 'delivered', 'rejected', 'cancelled'],
  inProcess: ['inShipping', 'delivered', 'rejected', 'cancelled'],
  inShipping: ['inProcess', 'delivered', 'rejected'],
  delivered: ['inProcess', 'inShipping', 'rejected'],
  rejected: [],
  cancelled: [],
};

export function canTransition(from: OrderStatus, to: OrderStatus): boolean {
  return orderTransitions[from].includes(to);
}

export interface ChangeOrderStatusInput {
  orderId: string;
  to: OrderStatus;
  /** The admin who made the change; null for the system (payment, webhook, expiry). */
  changedBy: string | null;
  reason?: string;
}

/**
 * Every status change goes through here: checks the table, updates the order, records who and when.
 * Run it inside the caller's transaction. Returns the previous status.
 */
export async function changeOrderStatus(tx: DbOrTx, input: ChangeOrderStatusInput): Promise<{ from: OrderStatus; to: OrderStatus }> {
  const order = await lockOrder(tx, input.orderId);
  if (!order) throw notFound('Order not found').because({ code: 'NOT_FOUND', resource: 'order' });
  if (order.status === input.to) return { from: order.status, to: input.to };
  if (!canTransition(order.status, input.to)) {
    throw badRequest(`An order that is ${order.status} cannot become ${input.to}`, {
      status: [`Cannot change from ${order.status} to ${input.to}`],
    });
  }
  const paid = order.paymentStatus === 'completed';
  const cashOnDelivery = order.paymentMethod === COD_PAYMENT_METHOD;
  if (!paid && cashOnDelivery && input.to === 'delivered') {
    throw conflict(AFTER_SALES_MESSAGES.codDeliveredByCash, { status: [AFTER_SALES_MESSAGES.codDeliveredByCash] }).because({
      code: 'UNPAID_FULFILMENT',
    });
  }
  // An unconfirmed cash-on-delivery order is not packed or shipped (decision 097); the shopper confirms it first.
  if (cashOnDelivery && order.codConfirmation === 'awaiting' && (input.to === 'inProcess' || input.to === 'inShipping')) {
    throw conflict(COD_CONFIRMATION_MESSAGES.awaitingConfirmation, { status: [COD_CONFIRMATION_MESSAGES.awaitingConfirmation] }).because({
      code: 'COD_CONFIRMATION',
      state: 'awaiting',
    });
  }
  const cashOnDeliveryInTransit = cashOnDelivery && input.to !== 'delivered';
  if (!paid && statusNeedsPayment(input.to) && !cashOnDeliveryInTransit)
    throw conflict(UNPAID_FULFILMENT_MESSAGE, { status: [UNPAID_FULFILMENT_MESSAGE] }).because({ code: 'UNPAID_FULFILMENT' });
  // A rejected unpaid order will never be paid (mark-paid refuses it): its reservation goes back to the shelf now.
  if (!paid && input.to === 'rejected') await releaseOrderStock(tx, input.orderId);
  const now = new Date();
  await tx
    .update(orders)
    .set({ status: input.to, updatedAt: now, ...(input.to === 'delivered' ? { deliveredAt: now } : {}) })
    .where(eq(orders.id, input.orderId));
  await tx.insert(orderStatusHistory).values({
    orderId: input.orderId,
    fromStatus: order.status,
    toStatus: input.to,
    changedBy: input.changedBy,
    reason: input.reason ?? null,
  });
  // The shopper who asked for WhatsApp updates hears that it left and that it arrived (once each: the message's key).
  if (input.to === 'inShipping') await queueWhatsAppUpdate(tx, { orderId: input.orderId, event: 'shipped' });
  if (input.to === 'delivered') await queueWhatsAppUpdate(tx, { orderId: input.orderId, event: 'delivered' });
  return { from: order.status, to: input.to };
}
