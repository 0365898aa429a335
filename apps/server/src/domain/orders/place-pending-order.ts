import { isDeepStrictEqual } from 'node:util';
import { and, count, eq, gte, inArray, isNull, ne, sql } from 'drizzle-orm';
import {
  COD_PAYMENT_METHOD,
  MAX_UNPAID_CHECKOUTS_PER_HOUR,
  TOO_MANY_UNPAID_CHECKOUTS_MESSAGE,
  RESERVATION_TTL_MINUTES,
  type AddressSnapshot,
} from '@aurelle/contract';
import type { Db, DbOrTx } from '../../db/client.ts';
import { couponRedemptions, orderItems, orders, orderStatusHistory, productVariants } from '../../db/schema/index.ts';
import { lockProducts } from '../catalog/variants/lock-products.ts';
import { syncProductVariants } from '../../db/product-variants.ts';
import { priceCheckout, readCheckoutCart, shortLineRefusal, stockRefusal, type PricedCheckout } from '../checkout/price-checkout.ts';
import { AppError, badRequest } from '../errors.ts';
import { markOrderPaid } from '../payments/mark-order-paid.ts';
import { cancelUnpaidOrder } from './cancel-unpaid-order.ts';
import { findUnpaidCheckouts } from './find-unpaid-checkouts.ts';
import { lockShopper } from './lock-shopper.ts';
import { addressSnapshotOf } from '../address/present-address.ts';
import { SELECT_ADDRESS_MESSAGE } from './messages.ts';
import { scheduleReservationExpiry } from './schedule-reservation-expiry.ts';
import { enqueueJob } from '../../infra/jobs/queue.ts';
import { ordersPlaced } from '../../infra/metrics.ts';
import { clearPurchasedLines } from './clear-purchased-lines.ts';
import { SEND_ORDER_CONFIRMATION_JOB } from './job-types.ts';
import { EXPIRE_COD_CONFIRMATION_JOB } from '../cod-confirmation/job-types.ts';
import { queueWhatsAppUpdate, resumeWhatsAppUpdates } from '../whatsapp/queue-whatsapp-update.ts';
import { orderGiftCardColumns, spendOrderGiftCard } from '../gift-cards/order-gift-card.ts';
import { offeredProductIds } from '../offers/read-live-offers.ts';

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
  /** The shopper asked for WhatsApp updates on this order, at the delivery address's phone. */
  whatsappUpdates?: boolean | undefined;
  /** Cash on delivery: hours the shopper has to confirm it before it is cancelled (decision 097); 24 by default. */
  codConfirmWithinHours?: number | undefined;
  now?: Date;
  /** A gift card paying first (decision 104): spent here, under its row lock, in this transaction. */
  giftCardCode?: string | undefined;
  /** The free sample chosen when a "choose a free sample" offer applies (decision 106). */
  freeSampleVariantId?: string | undefined;
}

export interface PlacedOrder {
  orderId: string;
  totalPaise: number;
  subtotalPaise: number;
  discountPaise: number;
  /** Null for cash on delivery: its units stay reserved until it is delivered, refused or cancelled. */
  reservationExpiresAt: Date | null;
  /** Nothing was left to pay (a code worth the whole order): the order is confirmed and invoiced already. */
  paidInFull: boolean;
  /** The total less what a gift card paid: what the provider is asked for (or the courier collects). */
  amountToPayPaise: number;
}

const DEFAULT_COD_CONFIRM_HOURS = 24;

function codConfirmationDueAt(placedAt: Date, hours = DEFAULT_COD_CONFIRM_HOURS): Date {
  return new Date(placedAt.getTime() + hours * 3_600_000);
}

/** The provider of an order with nothing to pay: none was asked. */
export const NO_PROVIDER = 'none';

/**
 * Checkout, in ONE transaction: prices the cart with `priceCheckout` under the locks (client amounts never reach
 * here), reserves every line with a conditional decrement (a line that does not fit rolls the whole thing back) and
 * snapshots items and address into the order: pending with its reservation's expiry scheduled (online), confirmed at
 * once (cash on delivery), or confirmed and paid (nothing to pay). The shopper's earlier unpaid checkouts are cancelled
 * first, so one shopper holds one reservation at a time.
 */
export async function placePendingOrder(db: Db, input: PlacePendingOrderInput): Promise<PlacedOrder> {
  const now = input.now ?? new Date();
  const options: PlacingOptions = { lockEveryOfferedProduct: false, writeBeforeLocks: true };
  // At most one retry for each way the first look can turn out wrong under the locks.
  for (let attempt = 0; ; attempt += 1) {
    try {
      const placed = await placeInOneTransaction(db, input, now, options);
      ordersPlaced.inc({ payment_method: input.paymentMethod });
      return placed;
    } catch (error) {
      if (attempt >= 2) throw error;
      if (error instanceof FreeSizeNotLocked) options.lockEveryOfferedProduct = true;
      else if (error instanceof OrderMovedUnderLocks) options.writeBeforeLocks = false;
      else throw error;
    }
  }
}

