import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { COD_PAYMENT_METHOD } from '@aurelle/contract';
import type { Db, Tx } from '../../db/client.ts';
import { orders, providerWebhookEvents, shipmentScans, shipments } from '../../db/schema/index.ts';
import { shiprocketDay } from '../../infra/couriers/shiprocket-client.ts';
import { enqueueJob } from '../../infra/jobs/queue.ts';
import { paymentsConfirmed } from '../../infra/metrics.ts';
import { safeEqual } from '../../infra/payments/signatures.ts';
import { ORDER_STATUS_MAIL_JOB } from '../admin-orders/order-status-mail-job.ts';
import { lockedOrder, type OrderRow } from '../after-sales/locked-order.ts';
import { recordShipment } from '../after-sales/ship-order.ts';
import { isAwaitingShipment } from '../after-sales/shipping-rule.ts';
import { badRequest, unauthorized } from '../errors.ts';
import { changeOrderStatus } from '../orders/order-status.ts';
import { issueInvoice } from '../tax/issue-invoice.ts';
import { queueWhatsAppUpdate } from '../whatsapp/queue-whatsapp-update.ts';
import { courierIdFor } from './advance-shipment.ts';
import type { ShipmentRow } from './present-shipment.ts';
import { trackingMeaning, type TrackingMeaning } from './tracking-status.ts';

export type WebhookOutcome = 'applied' | 'duplicate' | 'ignored';

const text = z.union([z.string(), z.number()]).transform((value) => String(value).trim());
const optionalNumber = z
  .union([z.number(), z.string(), z.null()])
  .optional()
  .transform((value) => (value === null || value === undefined || value === '' || Number.isNaN(Number(value)) ? null : Number(value)));

/** The fields of Shiprocket's tracking update that are read; the rest is ignored. */
const trackingEventSchema = z.object({
  awb: text.pipe(z.string().min(1, 'awb is required')),
  current_status: z.string().nullable().optional(),
  shipment_status_id: optionalNumber,
  current_status_id: optionalNumber,
  courier_name: z.string().nullable().optional(),
  etd: z.string().nullable().optional(),
  is_return: z.union([z.number(), z.boolean(), z.string()]).optional(),
  scans: z
    .array(z.object({ date: z.string(), activity: z.string().nullable().optional(), location: z.string().nullable().optional() }))
    .nullable()
    .optional(),
});
type TrackingEvent = z.infer<typeof trackingEventSchema>;

/** Shiprocket's "2026-05-19 11:59:16" is India's time without an offset. */
export function parseShiprocketTime(value: string): Date | null {
  const match = /^(\d{4}-\d{2}-\d{2})[ T](\d{2}:\d{2}(?::\d{2})?)$/.exec(value.trim());
  const ms = match ? Date.parse(`${match[1]}T${match[2]}+05:30`) : Date.parse(value);
  return Number.isNaN(ms) ? null : new Date(ms);
}

const digest = (value: string | Buffer) => createHash('sha256').update(value).digest('hex');

/**
 * Shiprocket's tracking update (decision 098). The `x-api-key` header must be the configured token (compared in
 * constant time; anything else is a 401 that changes nothing). A delivery already handled, identified by the digest of
 * its exact bytes, changes nothing again; so does a status the order has already reached. In one transaction: the
 * scans (unique per time and activity), the parcel's status, and what it means for the order (shipped, out for
 * delivery, delivered, a failed attempt, back at the shop).
 */
export async function handleTrackingWebhook(
  deps: { db: Db; webhookToken: string | undefined },
  input: { rawBody: Buffer; apiKey: string | undefined },
): Promise<WebhookOutcome> {
  // Digests of equal length, so neither the token's length nor its bytes leak through timing.
  if (!deps.webhookToken || !input.apiKey || !safeEqual(digest(deps.webhookToken), digest(input.apiKey))) {
    throw unauthorized('Invalid webhook token');
  }
  let body: unknown;
  try {
    body = JSON.parse(input.rawBody.toString('utf8'));
  } catch {
    throw badRequest('Expected a JSON tracking update');
  }
  const parsed = trackingEventSchema.safeParse(body);
  if (!parsed.success) throw badRequest(`Not a tracking update: ${parsed.error.issues[0]?.message ?? 'invalid'}`);
  const event = parsed.data;

  let paidOnDelivery = false;
  const outcome = await deps.db.transaction(async (tx): Promise<WebhookOutcome> => {
    const [shipment] = await tx.select().from(shipments).where(eq(shipments.awb, event.awb)).limit(1);
    // Not one of ours (Shiprocket's test call, a parcel booked by hand in its panel): acknowledged, nothing changes.
    if (!shipment) return 'ignored';
    const [fresh] = await tx
      .insert(providerWebhookEvents)
      .values({ key: `shiprocket:${digest(input.rawBody)}`, provider: 'shiprocket' })
      .onConflictDoNothing()
      .returning({ key: providerWebhookEvents.key });
    if (!fresh) return 'duplicate';
    const order = await lockedOrder(tx, shipment.orderId);
    await recordScans(tx, order.id, event);
    const statusId = event.shipment_status_id ?? event.current_status_id;
    // A return pickup's updates (is_return) are not this parcel's journey to the shopper.
    const isReturnPickup = event.is_return === 1 || event.is_return === true || event.is_return === '1';
    const meaning: TrackingMeaning = isReturnPickup ? 'other' : trackingMeaning({ id: statusId, name: event.current_status ?? null });
    const etd = shiprocketDay(event.etd) ?? shipment.etd;
    await tx
      .update(shipments)
      .set({
        trackingStatus: event.current_status ?? shipment.trackingStatus,
        trackingStatusId: statusId ?? shipment.trackingStatusId,
        etd,
        ...(meaning === 'delivery-problem'
          ? {
              deliveryProblem: lastActivity(event) ?? 'Delivery attempt failed',
              deliveryProblemAt: new Date(),
              deliveryProblemAction: null,
            }
          : {}),
        // Delivered or coming back: no delivery problem is left to answer.
        ...(meaning === 'delivered' || meaning === 'rto-initiated' || meaning === 'rto-delivered' ? { deliveryProblem: null } : {}),
        updatedAt: new Date(),
      })
      .where(eq(shipments.id, shipment.id));
    paidOnDelivery = await applyToOrder(tx, { order, shipment, meaning, etd });
    return 'applied';
  });
  if (paidOnDelivery) paymentsConfirmed.inc({ payment_method: COD_PAYMENT_METHOD });
  return outcome;
}

