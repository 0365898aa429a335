import type { ShipmentState } from '@aurelle/contract';
import type { shipments } from '../../db/schema/index.ts';

export type ShipmentRow = typeof shipments.$inferSelect;

/** A parcel's Shiprocket state as the back office reads it (the label and manifest stay behind our download). */
export function presentShipment(row: ShipmentRow): ShipmentState {
  return {
    orderId: row.orderId,
    step: row.step,
    awb: row.awb,
    courierName: row.courierName,
    lastError: row.lastError,
    hasLabel: row.labelUrl !== null,
    hasManifest: row.manifestUrl !== null,
    trackingStatus: row.trackingStatus,
    etd: row.etd,
    deliveryProblem: row.deliveryProblem,
    deliveryProblemAt: row.deliveryProblemAt?.toISOString() ?? null,
    deliveryProblemAction: row.deliveryProblemAction,
  };
}
