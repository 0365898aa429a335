import { and, asc, count, eq, gte, inArray, isNull, ne, sql } from 'drizzle-orm';
import {
  ADDRESS_STATE_NOT_LISTED_MESSAGE,
  COD_PAYMENT_METHOD,
  MAX_UNPAID_CHECKOUTS_PER_HOUR,
  TOO_MANY_UNPAID_CHECKOUTS_MESSAGE,
  indianStateByName,
  MAX_RUPEE_AMOUNT,
  productUnavailableAtCheckoutMessage,
  RESERVATION_TTL_MINUTES,
  rupeesToPaise,
  stockLimitMessage,
  unitPricePaise,
  variantLabel,
  type AddressSnapshot,
} from '@aurelle/contract';
import type { Db, DbOrTx } from '../../db/client.ts';
import { addresses, cartItems, couponRedemptions, orderItems, orders, orderStatusHistory, productVariants } from '../../db/schema/index.ts';
import { selectCartLines } from '../cart/select-cart-lines.ts';
import { lockProducts } from '../catalog/variants/lock-products.ts';
import { syncProductVariants } from '../../db/product-variants.ts';
import { AppError, badRequest } from '../errors.ts';
import { cancelUnpaidOrder } from './cancel-unpaid-order.ts';
import { isFirstOrder } from './is-first-order.ts';
import { lockShopper } from './lock-shopper.ts';
import { EMPTY_CART_MESSAGE, ORDER_TOO_LARGE_MESSAGE, outOfStockAtCheckoutMessage, SELECT_ADDRESS_MESSAGE } from './messages.ts';
import { scheduleReservationExpiry } from './schedule-reservation-expiry.ts';
import { cashOnDeliveryTerms } from '../after-sales/cod-terms.ts';
import { deliveryForCheckout } from '../delivery/delivery-for-checkout.ts';
import { readShopSettings } from '../tax/shop-settings.ts';
import { enqueueJob } from '../../infra/jobs/queue.ts';
import { ordersPlaced } from '../../infra/metrics.ts';
import { clearPurchasedLines } from './clear-purchased-lines.ts';
import { checkCoupon, chooseDiscount } from '../promotions/coupon-rules.ts';
import { couponUsage, findCoupon } from '../promotions/find-coupon.ts';
import { SEND_ORDER_CONFIRMATION_JOB } from './job-types.ts';

export interface PlacePendingOrderInput {
  userId: string;
  addressId: string | undefined;
  /** 'razorpay' for the card flow, 'paypal' for the legacy redirect flow, 'cod' for cash on delivery. */
  paymentMethod: 'razorpay' | 'paypal' | 'cod';
  /** The adapter that will take the payment: 'razorpay', 'simulated' or 'paypal'. */
  paymentProvider: string;
  /** A coupon code: checked here, under the code's lock; the better of it and the first-order discount applies. */
  couponCode?: string | undefined;
  /** Present when the order is a gift: wrapped at the shop's fee when asked, with a message for the card. */
  gift?: { wrap: boolean; message: string } | undefined;
  /** Standard (the default) or express delivery: refused where not offered, priced here. */
  deliveryOption?: 'standard' | 'express' | undefined;
  now?: Date;
}

export interface PlacedOrder {
  orderId: string;
  totalPaise: number;
  subtotalPaise: number;
  discountPaise: number;
  /** Null for cash on delivery: its units stay reserved until it is delivered, refused or cancelled. */
  reservationExpiresAt: Date | null;
}

/**
 * Checkout, in ONE transaction: recomputes the amount from the cart and the first-order rule (client amounts
 * never reach here), reserves every line with a conditional decrement (a line that does not fit rolls the
 * whole thing back), snapshots items and address into a pending order and schedules the reservation's expiry.
 * The shopper's earlier unpaid checkouts are cancelled first, so one shopper holds one reservation at a time.
 */
