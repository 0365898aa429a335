import { eq } from 'drizzle-orm';
import type { OrderShipmentResponse } from '@aurelle/contract';
import type { DbOrTx } from '../../db/client.ts';
import { orders, shipments } from '../../db/schema/index.ts';
import { notFound } from '../errors.ts';
import { ORDER_NOT_FOUND_MESSAGE } from '../orders/messages.ts';
import { presentShipment } from './present-shipment.ts';

/** An order's parcel for the admin's order details: its Shiprocket state, and whether it came back to the shop. */
export async function getOrderShipment(db: DbOrTx, orderId: string): Promise<Omit<OrderShipmentResponse, 'success'>> {
  const [order] = await db
    .select({ returnedToSenderAt: orders.returnedToSenderAt, returnRestockedAt: orders.returnRestockedAt })
    .from(orders)
    .where(eq(orders.id, orderId))
    .limit(1);
  if (!order) throw notFound(ORDER_NOT_FOUND_MESSAGE);
  const [shipment] = await db.select().from(shipments).where(eq(shipments.orderId, orderId)).limit(1);
  return {
    shipment: shipment ? presentShipment(shipment) : null,
    returnedToSenderAt: order.returnedToSenderAt?.toISOString() ?? null,
    returnRestockedAt: order.returnRestockedAt?.toISOString() ?? null,
  };
}
