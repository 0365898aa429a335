import { and, asc, desc, eq, inArray, isNotNull, ne, or, sql } from 'drizzle-orm';
import {
  COD_PAYMENT_METHOD,
  CUSTOMER_ORDERS_SHOWN,
  formatIstIso,
  paiseToRupees,
  type CustomerFigures,
  type CustomerProfile,
} from '@aurelle/contract';
import type { DbOrTx } from '../../db/client.ts';
import { addresses, orderItems, orders, products, refunds, reviews, users } from '../../db/schema/index.ts';
import { INVITE_PENDING_HASH } from '../auth/passwords.ts';
import { presentUser } from '../auth/present-user.ts';
import { notFound } from '../errors.ts';
import { addressSnapshotOf } from '../address/present-address.ts';
import { USER_NOT_FOUND_MESSAGE } from './get-user-details.ts';

/** Placed, as the shopper's own order list counts it: paid at some point, or cash on delivery. */
const isPlaced = or(isNotNull(orders.paidAt), eq(orders.paymentMethod, COD_PAYMENT_METHOD));
/** A placed order that was called off: cancelled, or a cash-on-delivery parcel refused at the door. */
const isCalledOff = inArray(orders.status, ['cancelled', 'rejected']);
/** Money given back or on its way back: every refund that did not fail (a failed one paid nothing). */
const givesMoneyBack = ne(refunds.status, 'failed');

const istDay = (instant: Date | null): string | null => (instant ? formatIstIso(instant).slice(0, 10) : null);
const optOut = (since: Date | null) => ({ isOptedOut: since !== null, since: since?.toISOString() ?? null });

async function loadFigures(db: DbOrTx, userId: string): Promise<CustomerFigures> {
  const [totals] = await db
    .select({
      orderCount: sql<number>`count(*) FILTER (WHERE ${isPlaced} AND NOT ${isCalledOff})`.mapWith(Number),
      cancelledOrders: sql<number>`count(*) FILTER (WHERE ${isPlaced} AND ${isCalledOff})`.mapWith(Number),
      unfinishedCheckouts: sql<number>`count(*) FILTER (WHERE NOT (${isPlaced}))`.mapWith(Number),
      paidPaise: sql<number>`coalesce(sum(${orders.totalPaise}) FILTER (WHERE ${orders.paymentStatus} = 'completed'), 0)`.mapWith(Number),
      firstOrderAt: sql<Date | null>`min(${orders.createdAt}) FILTER (WHERE ${isPlaced})`.mapWith((value) =>
        value ? new Date(value) : null,
      ),
      lastOrderAt: sql<Date | null>`max(${orders.createdAt}) FILTER (WHERE ${isPlaced})`.mapWith((value) =>
        value ? new Date(value) : null,
      ),
    })
    .from(orders)
    .where(eq(orders.userId, userId));
  const [refunded] = await db
    .select({ paise: sql<number>`coalesce(sum(${refunds.amountPaise}), 0)`.mapWith(Number) })
    .from(refunds)
    .innerJoin(orders, eq(orders.id, refunds.orderId))
    .where(and(eq(orders.userId, userId), givesMoneyBack));
  const paidPaise = totals?.paidPaise ?? 0;
  const refundedPaise = refunded?.paise ?? 0;
  return {
    orderCount: totals?.orderCount ?? 0,
    paidAmount: paiseToRupees(paidPaise),
    refundedAmount: paiseToRupees(refundedPaise),
    lifetimeValue: paiseToRupees(paidPaise - refundedPaise),
    firstOrderDay: istDay(totals?.firstOrderAt ?? null),
    lastOrderDay: istDay(totals?.lastOrderAt ?? null),
    unfinishedCheckouts: totals?.unfinishedCheckouts ?? 0,
    cancelledOrders: totals?.cancelledOrders ?? 0,
  };
}

