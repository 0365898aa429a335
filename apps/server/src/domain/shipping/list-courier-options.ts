import { inArray } from 'drizzle-orm';
import type { CourierOption, CourierOptionsResponse } from '@aurelle/contract';
import type { Db } from '../../db/client.ts';
import { shipments } from '../../db/schema/index.ts';
import { ShiprocketError, type Serviceability } from '../../infra/couriers/shiprocket-client.ts';
import { readShopSettings } from '../tax/shop-settings.ts';
import type { ShippingDeps } from './advance-shipment.ts';
import { shiprocketOrderFor } from './shiprocket-order.ts';

const later = (a: string | null, b: string | null) => (a === null ? b : b === null ? a : a > b ? a : b);

/**
 * The couriers that serve every selected order, for the admin to pick one: each with its rate added up over the
 * orders and its latest estimated delivery, recommended when Shiprocket recommends it for all of them. An order
 * already at Shiprocket is quoted by its Shiprocket order; the others by PIN codes (from the shop's registered
 * address), weight and payment.
 */
export async function listCourierOptions(
  deps: ShippingDeps,
  orderIds: readonly string[],
): Promise<Omit<CourierOptionsResponse, 'success'>> {
  const settings = await readShopSettings(deps.db);
  const created = await knownShiprocketOrders(deps.db, orderIds);
  const unserviceable: CourierOptionsResponse['unserviceable'] = [];
  const quotes: Serviceability[] = [];
  for (const orderId of orderIds) {
    try {
      const providerOrderId = created.get(orderId);
      const order = await shiprocketOrderFor(deps.db, orderId, deps.shiprocket.pickupLocation);
      const quote = await deps.shiprocket.serviceability(
        providerOrderId
          ? { providerOrderId }
          : {
              pickupPostcode: settings.postalCode,
              deliveryPostcode: order.address.pinCode,
              weightKg: order.parcel.weightKg,
              isCod: order.paymentMethod === 'COD',
            },
      );
      if (quote.couriers.length === 0) unserviceable.push({ orderId, message: 'No courier delivers to this PIN code' });
      else quotes.push(quote);
    } catch (error) {
      if (!(error instanceof ShiprocketError)) throw error;
      unserviceable.push({ orderId, message: error.message });
    }
  }
  return { couriers: combine(quotes), unserviceable };
}

async function knownShiprocketOrders(db: Db, orderIds: readonly string[]): Promise<Map<string, string>> {
  const rows = await db
    .select({ orderId: shipments.orderId, providerOrderId: shipments.providerOrderId })
    .from(shipments)
    .where(inArray(shipments.orderId, [...orderIds]));
  return new Map(rows.flatMap((row) => (row.providerOrderId ? [[row.orderId, row.providerOrderId] as const] : [])));
}

/** Couriers in every quote, their rates added up, cheapest first. */
function combine(quotes: readonly Serviceability[]): CourierOption[] {
  const [first, ...rest] = quotes;
  if (!first) return [];
  const options = new Map<number, CourierOption>(
    first.couriers.map((courier) => [
      courier.courierId,
      {
        courierId: courier.courierId,
        name: courier.name,
        rate: courier.rate,
        estimatedDelivery: courier.estimatedDelivery,
        estimatedDays: courier.estimatedDays,
        isRecommended: first.recommendedCourierId === courier.courierId,
      },
    ]),
  );
  for (const quote of rest) {
    for (const [courierId, option] of options) {
      const courier = quote.couriers.find((candidate) => candidate.courierId === courierId);
      if (!courier) {
        options.delete(courierId);
        continue;
      }
      option.rate = Math.round((option.rate + courier.rate) * 100) / 100;
      option.estimatedDelivery = later(option.estimatedDelivery, courier.estimatedDelivery);
      option.estimatedDays =
        option.estimatedDays === null || courier.estimatedDays === null ? null : Math.max(option.estimatedDays, courier.estimatedDays);
      option.isRecommended &&= quote.recommendedCourierId === courierId;
    }
  }
  return [...options.values()].sort((a, b) => a.rate - b.rate);
}
