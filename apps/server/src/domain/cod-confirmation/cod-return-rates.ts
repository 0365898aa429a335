import { and, count, desc, eq, isNotNull, or, sql } from 'drizzle-orm';
import { COD_PAYMENT_METHOD } from '@aurelle/contract';
import type { DbOrTx } from '../../db/client.ts';
import { orders, users } from '../../db/schema/index.ts';

/** A cash-on-delivery parcel that came back: refused at the door, or returned to the shop by the courier (RTO). */
const cameBack = or(isNotNull(orders.codRefusedAt), isNotNull(orders.returnedToSenderAt));
const shippedCod = and(eq(orders.paymentMethod, COD_PAYMENT_METHOD), isNotNull(orders.shippedAt));
const returnedCount = sql<number>`count(*) filter (where ${cameBack})`.mapWith(Number);
const pinOf = sql<string>`${orders.addressSnapshot}->>'postalCode'`;

export interface ReturnRateRow {
  key: string;
  label: string;
  shipped: number;
  returned: number;
  /** Returned parcels per hundred shipped, one decimal. */
  ratePercent: number;
}

const rate = (returned: number, shipped: number) => (shipped === 0 ? 0 : Math.round((returned * 1000) / shipped) / 10);

/**
 * How often cash-on-delivery parcels come back, per PIN code or per customer, worst first (only those with at least one
 * returned): where COD costs the shop its two-way shipping for nothing.
 */
export async function codReturnRates(db: DbOrTx, by: 'pin' | 'customer', limit = 50): Promise<ReturnRateRow[]> {
  if (by === 'pin') {
    const rows = await db
      .select({ pin: pinOf, shipped: count(), returned: returnedCount })
      .from(orders)
      .where(shippedCod)
      .groupBy(pinOf)
      .having(sql`count(*) filter (where ${cameBack}) > 0`)
      .orderBy(desc(sql`count(*) filter (where ${cameBack})::float / count(*)`), desc(count()))
      .limit(limit);
    return rows.map((row) => ({
      key: row.pin,
      label: row.pin,
      shipped: row.shipped,
      returned: row.returned,
      ratePercent: rate(row.returned, row.shipped),
    }));
  }
  const rows = await db
    .select({ userId: orders.userId, name: users.userName, email: users.email, shipped: count(), returned: returnedCount })
    .from(orders)
    .innerJoin(users, eq(users.id, orders.userId))
    .where(shippedCod)
    .groupBy(orders.userId, users.userName, users.email)
    .having(sql`count(*) filter (where ${cameBack}) > 0`)
    .orderBy(desc(sql`count(*) filter (where ${cameBack})::float / count(*)`), desc(count()))
    .limit(limit);
  return rows.map((row) => ({
    key: row.userId,
    label: `${row.name} · ${row.email}`,
    shipped: row.shipped,
    returned: row.returned,
    ratePercent: rate(row.returned, row.shipped),
  }));
}

/**
 * Whether the shop's rule refuses cash on delivery to this PIN code: its shipped COD parcels came back at the set rate
 * or more, counted once there are enough of them to mean something.
 */
export async function pinRefusesCodForReturns(
  db: DbOrTx,
  postalCode: string,
  settings: { codRtoRefusalRateBp: number | null; codRtoMinOrders: number },
): Promise<boolean> {
  if (settings.codRtoRefusalRateBp === null) return false;
  const [row] = await db
    .select({ shipped: count(), returned: returnedCount })
    .from(orders)
    .where(and(shippedCod, eq(pinOf, postalCode)));
  const shipped = row?.shipped ?? 0;
  const returned = row?.returned ?? 0;
  return shipped >= settings.codRtoMinOrders && returned * 10_000 >= settings.codRtoRefusalRateBp * shipped;
}
