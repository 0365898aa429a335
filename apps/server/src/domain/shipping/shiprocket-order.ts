import { eq } from 'drizzle-orm';
import { COD_PAYMENT_METHOD, formatIstIso, paiseToRupees } from '@aurelle/contract';
import type { DbOrTx } from '../../db/client.ts';
import { orderItems, orders, productVariants, users } from '../../db/schema/index.ts';
import type { ShiprocketOrderInput } from '../../infra/couriers/shiprocket-client.ts';
import { notFound } from '../errors.ts';
import { ORDER_NOT_FOUND_MESSAGE } from '../orders/messages.ts';
import { orderLineTitle } from '../orders/order-line-title.ts';
import { readShopSettings } from '../tax/shop-settings.ts';

export interface Parcel {
  weightKg: number;
  lengthCm: number;
  breadthCm: number;
  heightCm: number;
}

interface PackedUnit {
  weightGrams: number;
  box: { lengthCm: number; breadthCm: number; heightCm: number };
  units: number;
}

/**
 * One parcel for the whole order: the units' weights added up, in the largest of their boxes (by volume). Each size's
 * own weight and box, else the shop's defaults (Settings).
 */
export function packParcel(lines: readonly PackedUnit[], defaultBox: PackedUnit['box']): Parcel {
  const grams = lines.reduce((sum, line) => sum + line.weightGrams * line.units, 0);
  const volume = (box: PackedUnit['box']) => box.lengthCm * box.breadthCm * box.heightCm;
  const boxes = lines.map((line) => line.box);
  const largest = boxes.reduce((big, box) => (volume(box) > volume(big) ? box : big), boxes[0] ?? defaultBox);
  return { weightKg: Math.max(grams, 1) / 1000, ...largest };
}

/** "Asha Rao" → first and last name, as Shiprocket's billing fields want them. */
function splitName(fullName: string): { firstName: string; lastName: string } {
  const [firstName = fullName, ...rest] = fullName.trim().split(/\s+/);
  return { firstName, lastName: rest.join(' ') };
}

/** Our order as Shiprocket's "adhoc" order: its delivery address, lines, payment and parcel. */
export async function shiprocketOrderFor(
  db: DbOrTx,
  orderId: string,
  pickupLocation: string,
): Promise<ShiprocketOrderInput & { parcel: Parcel }> {
  const [order] = await db
    .select({ order: orders, email: users.email })
    .from(orders)
    .innerJoin(users, eq(users.id, orders.userId))
    .where(eq(orders.id, orderId))
    .limit(1);
  if (!order) throw notFound(ORDER_NOT_FOUND_MESSAGE);
  const settings = await readShopSettings(db);
  const lines = await db
    .select({
      title: orderItems.title,
      variantLabel: orderItems.variantLabel,
      sku: orderItems.sku,
      quantity: orderItems.quantity,
      unitPricePaise: orderItems.unitPricePaise,
      weightGrams: productVariants.shippingWeightGrams,
      lengthCm: productVariants.boxLengthCm,
      breadthCm: productVariants.boxBreadthCm,
      heightCm: productVariants.boxHeightCm,
    })
    .from(orderItems)
    .leftJoin(productVariants, eq(productVariants.id, orderItems.variantId))
    .where(eq(orderItems.orderId, orderId))
    .orderBy(orderItems.id);
  const address = order.order.addressSnapshot;
  const defaultBox = {
    lengthCm: settings.defaultBoxLengthCm,
    breadthCm: settings.defaultBoxBreadthCm,
    heightCm: settings.defaultBoxHeightCm,
  };
  const isCod = order.order.paymentMethod === COD_PAYMENT_METHOD;
  return {
    orderId,
    orderDate: formatIstIso(order.order.createdAt).slice(0, 16).replace('T', ' '),
    pickupLocation,
    customer: { ...splitName(address.fullName), email: order.email, phone: address.phoneNumber },
    address: {
      line1: address.addressLine1,
      line2: address.addressLine2 ?? '',
      city: address.city,
      state: address.state,
      pinCode: address.postalCode,
    },
    items: lines.map((line, index) => ({
      name: orderLineTitle(line),
      // Shiprocket requires a SKU: lines bought before sizes had one get a stable stand-in.
      sku: line.sku ?? `${orderId.slice(0, 8)}-${index + 1}`,
      units: line.quantity,
      sellingPrice: paiseToRupees(line.unitPricePaise),
    })),
    paymentMethod: isCod ? 'COD' : 'Prepaid',
    // For cash on delivery, exactly what the courier collects at the door: the order's total.
    subTotal: paiseToRupees(order.order.totalPaise),
    parcel: packParcel(
      lines.map((line) => ({
        weightGrams: line.weightGrams ?? settings.defaultShippingWeightGrams,
        box: {
          lengthCm: line.lengthCm ?? settings.defaultBoxLengthCm,
          breadthCm: line.breadthCm ?? settings.defaultBoxBreadthCm,
          heightCm: line.heightCm ?? settings.defaultBoxHeightCm,
        },
        units: line.quantity,
      })),
      defaultBox,
    ),
  };
}