interface PlacingOptions {
  /** Lock every product the running offers may give, not only those the first look gives. */
  lockEveryOfferedProduct: boolean;
  /** Write an online order's rows from the first look, before the product locks (decision 114). */
  writeBeforeLocks: boolean;
}

/**
 * The locked pricing gave a free size whose product the checkout had not locked (a price or an offer moved since the
 * first look): the transaction is rolled back and placed again, locking every product the running offers may give.
 */
class FreeSizeNotLocked extends Error {}

/**
 * The order written from the first look is not the one the locked pricing gives (a price, an offer or a code moved in
 * between): the transaction is rolled back and placed again, writing the order after the locks.
 */
class OrderMovedUnderLocks extends Error {}

async function placeInOneTransaction(db: Db, input: PlacePendingOrderInput, now: Date, options: PlacingOptions): Promise<PlacedOrder> {
  return db.transaction(async (tx) => {
    await lockShopper(tx, input.userId);
    // Unpaid checkouts hold stock: an account that keeps starting them without paying is stopped for an hour.
    if (input.paymentMethod !== COD_PAYMENT_METHOD) await refuseHoarding(tx, input.userId, now);
    const earlier = await findUnpaidCheckouts(tx, input.userId);
    const pricing = {
      userId: input.userId,
      addressId: input.addressId,
      deliveryOption: input.deliveryOption,
      couponCode: input.couponCode,
      giftWrap: input.gift?.wrap,
      paymentMethod: input.paymentMethod,
      now,
      giftCardCode: input.giftCardCode,
      freeSampleVariantId: input.freeSampleVariantId,
    };
    // A first look before any product lock (decision 111): what would be refused under the locks (a size sold out,
    // a used-up code, no address) is refused now, in the same order, instead of after queueing behind every other
    // checkout of a hot size. It counts the units of the checkouts this one replaces as its own, as the locked pass
    // will once they are cancelled.
    const firstLook = await priceCheckout(tx, { ...pricing, placing: 'first look', replacingOrderIds: earlier });
    const refusedAtOnce = placingRefusal(firstLook) ?? firstLook.shortage;
    if (refusedAtOnce) throw refusedAtOnce;

    // An online order is written as the first look prices it before the product locks are taken (decision 114): its
    // rows are this transaction's alone until it commits, and the locks are then held for the reserving alone, not
    // for writing the order too. Its lines' keys to their products and sizes are checked at the commit (migration
    // 0029), so writing them takes no lock another writer of those products could wait for. Under the locks the order
    // must come out the same, else it is placed again.
    const early =
      options.writeBeforeLocks && isOnlineOrder(firstLook, input)
        ? await writeOnlineOrder(tx, orderRecordOf(firstLook, input, now))
        : undefined;

    // Every product this checkout touches (its cart's, and the earlier checkouts' whose units go back) is locked in
    // one batch in id order before any size is read or reserved (lockProducts): concurrent checkouts and admin edits
    // serialize per product, cannot deadlock, and the prices read below are the ones charged.
    const inEarlier =
      earlier.length === 0
        ? []
        : await tx.selectDistinct({ productId: orderItems.productId }).from(orderItems).where(inArray(orderItems.orderId, earlier));
    // The cart is the first look's: the shopper's lock keeps it as it was.
    const productIds = [...new Set(firstLook.lines.map((line) => line.productId))];
    // The sizes the offers give are reserved too: their products are locked in the same batch. Those the first look
    // gives, not every running offer's (that made every checkout wait for every other while an offer ran).
    const offered = options.lockEveryOfferedProduct
      ? await offeredProductIds(tx, now)
      : firstLook.offers.freeLines.map((line) => line.productId);
    const locked = new Set([...productIds, ...inEarlier.flatMap((line) => (line.productId ? [line.productId] : [])), ...offered]);
    await lockProducts(tx, [...locked]);

    for (const orderId of earlier) await cancelUnpaidOrder(tx, { orderId, reason: 'Replaced by a newer checkout' });
    // Checkouts that queued for a hot size while its last units went let go of the locks after one read (the first
    // look found nothing else to refuse; reserving below still decides).
    const cart = await readCheckoutCart(tx, input.userId);
    const lostTheRace = shortLineRefusal(cart);
    if (lostTheRace) throw lostTheRace;

    // The one pricing of a checkout (decision 096), after the locks: the figures the shopper was quoted are stored.
    // What no product lock guards is the first look's (its facts), so the locks are held for as little as can be.
    const quote = await priceCheckout(tx, { ...pricing, placing: 'locked', facts: firstLook.facts, cart });
    const unlocked = quote.offers.freeLines.flatMap((line) => (locked.has(line.productId) ? [] : [line.productId]));
    if (unlocked.length > 0) {
      if (!options.lockEveryOfferedProduct) throw new FreeSizeNotLocked();
      // An offer started since every offered product was locked, a moment ago: its size's product is locked now.
      await lockProducts(tx, unlocked);
    }
    // Anything refused (the transaction rolls back, so nothing above changed); stock is refused by reserving it below.
    const refusal = placingRefusal(quote);
    if (refusal) throw refusal;
    const record = orderRecordOf(quote, input, now);
    if (early && !isDeepStrictEqual(early.record, record)) throw new OrderMovedUnderLocks();

    // A size reserves only what it holds, and a hidden size holds nothing.
    for (const line of [...quote.lines, ...quote.offers.freeLines]) {
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
        throw stockRefusal(line, current && !current.isHidden ? current.stock : 0);
      }
    }
    for (const productId of new Set([...productIds, ...quote.offers.freeLines.map((line) => line.productId)]))
      await syncProductVariants(tx, productId);

    const { reservationExpiresAt, isCash, nothingToPay } = record;
    const orderId =
      early?.orderId ?? (isOnlineOrder(quote, input) ? await writeOnlineOrder(tx, record) : await writeOrder(tx, record)).orderId;
    await spendOrderGiftCard(tx, { orderId, giftCardCode: input.giftCardCode, quote, now });
    if (input.whatsappUpdates) await resumeWhatsAppUpdates(tx, input.userId, record.order.addressSnapshot.phoneNumber);
    if (quote.applied === 'coupon' && quote.coupon) {
      await tx
        .insert(couponRedemptions)
        .values({ couponId: quote.coupon.id, orderId, userId: input.userId, discountPaise: quote.discountPaise });
    }
    const figures = {
      orderId,
      subtotalPaise: quote.orderSubtotalPaise,
      discountPaise: quote.orderDiscountPaise,
      totalPaise: quote.totalPaise,
      amountToPayPaise: quote.amountToPayPaise,
    };
    if (isCash) {
      await tx.insert(orderStatusHistory).values({ orderId, fromStatus: null, toStatus: 'confirmed', reason: 'Cash on delivery' });
      await clearPurchasedLines(tx, input.userId, orderId);
      await enqueueJob(tx, SEND_ORDER_CONFIRMATION_JOB, { orderId }, { dedupeKey: `order-confirmation:${orderId}` });
      await enqueueJob(
        tx,
        EXPIRE_COD_CONFIRMATION_JOB,
        { orderId },
        { runAt: codConfirmationDueAt(now, input.codConfirmWithinHours), dedupeKey: `cod-confirmation:${orderId}` },
      );
      await queueWhatsAppUpdate(tx, { orderId, event: 'cod-confirmation' });
      return { ...figures, reservationExpiresAt, paidInFull: false };
    }
    if (nothingToPay) {
      await tx.insert(orderStatusHistory).values({ orderId, fromStatus: null, toStatus: 'pending', reason: 'Checkout started' });
      await markOrderPaid(tx, { orderId, providerPaymentId: null, source: 'nothing to pay' });
      return { ...figures, reservationExpiresAt, paidInFull: true };
    }
    return { ...figures, reservationExpiresAt, paidInFull: false };
  });
}

