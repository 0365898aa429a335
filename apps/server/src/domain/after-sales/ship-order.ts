import { eq } from 'drizzle-orm';
import { AFTER_SALES_MESSAGES, COD_CONFIRMATION_MESSAGES, type shipOrderRequestSchema } from '@aurelle/contract';
import type { z } from 'zod';
import type { Db, DbOrTx } from '../../db/client.ts';
import { orders } from '../../db/schema/index.ts';
import { enqueueJob } from '../../infra/jobs/queue.ts';
import { ORDER_STATUS_MAIL_JOB } from '../admin-orders/order-status-mail-job.ts';
import { conflict } from '../errors.ts';
import { changeOrderStatus } from '../orders/order-status.ts';
import { lockedOrder, type OrderRow } from './locked-order.ts';
import { hasShipped, isAwaitingShipment, isPaidForShipping } from './shipping-rule.ts';

/**
 * The admin records the shipment: courier, tracking number (AWB) and expected delivery date; the order
 * moves to In Shipping and the shopper's "shipped" e-mail, which carries the tracking link, is queued with it. A
 * shipped order's details may be corrected, which sends the e-mail again with the right ones; `firstShipmentOnly`
 * (the To ship view's bulk shipping) refuses that instead: another admin shipped it meanwhile.
 */
export async function shipOrder(
  db: Db,
  input: { orderId: string; adminId: string; shipment: z.output<typeof shipOrderRequestSchema>; firstShipmentOnly?: boolean },
): Promise<void> {
  await db.transaction(async (tx) => {
    const order = await lockedOrder(tx, input.orderId);
    if (input.firstShipmentOnly && hasShipped(order)) {
      throw conflict(AFTER_SALES_MESSAGES.alreadyShipped).because({ code: 'NOT_SHIPPABLE' });
    }
    if (order.codConfirmation === 'awaiting' && !hasShipped(order)) {
      throw conflict(COD_CONFIRMATION_MESSAGES.awaitingConfirmation).because({ code: 'COD_CONFIRMATION', state: 'awaiting' });
    }
    // Waiting for its parcel, or shipped already and being corrected.
    if (!isAwaitingShipment(order) && !(isPaidForShipping(order) && order.status === 'inShipping')) {
      throw conflict(AFTER_SALES_MESSAGES.notShippable).because({ code: 'NOT_SHIPPABLE' });
    }
    await recordShipment(tx, { order, changedBy: input.adminId, shipment: input.shipment });
  });
}

/**
 * The one way an order ships, inside the caller's transaction with the order locked (by hand here, or when Shiprocket
 * assigns the AWB): In Shipping with its courier, tracking number and expected date, and the "shipped" e-mail queued.
 * `courier` is one of COURIERS' ids when known (its tracking link goes in the e-mail), else the courier's name.
 */
export async function recordShipment(
  tx: DbOrTx,
  input: {
    order: OrderRow;
    changedBy: string | null;
    shipment: { courier: string; trackingNumber: string; expectedDeliveryDate: string | null };
  },
): Promise<void> {
  const { order, shipment } = input;
  await changeOrderStatus(tx, { orderId: order.id, to: 'inShipping', changedBy: input.changedBy, reason: 'Shipped' });
  await tx
    .update(orders)
    .set({
      courier: shipment.courier,
      trackingNumber: shipment.trackingNumber,
      expectedDeliveryDate: shipment.expectedDeliveryDate,
      shippedAt: order.shippedAt ?? new Date(),
      updatedAt: new Date(),
    })
    .where(eq(orders.id, order.id));
  await enqueueJob(tx, ORDER_STATUS_MAIL_JOB, { orderId: order.id, status: 'inShipping' });
}
