import { between, count, desc, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import { ADMIN_ORDERS_PAGE_SIZE, type Order } from '@aurelle/contract';
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
  const conditions: SQL[] = [sql`lower(${users.userName}) LIKE ${containsPattern(search)}`];
  const range = idPrefixRange(search);
  if (range) conditions.push(between(orders.id, range.low, range.high));
  const statuses = statusesMatching(search);
  if (statuses.length > 0) conditions.push(inArray(orders.status, statuses));
  return or(...conditions);
}

/** One page of every order, newest first, with the customer; search by id prefix, customer name or status. */
export async function listOrders(db: DbOrTx, query: { page: number; search: string }): Promise<OrdersPage> {
  const where = searchCondition(query.search);
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
