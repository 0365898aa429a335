import { eq } from 'drizzle-orm';
import { AFTER_SALES_MESSAGES, COURIERS, type ShipmentState } from '@aurelle/contract';
import type { Db } from '../../db/client.ts';
import { orders, shipments } from '../../db/schema/index.ts';
import { ShiprocketError, type AssignedAwb, type ShiprocketApi } from '../../infra/couriers/shiprocket-client.ts';
import { lockedOrder } from '../after-sales/locked-order.ts';
import { recordShipment } from '../after-sales/ship-order.ts';
import { isAwaitingShipment } from '../after-sales/shipping-rule.ts';
import { conflict, notFound } from '../errors.ts';
import { ORDER_NOT_FOUND_MESSAGE } from '../orders/messages.ts';
import { queueWhatsAppUpdate } from '../whatsapp/queue-whatsapp-update.ts';
import { presentShipment, type ShipmentRow } from './present-shipment.ts';
import { shiprocketOrderFor } from './shiprocket-order.ts';

export interface ShippingDeps {
  db: Db;
  shiprocket: ShiprocketApi;
}

export interface AdvanceShipmentInput {
  orderId: string;
  /** Shiprocket's courier company id, or null for the one it recommends for this order. */
  courierId: number | null;
  adminId: string;
}

const normalised = (name: string) => name.toLowerCase().replace(/[^a-z0-9]/g, '');

/** One of our couriers' ids when Shiprocket's courier is one of them ("Delhivery Surface" → delhivery), else its name. */
export function courierIdFor(courierName: string): string {
  const name = normalised(courierName);
  return COURIERS.find((courier) => name.startsWith(normalised(courier.name)))?.id ?? courierName;
}

/**
 * Orders being shipped by this process: a second request for the same order waits for the first to finish, so a
 * double click never creates two Shiprocket orders (across instances, the lookup before each create covers it).
 */
const inFlight = new Map<string, Promise<unknown>>();
async function oneAtATime<T>(orderId: string, work: () => Promise<T>): Promise<T> {
  const before = inFlight.get(orderId) ?? Promise.resolve();
  const mine = before.catch(() => undefined).then(work);
  inFlight.set(orderId, mine);
  try {
    return await mine;
  } finally {
    if (inFlight.get(orderId) === mine) inFlight.delete(orderId);
  }
}

/**
 * Ships one order through Shiprocket from the step its parcel reached (decision 098): order → courier → pickup → label
 * → done. Each id Shiprocket gives is stored at once, so a retry never repeats a step that worked; a step whose call
 * may have been done despite failing (a timeout) is first looked up by our order id. A refusal stops at that step with
 * Shiprocket's message in `lastError`, and the order stays in To ship until the AWB is assigned, when it ships by the
 * one shipping rule (status, "shipped" e-mail and WhatsApp update in one transaction).
 */
export async function advanceShipment(deps: ShippingDeps, input: AdvanceShipmentInput): Promise<ShipmentState> {
  return oneAtATime(input.orderId, async () => {
    let row = await startShipment(deps.db, input.orderId);
    while (row.step !== 'done') {
      try {
        row = await runStep(deps, input, row);
      } catch (error) {
        if (!(error instanceof ShiprocketError)) throw error;
        row = await saveShipment(deps.db, row.orderId, { lastError: error.message });
        break;
      }
    }
    return presentShipment(row);
  });
}

/** The order's shipment row, made on its first try; refused when the order is not waiting for its parcel. */
async function startShipment(db: Db, orderId: string): Promise<ShipmentRow> {
  const [order] = await db.select().from(orders).where(eq(orders.id, orderId)).limit(1);
  if (!order) throw notFound(ORDER_NOT_FOUND_MESSAGE);
  await db.insert(shipments).values({ orderId }).onConflictDoNothing({ target: shipments.orderId });
  const [row] = await db.select().from(shipments).where(eq(shipments.orderId, orderId)).limit(1);
  if (!row) throw notFound(ORDER_NOT_FOUND_MESSAGE);
  // Before the AWB the order must still wait for its parcel (not cancelled, not shipped by hand meanwhile).
  const beforeAwb = row.step === 'order' || row.step === 'courier';
  if (beforeAwb && !isAwaitingShipment(order)) throw conflict(AFTER_SALES_MESSAGES.notShippable);
  return row;
}

async function saveShipment(db: Db, orderId: string, changes: Partial<typeof shipments.$inferInsert>): Promise<ShipmentRow> {
  const [row] = await db
    .update(shipments)
    .set({ ...changes, updatedAt: new Date() })
    .where(eq(shipments.orderId, orderId))
    .returning();
  if (!row) throw notFound(ORDER_NOT_FOUND_MESSAGE);
  return row;
}

