import { maskGiftCardCode, orderDiscountLabel } from '@aurelle/contract';
import { and, asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { orderItems, orders } from '../../db/schema/index.ts';
import { orderLineTitle } from '../orders/order-line-title.ts';

export interface SimulatedApproval {
  orderId: string;
  paymentId: string;
  totalPaise: number;
  discountPaise: number;
  discountLabel: string;
  /** Delivery and gift wrap, so the page's rows add up to the order total. */
  charges: Array<{ label: string; amountPaise: number }>;
  /** The gift card's share, paid already: the provider is asked only for the rest. */
  giftCard: { label: string; amountPaise: number } | null;
  amountToPayPaise: number;
  isAwaitingPayment: boolean;
  items: Array<{ title: string; quantity: number; unitPricePaise: number }>;
}

/** The shopper's own legacy order taken by the simulated provider, for its approval page; undefined otherwise. */
export async function findSimulatedApproval(
  db: DbOrTx,
  input: { userId: string; orderId: string },
): Promise<SimulatedApproval | undefined> {
  const [order] = await db
    .select()
    .from(orders)
    .where(
      and(
        eq(orders.id, input.orderId),
        eq(orders.userId, input.userId),
        eq(orders.paymentMethod, 'paypal'),
        eq(orders.paymentProvider, 'simulated'),
      ),
    )
    .limit(1);
  if (!order?.providerOrderId) return undefined;
  const items = await db
    .select({
      title: orderItems.title,
      variantLabel: orderItems.variantLabel,
      quantity: orderItems.quantity,
      unitPricePaise: orderItems.unitPricePaise,
    })
    .from(orderItems)
    .where(eq(orderItems.orderId, order.id))
    .orderBy(asc(orderItems.title));
  return {
    orderId: order.id,
    paymentId: order.providerOrderId,
    totalPaise: order.totalPaise,
    discountPaise: order.discountPaise,
    discountLabel: orderDiscountLabel(order),
    charges: [
      { label: 'Delivery', amountPaise: order.deliveryFeePaise },
      { label: 'Gift wrap', amountPaise: order.giftWrapFeePaise },
    ].filter((charge) => charge.amountPaise > 0),
    giftCard:
      order.giftCardPaise > 0 && order.giftCardLastFour
        ? { label: `Gift card ${maskGiftCardCode(order.giftCardLastFour)}`, amountPaise: order.giftCardPaise }
        : null,
    amountToPayPaise: order.totalPaise - order.giftCardPaise,
    isAwaitingPayment: order.status === 'pending' && order.paymentStatus === 'pending',
    items: items.map((item) => ({ title: orderLineTitle(item), quantity: item.quantity, unitPricePaise: item.unitPricePaise })),
  };
}