async function loadOrders(db: DbOrTx, userId: string): Promise<CustomerProfile['orders']> {
  const rows = await db
    .select()
    .from(orders)
    .where(and(eq(orders.userId, userId), isPlaced))
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .limit(CUSTOMER_ORDERS_SHOWN);
  const ids = rows.map((row) => row.id);
  if (ids.length === 0) return [];
  const [itemCounts, refundTotals] = await Promise.all([
    db
      .select({ orderId: orderItems.orderId, quantity: sql<number>`sum(${orderItems.quantity})`.mapWith(Number) })
      .from(orderItems)
      .where(inArray(orderItems.orderId, ids))
      .groupBy(orderItems.orderId),
    db
      .select({ orderId: refunds.orderId, paise: sql<number>`sum(${refunds.amountPaise})`.mapWith(Number) })
      .from(refunds)
      .where(and(inArray(refunds.orderId, ids), givesMoneyBack))
      .groupBy(refunds.orderId),
  ]);
  const itemsOf = new Map(itemCounts.map((row) => [row.orderId, row.quantity]));
  const refundedOf = new Map(refundTotals.map((row) => [row.orderId, row.paise]));
  return rows.map((row) => ({
    _id: row.id,
    orderDate: row.createdAt.toISOString(),
    orderStatus: row.status,
    paymentStatus: row.paymentStatus,
    isCashOnDelivery: row.paymentMethod === COD_PAYMENT_METHOD,
    itemCount: itemsOf.get(row.id) ?? 0,
    totalAmount: paiseToRupees(row.totalPaise),
    refundedAmount: paiseToRupees(refundedOf.get(row.id) ?? 0),
  }));
}

/** Saved addresses' numbers first, then those of past deliveries (newest first), each once. */
async function loadPhoneNumbers(db: DbOrTx, userId: string, saved: readonly string[]): Promise<string[]> {
  const fromOrders = await db
    .select({ phone: sql<string>`${orders.addressSnapshot}->>'phoneNumber'` })
    .from(orders)
    .where(and(eq(orders.userId, userId), isPlaced))
    .orderBy(desc(orders.createdAt))
    .limit(CUSTOMER_ORDERS_SHOWN);
  const phones = [...saved, ...fromOrders.map((row) => row.phone)].map((phone) => phone?.trim()).filter((phone) => phone);
  return [...new Set(phones)];
}

/**
 * The customer page: contact details, addresses, placed orders with totals, the lifetime value, first and
 * last order, reviews written and marketing opt-outs. The figures' rules: docs/decisions/090-customer-page-and-admin-team.md.
 */
export async function getCustomerProfile(db: DbOrTx, userId: string): Promise<CustomerProfile> {
  const [user] = await db.select().from(users).where(eq(users.id, userId)).limit(1);
  if (!user) throw notFound(USER_NOT_FOUND_MESSAGE).because({ code: 'NOT_FOUND', resource: 'user' });
  const [savedAddresses, figures, placedOrders, writtenReviews] = await Promise.all([
    db.select().from(addresses).where(eq(addresses.userId, userId)).orderBy(asc(addresses.createdAt), asc(addresses.id)),
    loadFigures(db, userId),
    loadOrders(db, userId),
    db
      .select({ review: reviews, productTitle: products.title })
      .from(reviews)
      .innerJoin(products, eq(products.id, reviews.productId))
      .where(eq(reviews.userId, userId))
      .orderBy(desc(reviews.createdAt)),
  ]);
  return {
    user: presentUser(user),
    isInvitePending: user.passwordHash === INVITE_PENDING_HASH,
    phoneNumbers: await loadPhoneNumbers(
      db,
      userId,
      savedAddresses.map((address) => address.phoneNumber),
    ),
    addresses: savedAddresses.map((address) => ({ _id: address.id, ...addressSnapshotOf(address) })),
    figures,
    orders: placedOrders,
    reviews: writtenReviews.map(({ review, productTitle }) => ({
      _id: review.id,
      productId: review.productId,
      productTitle,
      rating: review.rating,
      message: review.message,
      createdAt: review.createdAt.toISOString(),
    })),
    marketing: { newsletters: optOut(user.unsubscribedAt), cartReminders: optOut(user.cartRemindersOffAt) },
  };
}