async function runStep(deps: ShippingDeps, input: AdvanceShipmentInput, row: ShipmentRow): Promise<ShipmentRow> {
  const { db, shiprocket } = deps;
  switch (row.step) {
    case 'order': {
      // Not the first try: the last one may have created it before its answer was lost.
      const isRetry = row.lastError !== null || row.createdAt.getTime() !== row.updatedAt.getTime();
      // Marks the attempt: should this process stop before the answer, the next try knows to look it up first.
      if (!isRetry) await saveShipment(db, row.orderId, {});
      const found = isRetry ? await shiprocket.findOrder(row.orderId) : null;
      const created = found ?? (await shiprocket.createOrder(await shiprocketOrderFor(db, row.orderId, shiprocket.pickupLocation)));
      return saveShipment(db, row.orderId, {
        providerOrderId: created.providerOrderId,
        providerShipmentId: created.providerShipmentId,
        step: 'courier',
        lastError: null,
      });
    }
    case 'courier':
      return assignCourier(deps, input, row);
    case 'pickup':
      await shiprocket.requestPickup(providerShipmentId(row));
      return saveShipment(db, row.orderId, { step: 'label', lastError: null });
    case 'label': {
      const labelUrl = row.labelUrl ?? (await shiprocket.generateLabel(providerShipmentId(row)));
      if (!row.labelUrl) row = await saveShipment(db, row.orderId, { labelUrl });
      const manifestUrl = row.manifestUrl ?? (await shiprocket.generateManifest(providerShipmentId(row)));
      return saveShipment(db, row.orderId, { manifestUrl, step: 'done', lastError: null });
    }
    case 'done':
      return row;
  }
}

function providerShipmentId(row: ShipmentRow): string {
  if (!row.providerShipmentId) throw new ShiprocketError('The Shiprocket shipment is missing: retry from the start');
  return row.providerShipmentId;
}

/** Picks the courier (the admin's or Shiprocket's recommendation), assigns the AWB and ships the order with it. */
async function assignCourier(deps: ShippingDeps, input: AdvanceShipmentInput, row: ShipmentRow): Promise<ShipmentRow> {
  const { db, shiprocket } = deps;
  const shipmentId = providerShipmentId(row);
  // A failed try may have been assigned all the same (its answer lost): Shiprocket would refuse a second assignment.
  const earlier = row.lastError !== null ? await shiprocket.findOrder(row.orderId) : null;
  let assigned: AssignedAwb;
  let etd: string | null = row.etd;
  if (earlier?.awb) {
    assigned = { awb: earlier.awb, courierId: row.courierCompanyId ?? 0, courierName: earlier.courierName ?? '' };
  } else {
    const options = await shiprocket.serviceability({ providerOrderId: row.providerOrderId ?? '' });
    const courierId = input.courierId ?? options.recommendedCourierId ?? options.couriers[0]?.courierId;
    const quote = options.couriers.find((courier) => courier.courierId === courierId);
    if (courierId === undefined || options.couriers.length === 0) throw new ShiprocketError('No courier delivers to this PIN code');
    if (!quote) throw new ShiprocketError('The chosen courier does not deliver to this PIN code: choose another');
    etd = quote.estimatedDelivery;
    assigned = await shiprocket.assignAwb({ providerShipmentId: shipmentId, courierId });
    if (!assigned.courierName) assigned = { ...assigned, courierName: quote.name };
  }
  const courierName = assigned.courierName || 'Shiprocket';
  return db.transaction(async (tx) => {
    const order = await lockedOrder(tx, row.orderId);
    const [saved] = await tx
      .update(shipments)
      .set({ awb: assigned.awb, courierCompanyId: assigned.courierId || null, courierName, etd, updatedAt: new Date() })
      .where(eq(shipments.orderId, row.orderId))
      .returning();
    if (!saved) throw notFound(ORDER_NOT_FOUND_MESSAGE);
    if (!isAwaitingShipment(order)) {
      // Cancelled while Shiprocket assigned the courier: the parcel must not leave, and the admin must cancel it there.
      throw new ShiprocketError(`${AFTER_SALES_MESSAGES.notShippable}: cancel shipment ${assigned.awb} in Shiprocket`);
    }
    await recordShipment(tx, {
      order,
      changedBy: input.adminId,
      shipment: { courier: courierIdFor(courierName), trackingNumber: assigned.awb, expectedDeliveryDate: etd },
    });
    await queueWhatsAppUpdate(tx, { orderId: order.id, event: 'shipped' });
    const [next] = await tx
      .update(shipments)
      .set({ step: 'pickup', lastError: null, updatedAt: new Date() })
      .where(eq(shipments.orderId, row.orderId))
      .returning();
    return next ?? saved;
  });
}