function lastActivity(event: TrackingEvent): string | null {
  const activity = event.scans?.at(-1)?.activity?.trim();
  return activity || event.current_status || null;
}

async function recordScans(tx: Tx, orderId: string, event: TrackingEvent): Promise<void> {
  const scans = (event.scans ?? []).flatMap((scan) => {
    const scannedAt = parseShiprocketTime(scan.date);
    const activity = scan.activity?.trim();
    return scannedAt && activity ? [{ orderId, scannedAt, activity: activity.slice(0, 500), location: scan.location?.trim() || null }] : [];
  });
  if (scans.length > 0) await tx.insert(shipmentScans).values(scans).onConflictDoNothing();
}

/** Ships the order by the one shipping rule when the courier has it before the back office saw the AWB through. */
async function shipIfWaiting(tx: Tx, order: OrderRow, shipment: ShipmentRow, etd: string | null): Promise<boolean> {
  if (!isAwaitingShipment(order) || !shipment.awb) return false;
  await recordShipment(tx, {
    order,
    changedBy: null,
    shipment: { courier: courierIdFor(shipment.courierName ?? 'Shiprocket'), trackingNumber: shipment.awb, expectedDeliveryDate: etd },
  });
  await queueWhatsAppUpdate(tx, { orderId: order.id, event: 'shipped' });
  return true;
}

/** What the status means for the order; returns whether a cash-on-delivery order became paid. */
async function applyToOrder(
  tx: Tx,
  input: { order: OrderRow; shipment: ShipmentRow; meaning: TrackingMeaning; etd: string | null },
): Promise<boolean> {
  const { order, shipment, meaning, etd } = input;
  switch (meaning) {
    case 'in-transit':
      await shipIfWaiting(tx, order, shipment, etd);
      return false;
    case 'out-for-delivery':
      await shipIfWaiting(tx, order, shipment, etd);
      if (order.status === 'inShipping' || isAwaitingShipment(order))
        await queueWhatsAppUpdate(tx, { orderId: order.id, event: 'out-for-delivery' });
      return false;
    case 'delivered':
      return markDelivered(tx, order, shipment, etd);
    case 'rto-delivered':
      if (!order.returnedToSenderAt) {
        // Its units go back on sale only when an admin has checked the parcel (Restock); no cash comes for COD.
        await tx.update(orders).set({ returnedToSenderAt: new Date(), updatedAt: new Date() }).where(eq(orders.id, order.id));
      }
      return false;
    case 'awaiting-pickup':
    case 'delivery-problem':
    case 'rto-initiated':
    case 'other':
      return false;
  }
}

/**
 * Delivered, as an admin's "Delivered" does it: the 30-day return window starts, the shopper is told once; a
 * cash-on-delivery order is paid at the door, so it becomes paid and its invoice is issued (as recording the cash does).
 */
async function markDelivered(tx: Tx, order: OrderRow, shipment: ShipmentRow, etd: string | null): Promise<boolean> {
  if (order.status === 'delivered' || order.returnedToSenderAt) return false;
  await shipIfWaiting(tx, order, shipment, etd);
  if (order.status !== 'inShipping' && !isAwaitingShipment(order)) return false;
  const now = new Date();
  const isUnpaidCod = order.paymentMethod === COD_PAYMENT_METHOD && order.paymentStatus !== 'completed';
  if (isUnpaidCod) await tx.update(orders).set({ paymentStatus: 'completed', paidAt: now, updatedAt: now }).where(eq(orders.id, order.id));
  await changeOrderStatus(tx, {
    orderId: order.id,
    to: 'delivered',
    changedBy: null,
    reason: isUnpaidCod ? 'Delivered by the courier, cash collected' : 'Delivered by the courier',
  });
  await enqueueJob(tx, ORDER_STATUS_MAIL_JOB, { orderId: order.id, status: 'delivered' });
  await queueWhatsAppUpdate(tx, { orderId: order.id, event: 'delivered' });
  // The last write: the invoice series waits for this commit (issueInvoice).
  if (isUnpaidCod) await issueInvoice(tx, order.id, now);
  return isUnpaidCod;
}
