import { and, asc, eq, gte, sql } from 'drizzle-orm';
import {
  computeOrderTotals,
  MAX_RUPEE_AMOUNT,
  RESERVATION_TTL_MINUTES,
  rupeesToPaise,
  stockLimitMessage,
  unitPricePaise,
  type AddressSnapshot,
} from '@aurelle/contract';
import type { Db } from '../../db/client.ts';
import { addresses, cartItems, orderItems, orders, orderStatusHistory, products } from '../../db/schema/index.ts';
import { badRequest } from '../errors.ts';
import { cancelUnpaidOrder } from './cancel-unpaid-order.ts';
import { isFirstOrder } from './is-first-order.ts';
import { lockShopper } from './lock-shopper.ts';
import { EMPTY_CART_MESSAGE, ORDER_TOO_LARGE_MESSAGE, outOfStockAtCheckoutMessage, SELECT_ADDRESS_MESSAGE } from './messages.ts';
import { scheduleReservationExpiry } from './schedule-reservation-expiry.ts';

export interface PlacePendingOrderInput {
  userId: string;
  addressId: string | undefined;
  /** 'razorpay' for the card flow, 'paypal' for the legacy redirect flow. */
  paymentMethod: 'razorpay' | 'paypal';
  /** The adapter that will take the payment: 'razorpay', 'simulated' or 'paypal'. */
  paymentProvider: string;
  now?: Date;
}

export interface PlacedOrder {
  orderId: string;
  totalPaise: number;
  subtotalPaise: number;
  discountPaise: number;
  reservationExpiresAt: Date;
}

/**
 * Checkout, in ONE transaction: recomputes the amount from the cart and the first-order rule (client amounts
 * never reach here), reserves every line with a conditional decrement (a line that does not fit rolls the
 * whole thing back), snapshots items and address into a pending order and schedules the reservation's expiry.
 * The shopper's earlier unpaid checkouts are cancelled first, so one shopper holds one reservation at a time.
 */
export async function placePendingOrder(db: Db, input: PlacePendingOrderInput): Promise<PlacedOrder> {
  const now = input.now ?? new Date();
  return db.transaction(async (tx) => {
    await lockShopper(tx, input.userId);

    const lines = await tx
      .select({
        productId: cartItems.productId,
        quantity: cartItems.quantity,
        title: products.title,
        image: products.image,
        pricePaise: products.pricePaise,
        salePricePaise: products.salePricePaise,
      })
      .from(cartItems)
      .innerJoin(products, eq(products.id, cartItems.productId))
      .where(eq(cartItems.userId, input.userId))
      .orderBy(asc(cartItems.productId));
    if (lines.length === 0) throw badRequest(EMPTY_CART_MESSAGE).because({ code: 'EMPTY_CART' });

    const [address] = input.addressId
      ? await tx
          .select()
          .from(addresses)
          .where(and(eq(addresses.id, input.addressId), eq(addresses.userId, input.userId)))
          .limit(1)
      : [];
    if (!address) throw badRequest(SELECT_ADDRESS_MESSAGE, { addressId: [SELECT_ADDRESS_MESSAGE] });

    const earlier = await tx
      .select({ id: orders.id })
      .from(orders)
      .where(and(eq(orders.userId, input.userId), eq(orders.status, 'pending'), eq(orders.paymentStatus, 'pending')));
    for (const order of earlier) await cancelUnpaidOrder(tx, { orderId: order.id, reason: 'Replaced by a newer checkout' });

    const pricedLines = lines.map((line) => ({ ...line, unitPricePaise: unitPricePaise(line) }));
    const totals = computeOrderTotals(pricedLines, await isFirstOrder(tx, input.userId));
    // An order total above ₹1,00,00,000 would overflow its paise column (issue 13, finding 9).
    if (totals.subtotalPaise > rupeesToPaise(MAX_RUPEE_AMOUNT)) throw badRequest(ORDER_TOO_LARGE_MESSAGE);

    // Sorted by product id: concurrent checkouts lock products in the same order and cannot deadlock.
    for (const line of pricedLines) {
      const reserved = await tx
        .update(products)
        .set({ totalStock: sql`${products.totalStock} - ${line.quantity}`, updatedAt: now })
        .where(and(eq(products.id, line.productId), gte(products.totalStock, line.quantity)))
        .returning({ id: products.id });
      if (reserved.length === 0) {
        const [current] = await tx.select({ totalStock: products.totalStock }).from(products).where(eq(products.id, line.productId));
        const available = current?.totalStock ?? 0;
        const message = available > 0 ? stockLimitMessage(available) : outOfStockAtCheckoutMessage(line.title);
        throw badRequest(message, { [`items.${line.productId}`]: [message] });
      }
    }

    const addressSnapshot: AddressSnapshot = {
      fullName: address.fullName,
      phoneNumber: address.phoneNumber,
      addressLine1: address.addressLine1,
      addressLine2: address.addressLine2,
      city: address.city,
      state: address.state,
      postalCode: address.postalCode,
    };
    const reservationExpiresAt = new Date(now.getTime() + RESERVATION_TTL_MINUTES * 60_000);
    const [order] = await tx
      .insert(orders)
      .values({
        userId: input.userId,
        status: 'pending',
        paymentStatus: 'pending',
        paymentMethod: input.paymentMethod,
        paymentProvider: input.paymentProvider,
        subtotalPaise: totals.subtotalPaise,
        discountPaise: totals.discountPaise,
        totalPaise: totals.totalPaise,
        addressSnapshot,
        reservationExpiresAt,
        createdAt: now,
        updatedAt: now,
      })
      .returning({ id: orders.id });
    if (!order) throw new Error('Order insert returned no row');
    await tx.insert(orderItems).values(
      pricedLines.map((line) => ({
        orderId: order.id,
        productId: line.productId,
        title: line.title,
        image: line.image,
        unitPricePaise: line.unitPricePaise,
        quantity: line.quantity,
      })),
    );
    await tx.insert(orderStatusHistory).values({ orderId: order.id, fromStatus: null, toStatus: 'pending', reason: 'Checkout started' });
    await scheduleReservationExpiry(tx, { orderId: order.id, expiresAt: reservationExpiresAt });
    return { orderId: order.id, ...totals, reservationExpiresAt };
  });
}
