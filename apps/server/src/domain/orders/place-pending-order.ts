import { randomUUID } from 'node:crypto';
import { and, count, eq, gte, inArray, isNull, ne, sql } from 'drizzle-orm';
import {
  COD_PAYMENT_METHOD,
  MAX_UNPAID_CHECKOUTS_PER_HOUR,
  TOO_MANY_UNPAID_CHECKOUTS_MESSAGE,
  RESERVATION_TTL_MINUTES,
} from '@aurelle/contract';
import type { Db, DbOrTx } from '../../db/client.ts';
import { couponRedemptions, orderItems, orders, orderStatusHistory, productVariants } from '../../db/schema/index.ts';
import { lockProducts, productLocks } from '../catalog/variants/lock-products.ts';
import { productProjectionWrite } from '../../db/product-variants.ts';
import { Pipeline } from '../../db/pipeline.ts';
import {
  priceCheckout,
  readCheckoutCart,
  shortLineRefusal,
  stockRefusal,
  type CartLine,
  type PricedCheckout,
} from '../checkout/price-checkout.ts';
import { AppError, badRequest } from '../errors.ts';
import { markOrderPaid } from '../payments/mark-order-paid.ts';
import { cancelUnpaidOrder } from './cancel-unpaid-order.ts';
import { unpaidCheckoutsOf } from './find-unpaid-checkouts.ts';
import { refuseUnknownShopper, shopperLock } from './lock-shopper.ts';
import { addressSnapshotOf } from '../address/present-address.ts';
import { SELECT_ADDRESS_MESSAGE } from './messages.ts';
import { reservationExpiryJobs } from './reservation-expiry-jobs.ts';
import { enqueueJob, jobsInsert } from '../../infra/jobs/queue.ts';
import { ordersPlaced } from '../../infra/metrics.ts';
import { clearPurchasedLines } from './clear-purchased-lines.ts';
import { SEND_ORDER_CONFIRMATION_JOB } from './job-types.ts';
import { EXPIRE_COD_CONFIRMATION_JOB } from '../cod-confirmation/job-types.ts';
import { queueWhatsAppUpdate, resumeWhatsAppUpdates } from '../whatsapp/queue-whatsapp-update.ts';
import { orderGiftCardColumns, spendOrderGiftCard, spendsGiftCard } from '../gift-cards/order-gift-card.ts';
import { isCheckViolation } from '../../db/postgres-errors.ts';
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
  let placed: PlacedOrder;
  try {
    placed = await placeInOneTransaction(db, input, now, { lockEveryOfferedProduct: false });
  } catch (error) {
    if (error instanceof SizeCannotHold) throw await sizeCannotHoldRefusal(db, error.line);
    if (!(error instanceof FreeSizeNotLocked)) throw error;
    placed = await placeInOneTransaction(db, input, now, { lockEveryOfferedProduct: true });
  }
  ordersPlaced.inc({ payment_method: input.paymentMethod });
  return placed;
}

/**
 * The locked pricing gave a free size whose product the checkout had not locked (a price or an offer moved since the
 * first look): the transaction is rolled back and placed again, locking every product the running offers may give.
 */
class FreeSizeNotLocked extends Error {}

/** A size could not hold the units reserved from it: the transaction rolled back, and the refusal is read after it. */
class SizeCannotHold extends Error {
  constructor(readonly line: ReservedLine) {
    super(`Size ${line.variantId} cannot hold ${line.quantity} units`);
  }
}

type ReservedLine = { variantId: string; quantity: number; title: string; productId: string };

/** What a shopper is told when a size could not hold what the checkout reserved: the units it holds now. */
async function sizeCannotHoldRefusal(db: Db, line: ReservedLine): Promise<AppError> {
  const [current] = await db
    .select({ stock: productVariants.stock, isHidden: productVariants.isHidden })
    .from(productVariants)
    .where(eq(productVariants.id, line.variantId));
  return stockRefusal(line, current && !current.isHidden ? current.stock : 0);
}