/** The rows a priced checkout is written as: the order's own and its lines (the offers' free sizes too). */
interface OrderRecord {
  order: typeof orders.$inferInsert & { addressSnapshot: AddressSnapshot };
  items: Array<Omit<typeof orderItems.$inferInsert, 'orderId'>>;
  reservationExpiresAt: Date | null;
  isCash: boolean;
  nothingToPay: boolean;
}

/** A card or PayPal order with something to pay: pending, its units reserved until it is paid or its reservation ends. */
function isOnlineOrder(quote: PricedCheckout, input: PlacePendingOrderInput): boolean {
  return input.paymentMethod !== COD_PAYMENT_METHOD && quote.amountToPayPaise > 0;
}

/** The order a priced checkout (with its address and delivery: placingRefusal passed) is written as. */
function orderRecordOf(quote: PricedCheckout, input: PlacePendingOrderInput, now: Date): OrderRecord {
  const { address, delivery } = quote;
  if (!address || !delivery) throw badRequest(SELECT_ADDRESS_MESSAGE, { addressId: [SELECT_ADDRESS_MESSAGE] });
  const addressSnapshot = addressSnapshotOf(address);
  // Nothing to pay (a code worth the whole order), whatever the way chosen: confirmed and paid now, with no provider
  // asked for ₹0 and no cash to collect.
  const nothingToPay = quote.amountToPayPaise === 0;
  const isCash = input.paymentMethod === COD_PAYMENT_METHOD && !nothingToPay;
  const reservationExpiresAt = isCash || nothingToPay ? null : new Date(now.getTime() + RESERVATION_TTL_MINUTES * 60_000);
  const order = {
    userId: input.userId,
    // A cash-on-delivery order is confirmed at once; it is paid when the cash is collected.
    status: isCash ? ('confirmed' as const) : ('pending' as const),
    paymentStatus: 'pending' as const,
    paymentMethod: input.paymentMethod,
    paymentProvider: nothingToPay ? NO_PROVIDER : input.paymentProvider,
    subtotalPaise: quote.orderSubtotalPaise,
    discountPaise: quote.orderDiscountPaise,
    totalPaise: quote.totalPaise,
    codFeePaise: quote.codFeePaise,
    deliveryOption: delivery.option,
    deliveryFeePaise: delivery.feePaise,
    isGift: input.gift !== undefined,
    giftWrap: input.gift?.wrap ?? false,
    giftWrapFeePaise: quote.giftWrapFeePaise,
    giftMessage: input.gift?.message ? input.gift.message : null,
    discountKind: quote.applied === 'none' ? null : quote.applied,
    couponCode: quote.appliedCouponCode,
    offerNames: quote.offers.names,
    addressSnapshot,
    reservationExpiresAt,
    whatsappUpdates: input.whatsappUpdates ?? false,
    ...orderGiftCardColumns(quote),
    ...(isCash
      ? { codConfirmation: 'awaiting' as const, codConfirmationDueAt: codConfirmationDueAt(now, input.codConfirmWithinHours) }
      : {}),
    createdAt: now,
    updatedAt: now,
  };
  const items = [
    ...quote.lines.map((line) => ({
      productId: line.productId,
      variantId: line.variantId,
      variantLabel: line.variantLabel,
      sku: line.sku,
      title: line.title,
      image: line.variantImage ?? line.productImage,
      unitPricePaise: line.unitPricePaise,
      quantity: line.quantity,
      hsnCode: line.hsnCode,
      gstRateBasisPoints: line.gstRateBasisPoints,
      discountPaise: line.discountPaise,
    })),
    // Sizes given free by offers: order lines at their list price with all of it discounted, named with the offer.
    ...quote.offers.freeLines.map((line) => ({
      productId: line.productId,
      variantId: line.variantId,
      variantLabel: line.variantLabel,
      sku: line.sku,
      title: line.title,
      image: line.image,
      unitPricePaise: line.unitPricePaise,
      quantity: line.quantity,
      hsnCode: line.hsnCode,
      gstRateBasisPoints: line.gstRateBasisPoints,
      discountPaise: line.discountPaise,
      offerName: line.offerName,
    })),
  ];
  return { order, items, reservationExpiresAt, isCash, nothingToPay };
}

