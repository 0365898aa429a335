import { inArray } from 'drizzle-orm';
import type { ShipmentState } from '@aurelle/contract';
import type { DbOrTx } from '../../db/client.ts';
import { shipments } from '../../db/schema/index.ts';
import { presentShipment } from './present-shipment.ts';

/** The Shiprocket state of these orders' parcels; orders never sent to Shiprocket have none. */
export async function listShipments(db: DbOrTx, orderIds: readonly string[]): Promise<ShipmentState[]> {
  const rows = await db
    .select()
    .from(shipments)
    .where(inArray(shipments.orderId, [...orderIds]));
  return rows.map(presentShipment);
}