async function placeInOneTransaction(
  db: Db,
  input: PlacePendingOrderInput,
  now: Date,
  options: { lockEveryOfferedProduct: boolean },
): Promise<PlacedOrder> {
  return db.transaction(async (tx) => {
    // The shopper's lock and what is read under it, in one round trip (decision 122: the server runs them in turn).
    const opening = new Pipeline();
    const shopper = opening.send(shopperLock(tx, input.userId));
    const unpaidLastHour = opening.send(unpaidCheckoutsSince(tx, input.userId, new Date(now.getTime() - 60 * 60_000)));
    const unpaid = opening.send(unpaidCheckoutsOf(tx, input.userId));
    await opening.done();
    refuseUnknownShopper(await shopper);
    // Unpaid checkouts hold stock: an account that keeps starting them without paying is stopped for an hour.
    if (input.paymentMethod !== COD_PAYMENT_METHOD) refuseHoarding(await unpaidLastHour);
    const earlier = (await unpaid).map((row) => row.id);
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
    // From here to the commit every round trip is waited for by the checkouts queued on these locks: what can be sent
    // together is (a hot size's buyers each hold its product's lock for two round trips, not nine: decisions 122, 172).
    let cart: CartLine[];
    if (earlier.length === 0) {
      // Checkouts that queued for a hot size while its last units went let go of the locks after one read (the first
      // look found nothing else to refuse; reserving below still decides). The cart is read behind the locks.
      const locking = new Pipeline();
      locking.send(productLocks(tx, [...locked]));
      const reading = locking.send(readCheckoutCart(tx, input.userId));
      await locking.done();
      cart = await reading;
    } else {
      await lockProducts(tx, [...locked]);
      for (const orderId of earlier) await cancelUnpaidOrder(tx, { orderId, reason: 'Replaced by a newer checkout' });
      cart = await readCheckoutCart(tx, input.userId);
    }
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
    const address = quote.address;
    // Anything refused (the transaction rolls back, so nothing above changed); stock is refused by reserving it below.
    const refusal = placingRefusal(quote);
    if (refusal) throw refusal;
    if (!address || !quote.delivery) throw badRequest(SELECT_ADDRESS_MESSAGE, { addressId: [SELECT_ADDRESS_MESSAGE] });

    const addressSnapshot = addressSnapshotOf(address);
    // Nothing to pay (a code worth the whole order), whatever the way chosen: confirmed and paid now, with no provider
    // asked for ₹0 and no cash to collect.
    const nothingToPay = quote.amountToPayPaise === 0;
    const isCash = input.paymentMethod === COD_PAYMENT_METHOD && !nothingToPay;
    const reservationExpiresAt = isCash || nothingToPay ? null : new Date(now.getTime() + RESERVATION_TTL_MINUTES * 60_000);
    // The order's id is made here so that its rows can be sent with the reservations, in one round trip: a size that
    // cannot hold its units fails its statement, and the transaction rolls back what was written behind it.
    const orderId = randomUUID();
    const reservations = [...quote.lines, ...quote.offers.freeLines];
    const writing = new Pipeline();
    const reserved = reservations.map((line) => writing.send(reserveUnits(tx, line, now)));
    for (const productId of new Set(reservations.map((line) => line.productId))) writing.send(productProjectionWrite(tx, productId));
    writing.send(
      tx.insert(orders).values({
        id: orderId,
        userId: input.userId,
        // A cash-on-delivery order is confirmed at once; it is paid when the cash is collected.
        status: isCash ? 'confirmed' : 'pending',
        paymentStatus: 'pending',
        paymentMethod: input.paymentMethod,
        paymentProvider: nothingToPay ? NO_PROVIDER : input.paymentProvider,
        subtotalPaise: quote.orderSubtotalPaise,
        discountPaise: quote.orderDiscountPaise,
        totalPaise: quote.totalPaise,
        codFeePaise: quote.codFeePaise,
        deliveryOption: quote.delivery.option,
        deliveryFeePaise: quote.delivery.feePaise,
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
      }),
    );
    writing.send(
      tx
        .insert(orderItems)
        .values(quote.lines.map((line) => orderLineRow(orderId, { ...line, image: line.variantImage ?? line.productImage }))),
    );
    // Sizes given free by offers: order lines at their list price with all of it discounted, named with the offer.
    if (quote.offers.freeLines.length > 0)
      writing.send(
        tx.insert(orderItems).values(quote.offers.freeLines.map((line) => ({ ...orderLineRow(orderId, line), offerName: line.offerName }))),
      );
    if (quote.applied === 'coupon' && quote.coupon)
      writing.send(
        tx
          .insert(couponRedemptions)
          .values({ couponId: quote.coupon.id, orderId, userId: input.userId, discountPaise: quote.discountPaise }),
      );
    writing.send(
      tx
        .insert(orderStatusHistory)
        .values(
          isCash
            ? { orderId, fromStatus: null, toStatus: 'confirmed', reason: 'Cash on delivery' }
            : { orderId, fromStatus: null, toStatus: 'pending', reason: 'Checkout started' },
        ),
    );
    if (reservationExpiresAt) writing.send(jobsInsert(tx, reservationExpiryJobs({ orderId, expiresAt: reservationExpiresAt })));
    if (input.whatsappUpdates)
      for (const statement of resumeWhatsAppUpdates(tx, input.userId, addressSnapshot.phoneNumber)) writing.send(statement);
    // An order paid online with no gift card has nothing left to write: its COMMIT goes with the writes, and the hot
    // size's lock is let go one round trip sooner for every buyer queued behind it (decision 172).
    const endsWithTheWrites = reservationExpiresAt !== null && !spendsGiftCard(quote);
    if (endsWithTheWrites) writing.commit(tx);
    try {
      await writing.done();
    } catch (error) {
      const short = await firstShortReservation(reservations, reserved);
      throw short ? new SizeCannotHold(short) : error;
    }

    const figures = {
      orderId,
      subtotalPaise: quote.orderSubtotalPaise,
      discountPaise: quote.orderDiscountPaise,
      totalPaise: quote.totalPaise,
      amountToPayPaise: quote.amountToPayPaise,
    };
    if (endsWithTheWrites) return { ...figures, reservationExpiresAt, paidInFull: false };
    await spendOrderGiftCard(tx, { orderId, giftCardCode: input.giftCardCode, quote, now });
    if (isCash) {
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
    if (!reservationExpiresAt) {
      await markOrderPaid(tx, { orderId, providerPaymentId: null, source: 'nothing to pay' });
      return { ...figures, reservationExpiresAt, paidInFull: true };
    }
    return { ...figures, reservationExpiresAt, paidInFull: false };
  });
}

/**
 * The decrement that reserves a line's units, not yet sent. A size that cannot hold them fails the statement (its
 * stock would go below 0, which `product_variants_stock_non_negative` refuses), so the transaction cannot commit
 * without every reservation even when its COMMIT was sent behind them. A hidden size was refused before: its flag, as
 * its stock, changes only under its product's lock, and the cart was read behind the locks.
 */
function reserveUnits(tx: DbOrTx, line: { variantId: string; quantity: number }, now: Date) {
  return tx
    .update(productVariants)
    .set({ stock: sql`${productVariants.stock} - ${line.quantity}`, updatedAt: now })
    .where(eq(productVariants.id, line.variantId));
}

/** The first reservation refused for want of units, once a pipeline carrying them has failed; undefined when none was. */
async function firstShortReservation<Line extends ReservedLine>(
  lines: readonly Line[],
  answers: ReadonlyArray<Promise<unknown>>,
): Promise<Line | undefined> {
  for (const [index, line] of lines.entries()) {
    const failure = await answers[index]?.then(
      () => undefined,
      (error: unknown) => error,
    );
    if (isCheckViolation(failure, 'product_variants_stock_non_negative')) return line;
  }
  return undefined;
}

/** Why a priced checkout cannot be placed, before its stock is looked at: its first refusal, or no address to deliver to. */
function placingRefusal(quote: PricedCheckout): AppError | null {
  if (quote.refusal) return quote.refusal;
  if (!quote.address || !quote.delivery) return badRequest(SELECT_ADDRESS_MESSAGE, { addressId: [SELECT_ADDRESS_MESSAGE] });
  return null;
}

/** The shopper's checkouts since `since` that were never paid (abandoned, replaced, failed, still waiting), not yet sent. */
function unpaidCheckoutsSince(tx: DbOrTx, userId: string, since: Date) {
  return tx
    .select({ unpaid: count() })
    .from(orders)
    .where(
      and(eq(orders.userId, userId), isNull(orders.paidAt), ne(orders.paymentMethod, COD_PAYMENT_METHOD), gte(orders.createdAt, since)),
    );
}

/** Refuses a checkout when the last hour's unpaid ones (unpaidCheckoutsSince) reached the limit. */
function refuseHoarding([recent]: ReadonlyArray<{ unpaid: number }>): void {
  if ((recent?.unpaid ?? 0) >= MAX_UNPAID_CHECKOUTS_PER_HOUR) {
    throw new AppError('RATE_LIMITED', TOO_MANY_UNPAID_CHECKOUTS_MESSAGE).because({ code: 'TOO_MANY_UNPAID_CHECKOUTS' });
  }
}

/** What an order line keeps of a priced line (a bought size or one an offer gives free). */
type PricedLineFields = Pick<
  typeof orderItems.$inferInsert,
  | 'productId'
  | 'variantId'
  | 'variantLabel'
  | 'sku'
  | 'title'
  | 'image'
  | 'unitPricePaise'
  | 'quantity'
  | 'hsnCode'
  | 'gstRateBasisPoints'
  | 'discountPaise'
>;

function orderLineRow(orderId: string, line: PricedLineFields): typeof orderItems.$inferInsert {
  return {
    orderId,
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
  };
}
