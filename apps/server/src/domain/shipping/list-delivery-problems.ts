import { and, desc, eq, isNotNull, isNull } from 'drizzle-orm';
import type { DeliveryProblem } from '@aurelle/contract';
import type { DbOrTx } from '../../db/client.ts';
import { orders, shipments } from '../../db/schema/index.ts';

/** Parcels a courier failed to deliver (NDR) and the back office has not answered yet, newest first. */
export async function listDeliveryProblems(db: DbOrTx): Promise<DeliveryProblem[]> {
  const rows = await db
    .select({ shipment: shipments, address: orders.addressSnapshot, paymentMethod: orders.paymentMethod })
    .from(shipments)
    .innerJoin(orders, eq(orders.id, shipments.orderId))
    .where(and(isNotNull(shipments.deliveryProblem), isNull(shipments.deliveryProblemAction), isNotNull(shipments.awb)))
    .orderBy(desc(shipments.deliveryProblemAt))
    .limit(200);
  return rows.map(({ shipment, address, paymentMethod }) => ({
    orderId: shipment.orderId,
    awb: shipment.awb ?? '',
    courierName: shipment.courierName,
    problem: shipment.deliveryProblem ?? '',
    reportedAt: (shipment.deliveryProblemAt ?? shipment.updatedAt).toISOString(),
    shopperName: address.fullName,
    city: address.city,
    postalCode: address.postalCode,
    paymentMethod,
  }));
}
