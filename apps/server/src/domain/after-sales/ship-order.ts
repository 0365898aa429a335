import { eq } from 'drizzle-orm';
import { AFTER_SALES_MESSAGES, type shipOrderRequestSchema } from '@aurelle/contract';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { orders } from '../../db/schema/index.ts';
import { enqueueJob } from '../../infra/jobs/queue.ts';
import { ORDER_STATUS_MAIL_JOB } from '../admin-orders/order-status-mail-job.ts';
import { conflict } from '../errors.ts';
import { changeOrderStatus } from '../orders/order-status.ts';
import { lockedOrder } from './locked-order.ts';
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
    // Waiting for its parcel, or shipped already and being corrected.
    if (!isAwaitingShipment(order) && !(isPaidForShipping(order) && order.status === 'inShipping')) {
      throw conflict(AFTER_SALES_MESSAGES.notShippable).because({ code: 'NOT_SHIPPABLE' });
    }
    await changeOrderStatus(tx, { orderId: order.id, to: 'inShipping', changedBy: input.adminId, reason: 'Shipped' });
    await tx
      .update(orders)
      .set({
        courier: input.shipment.courier,
        trackingNumber: input.shipment.trackingNumber,
        expectedDeliveryDate: input.shipment.expectedDeliveryDate,
        shippedAt: order.shippedAt ?? new Date(),
        updatedAt: new Date(),
      })
      .where(eq(orders.id, order.id));
    await enqueueJob(tx, ORDER_STATUS_MAIL_JOB, { orderId: order.id, status: 'inShipping' });
  });
}