export async function placePendingOrder(db: Db, input: PlacePendingOrderInput): Promise<PlacedOrder> {
  const now = input.now ?? new Date();
  const placed = await db.transaction(async (tx) => {
    await lockShopper(tx, input.userId);
    // Unpaid checkouts hold stock: an account that keeps starting them without paying is stopped for an hour.
    if (input.paymentMethod !== COD_PAYMENT_METHOD) await refuseHoarding(tx, input.userId, now);
    const earlier = await tx
      .select({ id: orders.id })
      .from(orders)
      .where(and(eq(orders.userId, input.userId), eq(orders.status, 'pending'), eq(orders.paymentStatus, 'pending')));
    // Every product this checkout touches (its cart's, and the earlier checkouts' whose units go back) is locked in
    // one batch in id order before any size is read or reserved (lockProducts): concurrent checkouts and admin edits
    // serialize per product, cannot deadlock, and the prices read below are the ones charged.
    const inCart = await tx.selectDistinct({ productId: cartItems.productId }).from(cartItems).where(eq(cartItems.userId, input.userId));
    const inEarlier =
      earlier.length === 0
        ? []
        : await tx
            .selectDistinct({ productId: orderItems.productId })
            .from(orderItems)
            .where(
              inArray(
                orderItems.orderId,
                earlier.map((order) => order.id),
              ),
            );
    const productIds = inCart.map((line) => line.productId);
    await lockProducts(tx, [...productIds, ...inEarlier.flatMap((line) => (line.productId ? [line.productId] : []))]);

    const lines = await selectCartLines(tx, input.userId).orderBy(asc(cartItems.productId), asc(cartItems.variantId));
    if (lines.length === 0) throw badRequest(EMPTY_CART_MESSAGE).because({ code: 'EMPTY_CART' });
    // A product archived since it was put in the cart is not sold: refused before anything changes.
    const archived = lines.find((line) => line.isArchived);
    if (archived) {
      const message = productUnavailableAtCheckoutMessage(archived.title);
      throw badRequest(message, { [`items.${archived.productId}`]: [message] });
    }

    const [address] = input.addressId
      ? await tx
          .select()
          .from(addresses)
          .where(and(eq(addresses.id, input.addressId), eq(addresses.userId, input.userId)))
          .limit(1)
      : [];
    if (!address) throw badRequest(SELECT_ADDRESS_MESSAGE, { addressId: [SELECT_ADDRESS_MESSAGE] });
    // The invoice's place of supply is the delivery state: a free-text state saved before the list is
    // refused here, before any earlier checkout is cancelled or any stock reserved.
    if (!indianStateByName(address.state))
      throw badRequest(ADDRESS_STATE_NOT_LISTED_MESSAGE, { addressId: [ADDRESS_STATE_NOT_LISTED_MESSAGE] }).because({
        code: 'ADDRESS_STATE_NOT_LISTED',
      });
    // Delivery: the PIN code known, in the address's state, served, express offered if asked for.
    const delivery = await deliveryForCheckout(tx, address, input.deliveryOption);

    for (const order of earlier) await cancelUnpaidOrder(tx, { orderId: order.id, reason: 'Replaced by a newer checkout' });

    // Each size at its price at `now`: a sale counts only within its window (decision 081).
    const pricedLines = lines.map((line) => ({ ...line, unitPricePaise: unitPricePaise(line, now) }));
    const firstOrder = await isFirstOrder(tx, input.userId);
    // The code's row stays locked to the end of this transaction: racing checkouts take its last use one at a time.
    const coupon = input.couponCode ? await findCoupon(tx, input.couponCode, { lock: true }) : undefined;
    const couponCheck = input.couponCode
      ? checkCoupon(coupon, pricedLines, {
          now,
          usage: coupon ? await couponUsage(tx, coupon.id, input.userId) : { total: 0, byShopper: 0 },
          isFirstOrder: firstOrder,
        })
      : undefined;
    if (couponCheck && !couponCheck.ok) {
      throw badRequest(couponCheck.message, { couponCode: [couponCheck.message] }).because({
        code: 'COUPON_REFUSED',
        why: couponCheck.reason,
      });
    }
    const totals = chooseDiscount(pricedLines, { isFirstOrder: firstOrder, coupon: couponCheck });
    // An order total above ₹1,00,00,000 would overflow its paise column (finding 9).
    if (totals.subtotalPaise > rupeesToPaise(MAX_RUPEE_AMOUNT)) throw badRequest(ORDER_TOO_LARGE_MESSAGE);
    // Cash on delivery is checked on the amounts just computed, in this transaction: the limit, the fee, a refusal.
    const cashOnDelivery =
      input.paymentMethod === COD_PAYMENT_METHOD
        ? await cashOnDeliveryTerms(tx, input.userId, totals.totalPaise, address.postalCode)
        : undefined;

    // A size reserves only what it holds, and a hidden size holds nothing.
    for (const line of pricedLines) {
      const reserved = await tx
        .update(productVariants)
        .set({ stock: sql`${productVariants.stock} - ${line.quantity}`, updatedAt: now })
        .where(and(eq(productVariants.id, line.variantId), eq(productVariants.isHidden, false), gte(productVariants.stock, line.quantity)))
        .returning({ id: productVariants.id });
      if (reserved.length === 0) {
        const [current] = await tx
          .select({ stock: productVariants.stock, isHidden: productVariants.isHidden })
          .from(productVariants)
          .where(eq(productVariants.id, line.variantId));
        const available = current && !current.isHidden ? current.stock : 0;
        const message = available > 0 ? stockLimitMessage(available) : outOfStockAtCheckoutMessage(line.title);
        throw badRequest(message, { [`items.${line.productId}`]: [message] });
      }
    }
    for (const productId of productIds) await syncProductVariants(tx, productId);

    const addressSnapshot: AddressSnapshot = {
      fullName: address.fullName,
      phoneNumber: address.phoneNumber,
      addressLine1: address.addressLine1,
      addressLine2: address.addressLine2,
      city: address.city,
      state: address.state,
      postalCode: address.postalCode,
    };
    const reservationExpiresAt = cashOnDelivery ? null : new Date(now.getTime() + RESERVATION_TTL_MINUTES * 60_000);
    const codFeePaise = cashOnDelivery?.feePaise ?? 0;
    // Gift wrapping is charged at today's fee, after any discount, like the cash-on-delivery fee.
    const giftWrapFeePaise = input.gift?.wrap ? (await readShopSettings(tx)).giftWrapFeePaise : 0;
    // The delivery fee is on the goods after any discount (free from the shop's threshold), added like the fees above.
    const deliveryFeePaise = delivery.feeFor(totals.totalPaise);
    const orderTotalPaise = totals.totalPaise + codFeePaise + giftWrapFeePaise + deliveryFeePaise;
    const [order] = await tx
      .insert(orders)
      .values({
        userId: input.userId,
        // A cash-on-delivery order is confirmed at once; it is paid when the cash is collected.
        status: cashOnDelivery ? 'confirmed' : 'pending',
        paymentStatus: 'pending',
        paymentMethod: input.paymentMethod,
        paymentProvider: input.paymentProvider,
        subtotalPaise: totals.subtotalPaise,
        discountPaise: totals.discountPaise,
        totalPaise: orderTotalPaise,
        codFeePaise,
        deliveryOption: delivery.option,
        deliveryFeePaise,
        isGift: input.gift !== undefined,
        giftWrap: input.gift?.wrap ?? false,
        giftWrapFeePaise,
        giftMessage: input.gift?.message ? input.gift.message : null,
        discountKind: totals.applied === 'none' ? null : totals.applied,
        couponCode: totals.applied === 'coupon' ? (coupon?.code ?? null) : null,
        addressSnapshot,
        reservationExpiresAt,
        createdAt: now,
        updatedAt: now,
      })
      .returning({ id: orders.id });
    if (!order) throw new Error('Order insert returned no row');
    await tx.insert(orderItems).values(
      pricedLines.map((line, index) => ({
        orderId: order.id,
        productId: line.productId,
        variantId: line.variantId,
        variantLabel: variantLabel(line),
        sku: line.sku,
        title: line.title,
        image: line.variantImage ?? line.productImage,
        unitPricePaise: line.unitPricePaise,
        quantity: line.quantity,
        hsnCode: line.hsnCode,
        gstRateBasisPoints: line.gstRateBasisPoints,
        discountPaise: totals.lineDiscounts[index] ?? 0,
      })),
    );
    if (totals.applied === 'coupon' && coupon) {
      await tx
        .insert(couponRedemptions)
        .values({ couponId: coupon.id, orderId: order.id, userId: input.userId, discountPaise: totals.discountPaise });
    }
    if (!reservationExpiresAt) {
      await tx
        .insert(orderStatusHistory)
        .values({ orderId: order.id, fromStatus: null, toStatus: 'confirmed', reason: 'Cash on delivery' });
      await clearPurchasedLines(tx, input.userId, order.id);
      await enqueueJob(tx, SEND_ORDER_CONFIRMATION_JOB, { orderId: order.id }, { dedupeKey: `order-confirmation:${order.id}` });
      return { orderId: order.id, ...placedTotals(totals), totalPaise: orderTotalPaise, reservationExpiresAt };
    }
    await tx.insert(orderStatusHistory).values({ orderId: order.id, fromStatus: null, toStatus: 'pending', reason: 'Checkout started' });
    await scheduleReservationExpiry(tx, { orderId: order.id, expiresAt: reservationExpiresAt });
    return { orderId: order.id, ...placedTotals(totals), totalPaise: orderTotalPaise, reservationExpiresAt };
  });
  ordersPlaced.inc({ payment_method: input.paymentMethod });
  return placed;
}

function placedTotals(totals: { subtotalPaise: number; discountPaise: number; totalPaise: number }) {
  return { subtotalPaise: totals.subtotalPaise, discountPaise: totals.discountPaise, totalPaise: totals.totalPaise };
}

/** The last hour's checkouts of this shopper that were never paid (abandoned, replaced, failed, still waiting). */
async function refuseHoarding(tx: DbOrTx, userId: string, now: Date): Promise<void> {
  const [recent] = await tx
    .select({ unpaid: count() })
    .from(orders)
    .where(
      and(
        eq(orders.userId, userId),
        isNull(orders.paidAt),
        ne(orders.paymentMethod, COD_PAYMENT_METHOD),
        gte(orders.createdAt, new Date(now.getTime() - 60 * 60_000)),
      ),
    );
  if ((recent?.unpaid ?? 0) >= MAX_UNPAID_CHECKOUTS_PER_HOUR) {
    throw new AppError('RATE_LIMITED', TOO_MANY_UNPAID_CHECKOUTS_MESSAGE).because({ code: 'TOO_MANY_UNPAID_CHECKOUTS' });
  }
}
