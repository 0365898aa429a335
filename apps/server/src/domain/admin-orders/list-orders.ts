import { and, between, count, desc, eq, gte, inArray, lt, ne, or, sql, type SQL } from 'drizzle-orm';
import { ADMIN_ORDERS_PAGE_SIZE, COD_PAYMENT_METHOD, type ListOrdersQuery, type Order, type OrderFiltersQuery } from '@aurelle/contract';
import type { DbOrTx } from '../../db/client.ts';
import { orders, users } from '../../db/schema/index.ts';
import { loadPresentedOrders } from '../orders/present-order.ts';
import { containsPattern } from '../admin-users/contains-pattern.ts';
import { statusesMatching } from './statuses-matching.ts';

export interface OrdersPage {
  orders: Order[];
  currentPage: number;
  totalPages: number;
  totalOrders: number;
}

/**
 * The uuid range of ids starting with a hex prefix ('#A1B2', 'a1b2c3d4-9'), or undefined when the text
 * cannot be the start of an id. A range on the primary key uses its index, unlike `id::text LIKE`.
 */
export function idPrefixRange(term: string): { low: string; high: string } | undefined {
  const compact = term.replace(/^#/, '').replaceAll('-', '').toLowerCase();
  if (!/^[0-9a-f]{1,32}$/.test(compact)) return undefined;
  const format = (hex: string) => `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
  return { low: format(compact.padEnd(32, '0')), high: format(compact.padEnd(32, 'f')) };
}

function searchCondition(search: string): SQL | undefined {
  if (!search) return undefined;
  const pattern = containsPattern(search);
  const conditions: SQL[] = [
    sql`lower(${users.userName}) LIKE ${pattern}`,
    // The customer's e-mail and the name on the delivery address ("the lady who just phoned").
    sql`lower(${users.email}) LIKE ${pattern}`,
    sql`lower(${orders.addressSnapshot}->>'fullName') LIKE ${pattern}`,
  ];
  // A phone number as typed ("98765 43210", "+91-98765-43210"): its digits against the delivery address's digits.
  const digits = search.replace(/\D/g, '');
  if (digits.length >= 4) {
    conditions.push(sql`regexp_replace(${orders.addressSnapshot}->>'phoneNumber', '[^0-9]', '', 'g') LIKE ${`%${digits.slice(-10)}%`}`);
  }
  const range = idPrefixRange(search);
  if (range) conditions.push(between(orders.id, range.low, range.high));
  const statuses = statusesMatching(search);
  if (statuses.length > 0) conditions.push(inArray(orders.status, statuses));
  return or(...conditions);
}

const IST_OFFSET = '+05:30';
const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * A checkout nobody went through with: never paid, not cash on delivery, and given up (cancelled, rejected) or its
 * payment failed. One waiting for payment now is not abandoned yet.
 */
const abandoned = and(
  sql`${orders.paidAt} IS NULL`,
  ne(orders.paymentMethod, COD_PAYMENT_METHOD),
  or(inArray(orders.status, ['cancelled', 'rejected']), eq(orders.paymentStatus, 'failed')),
);

/** The list's search and filters as one condition (on orders joined with their customer): the CSV export reads it too. */
export function orderFilters(query: Partial<OrderFiltersQuery>): SQL | undefined {
  const where: Array<SQL | undefined> = [searchCondition(query.search ?? '')];
  if (query.status) where.push(eq(orders.status, query.status));
  if (query.paymentStatus) where.push(eq(orders.paymentStatus, query.paymentStatus));
  if (query.method === 'cod') where.push(eq(orders.paymentMethod, COD_PAYMENT_METHOD));
  if (query.method === 'online') where.push(ne(orders.paymentMethod, COD_PAYMENT_METHOD));
  // Days are India's calendar days, as the back office shows dates.
  if (query.from) where.push(gte(orders.createdAt, new Date(`${query.from}T00:00:00${IST_OFFSET}`)));
  if (query.to) where.push(lt(orders.createdAt, new Date(new Date(`${query.to}T00:00:00${IST_OFFSET}`).getTime() + DAY_MS)));
  if (query.abandoned !== 'true') where.push(sql`NOT (${abandoned})`);
  return and(...where);
}

/**
 * One page of orders, newest first, with the customer: words match the order number, the customer's name or e-mail,
 * the name or phone on the delivery address or a status; filters narrow by status, payment, way of paying and days;
 * abandoned checkouts only when asked for.
 */
export async function listOrders(db: DbOrTx, query: Partial<ListOrdersQuery> & { page: number }): Promise<OrdersPage> {
  const where = orderFilters(query);
  const [totals] = await db.select({ total: count() }).from(orders).innerJoin(users, eq(users.id, orders.userId)).where(where);
  const totalOrders = Number(totals?.total ?? 0);
  const rows = await db
    .select({ order: orders })
    .from(orders)
    .innerJoin(users, eq(users.id, orders.userId))
    .where(where)
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .limit(ADMIN_ORDERS_PAGE_SIZE)
    .offset((query.page - 1) * ADMIN_ORDERS_PAGE_SIZE);
  return {
    orders: await loadPresentedOrders(
      db,
      rows.map((row) => row.order),
      { withCustomer: true },
    ),
    currentPage: query.page,
    totalPages: Math.max(1, Math.ceil(totalOrders / ADMIN_ORDERS_PAGE_SIZE)),
    totalOrders,
  };
}
