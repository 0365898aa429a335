import { and, desc, eq } from 'drizzle-orm';
import type { OrderTrackingResponse } from '@aurelle/contract';
import type { DbOrTx } from '../../db/client.ts';
import { orders, shipmentScans, shipments } from '../../db/schema/index.ts';
import { notFound } from '../errors.ts';
import { ORDER_NOT_FOUND_MESSAGE } from '../orders/messages.ts';

/** The shopper's own order's tracking: the courier's scans, newest first (another shopper's order is "not found"). */
export async function getOrderTracking(
  db: DbOrTx,
  input: { orderId: string; userId: string },
): Promise<Omit<OrderTrackingResponse, 'success'>> {
  const [order] = await db
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.id, input.orderId), eq(orders.userId, input.userId)))
    .limit(1);
  if (!order) throw notFound(ORDER_NOT_FOUND_MESSAGE);
  const [shipment] = await db
    .select({ status: shipments.trackingStatus, etd: shipments.etd })
    .from(shipments)
    .where(eq(shipments.orderId, order.id))
    .limit(1);
  const scans = await db
    .select({ at: shipmentScans.scannedAt, activity: shipmentScans.activity, location: shipmentScans.location })
    .from(shipmentScans)
    .where(eq(shipmentScans.orderId, order.id))
    .orderBy(desc(shipmentScans.scannedAt), desc(shipmentScans.id));
  return {
    status: shipment?.status ?? null,
    estimatedDelivery: shipment?.etd ?? null,
    scans: scans.map((scan) => ({ at: scan.at.toISOString(), activity: scan.activity, location: scan.location })),
  };
}
