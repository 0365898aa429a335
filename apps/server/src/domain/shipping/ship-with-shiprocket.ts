import { shiprocketShipmentMessage, type ShiprocketShipmentOutcome } from '@aurelle/contract';
import { AppError } from '../errors.ts';
import { advanceShipment, type ShippingDeps } from './advance-shipment.ts';

export interface ShipWithShiprocketResult {
  message: string;
  shippedCount: number;
  failedCount: number;
  results: ShiprocketShipmentOutcome[];
}

const notStarted = (orderId: string, message: string): ShiprocketShipmentOutcome => ({
  orderId,
  shipped: false,
  step: 'order',
  awb: null,
  courierName: null,
  lastError: message,
  hasLabel: false,
  hasManifest: false,
  trackingStatus: null,
  etd: null,
  deliveryProblem: null,
  deliveryProblemAt: null,
  deliveryProblemAction: null,
});

/**
 * "Ship with Shiprocket" on one order or a selection: each order goes through its steps on its own, so one refused
 * (its PIN code unserved, cancelled meanwhile) never holds back the others; its answer says where it stopped and why.
 * The same request again retries the failed ones from their step.
 */
export async function shipWithShiprocket(
  deps: ShippingDeps,
  input: { orderIds: readonly string[]; courierId: number | null; adminId: string },
): Promise<ShipWithShiprocketResult> {
  const results: ShiprocketShipmentOutcome[] = [];
  for (const orderId of input.orderIds) {
    try {
      const state = await advanceShipment(deps, { orderId, courierId: input.courierId, adminId: input.adminId });
      results.push({ ...state, shipped: state.step === 'done' });
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      results.push(notStarted(orderId, error.message));
    }
  }
  const shippedCount = results.filter((result) => result.shipped).length;
  const failedCount = results.length - shippedCount;
  return { message: shiprocketShipmentMessage(shippedCount, failedCount), shippedCount, failedCount, results };
}
