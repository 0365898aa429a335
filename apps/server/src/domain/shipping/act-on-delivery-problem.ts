import { eq } from 'drizzle-orm';
import type { DeliveryProblemAction } from '@aurelle/contract';
import { shipments } from '../../db/schema/index.ts';
import { ShiprocketError } from '../../infra/couriers/shiprocket-client.ts';
import { AppError, conflict, notFound } from '../errors.ts';
import type { ShippingDeps } from './advance-shipment.ts';

export const DELIVERY_PROBLEM_ANSWERED: Record<DeliveryProblemAction, string> = {
  reattempt: 'The courier will try to deliver again',
  return: 'The parcel will come back to the shop',
};

/**
 * The back office's answer to a failed delivery attempt, sent to Shiprocket (its NDR action): deliver again, or bring
 * the parcel back. Recorded only once Shiprocket has accepted it; its refusal is the admin's message (a 503).
 */
export async function actOnDeliveryProblem(
  deps: ShippingDeps,
  input: { orderId: string; action: DeliveryProblemAction; comments: string },
): Promise<string> {
  const [shipment] = await deps.db.select().from(shipments).where(eq(shipments.orderId, input.orderId)).limit(1);
  if (!shipment?.awb) throw notFound('This order has no Shiprocket parcel');
  if (!shipment.deliveryProblem || shipment.deliveryProblemAction)
    throw conflict('This parcel has no delivery problem waiting for an answer');
  try {
    await deps.shiprocket.ndrAction({
      awb: shipment.awb,
      action: input.action === 'reattempt' ? 're-attempt' : 'return',
      comments:
        input.comments || (input.action === 'reattempt' ? 'Please attempt the delivery again' : 'Please return the parcel to the shop'),
    });
  } catch (error) {
    if (error instanceof ShiprocketError) throw new AppError('SERVICE_UNAVAILABLE', `Shiprocket refused: ${error.message}`);
    throw error;
  }
  await deps.db.update(shipments).set({ deliveryProblemAction: input.action, updatedAt: new Date() }).where(eq(shipments.id, shipment.id));
  return DELIVERY_PROBLEM_ANSWERED[input.action];
}
