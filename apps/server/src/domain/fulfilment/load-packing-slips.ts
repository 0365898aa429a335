import { asc, inArray } from 'drizzle-orm';
import { DELIVERY_OPTION_LABELS, maskGiftCardCode, orderDiscountLabel } from '@aurelle/contract';
import type { DbOrTx } from '../../db/client.ts';
import { orderItems, orders } from '../../db/schema/index.ts';
import { notFound } from '../errors.ts';
import type { PackingSlip } from './render-packing-slips-pdf.ts';

export const PACKING_SLIP_ORDER_NOT_FOUND_MESSAGE = 'Some of these orders were not found';

/** The slips of these orders, in the order asked; lines as the invoice lists them (by title). */
export async function loadPackingSlips(db: DbOrTx, orderIds: readonly string[]): Promise<PackingSlip[]> {
  const rows = await db
    .select()
    .from(orders)
    .where(inArray(orders.id, [...orderIds]));
  if (rows.length !== orderIds.length) throw notFound(PACKING_SLIP_ORDER_NOT_FOUND_MESSAGE);
  const lines = await db
    .select()
    .from(orderItems)
    .where(inArray(orderItems.orderId, [...orderIds]))
    .orderBy(asc(orderItems.title), asc(orderItems.id));
  const byId = new Map(rows.map((row) => [row.id, row]));
  return orderIds.map((id) => {
    const order = byId.get(id);
    if (!order) throw notFound(PACKING_SLIP_ORDER_NOT_FOUND_MESSAGE);
    return {
      orderId: order.id,
      orderDate: order.createdAt.toISOString(),
      paymentMethod: order.paymentMethod,
      address: order.addressSnapshot,
      lines: lines
        .filter((line) => line.orderId === id)
        .map((line) => ({
          title: line.title,
          variantLabel: line.variantLabel,
          sku: line.sku,
          quantity: line.quantity,
          unitPricePaise: line.unitPricePaise,
        })),
      gift: order.isGift ? { wrap: order.giftWrap, message: order.giftMessage ?? '' } : null,
      subtotalPaise: order.subtotalPaise,
      discount: order.discountPaise > 0 ? { label: orderDiscountLabel(order), paise: order.discountPaise } : null,
      delivery: { label: DELIVERY_OPTION_LABELS[order.deliveryOption], paise: order.deliveryFeePaise },
      codFeePaise: order.codFeePaise,
      giftWrapFeePaise: order.giftWrapFeePaise,
      totalPaise: order.totalPaise,
      giftCard:
        order.giftCardPaise > 0
          ? { label: `Gift card ${maskGiftCardCode(order.giftCardLastFour ?? '')}`, paise: order.giftCardPaise }
          : null,
    };
  });
}
