import { bulkShipmentMessage, type bulkShipmentSchema, type ShipmentOutcome } from '@aurelle/contract';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { shipOrder } from '../after-sales/ship-order.ts';
import { AppError } from '../errors.ts';

export interface BulkShipmentResult {
  message: string;
  shippedCount: number;
  refusedCount: number;
  results: ShipmentOutcome[];
}

/**
 * "Mark shipped" on several orders of the To ship view: each goes through the one shipping rule in its own
 * transaction (row lock, status change, the shopper's "shipped" e-mail), so one order refused (shipped meanwhile by
 * another admin, cancelled by the shopper) never holds back the others. A refusal is that order's answer; anything
 * else (the database gone) stops the batch and is the request's error: the orders shipped before it stay shipped.
 */
export async function shipOrders(
  db: Db,
  input: { adminId: string; shipments: ReadonlyArray<z.output<typeof bulkShipmentSchema>> },
): Promise<BulkShipmentResult> {
  const results: ShipmentOutcome[] = [];
  for (const { orderId, ...shipment } of input.shipments) {
    try {
      await shipOrder(db, { orderId, adminId: input.adminId, shipment, firstShipmentOnly: true });
      results.push({ orderId, shipped: true, message: null });
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      results.push({ orderId, shipped: false, message: error.message });
    }
  }
  const shippedCount = results.filter((result) => result.shipped).length;
  const refusedCount = results.length - shippedCount;
  return { message: bulkShipmentMessage(shippedCount, refusedCount), shippedCount, refusedCount, results };
}