/** The order's row and its lines. */
async function writeOrder(tx: DbOrTx, record: OrderRecord): Promise<{ orderId: string; record: OrderRecord }> {
  const [order] = await tx.insert(orders).values(record.order).returning({ id: orders.id });
  if (!order) throw new Error('Order insert returned no row');
  await tx.insert(orderItems).values(record.items.map((item) => ({ ...item, orderId: order.id })));
  return { orderId: order.id, record };
}

/** An online order's rows, with its first status and its reservation's expiry jobs (all this transaction's alone). */
async function writeOnlineOrder(tx: DbOrTx, record: OrderRecord): Promise<{ orderId: string; record: OrderRecord }> {
  const written = await writeOrder(tx, record);
  const { orderId } = written;
  await tx.insert(orderStatusHistory).values({ orderId, fromStatus: null, toStatus: 'pending', reason: 'Checkout started' });
  if (record.reservationExpiresAt) await scheduleReservationExpiry(tx, { orderId, expiresAt: record.reservationExpiresAt });
  return written;
}

/** Why a priced checkout cannot be placed, before its stock is looked at: its first refusal, or no address to deliver to. */
function placingRefusal(quote: PricedCheckout): AppError | null {
  if (quote.refusal) return quote.refusal;
  if (!quote.address || !quote.delivery) return badRequest(SELECT_ADDRESS_MESSAGE, { addressId: [SELECT_ADDRESS_MESSAGE] });
  return null;
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
