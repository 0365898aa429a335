import { sql } from 'drizzle-orm';
import {
  LOW_STOCK_THRESHOLD,
  orderStatusValues,
  paiseToRupees,
  SALES_DASHBOARD_DAYS,
  SALES_DASHBOARD_TIMEZONE,
  type OrderStatus,
  type SalesDashboard,
  type StockProduct,
  type TopProduct,
} from '@aurelle/contract';
import { queryRows, type DbOrTx } from '../../db/client.ts';

const TOP_PRODUCTS_LIMIT = 5;
const STOCK_LIST_LIMIT = 10;

/*
 * Every figure is an aggregate computed by PostgreSQL. "Paid" means payment completed and not
 * rejected afterwards; a paid order counts on the day it was paid; days are Asia/Kolkata days.
 */
const tz = sql.raw(`'${SALES_DASHBOARD_TIMEZONE}'`);
const isPaid = sql`o.payment_status = 'completed' AND o.status <> 'rejected'`;
const paidAt = sql`coalesce(o.paid_at, o.created_at)`;

interface Period {
  from: string;
  to: string;
  /** The first instant of the first day and of the day after the last one (ISO, UTC). */
  start: string;
  end: string;
}

async function loadPeriod(db: DbOrTx, now: Date): Promise<Period> {
  const [row] = await queryRows<Period>(
    db,
    sql`WITH today AS (SELECT (${now.toISOString()}::timestamptz AT TIME ZONE ${tz})::date AS day)
        SELECT to_char(day - ${SALES_DASHBOARD_DAYS - 1}::int, 'YYYY-MM-DD') AS "from",
               to_char(day, 'YYYY-MM-DD') AS "to",
               to_char(((day - ${SALES_DASHBOARD_DAYS - 1}::int)::timestamp AT TIME ZONE ${tz}) AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') AS start,
               to_char(((day + 1)::timestamp AT TIME ZONE ${tz}) AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') AS "end"
        FROM today`,
  );
  if (!row) throw new Error('sales period query returned no row');
  return row;
}

async function loadDaily(db: DbOrTx, period: Period) {
  const rows = await queryRows<{ date: string; revenue_paise: number; orders: number; new_customers: number }>(
    db,
    sql`WITH days AS (
          SELECT d::date AS day FROM generate_series(${period.from}::date, ${period.to}::date, interval '1 day') AS d
        ),
        paid AS (
          SELECT (${paidAt} AT TIME ZONE ${tz})::date AS day, sum(o.total_paise)::float8 AS revenue_paise, count(*)::int AS orders
          FROM orders o
          WHERE ${isPaid} AND ${paidAt} >= ${period.start}::timestamptz AND ${paidAt} < ${period.end}::timestamptz
          GROUP BY 1
        ),
        signups AS (
          SELECT (u.created_at AT TIME ZONE ${tz})::date AS day, count(*)::int AS new_customers
          FROM users u
          WHERE u.role = 'user' AND u.created_at >= ${period.start}::timestamptz AND u.created_at < ${period.end}::timestamptz
          GROUP BY 1
        )
        SELECT to_char(days.day, 'YYYY-MM-DD') AS date,
               coalesce(paid.revenue_paise, 0)::float8 AS revenue_paise,
               coalesce(paid.orders, 0)::int AS orders,
               coalesce(signups.new_customers, 0)::int AS new_customers
        FROM days
        LEFT JOIN paid ON paid.day = days.day
        LEFT JOIN signups ON signups.day = days.day
        ORDER BY days.day`,
  );
  return rows.map((row) => ({
    date: row.date,
    revenue: paiseToRupees(Number(row.revenue_paise)),
    orders: Number(row.orders),
    newCustomers: Number(row.new_customers),
  }));
}

async function loadTotals(db: DbOrTx, period: Period) {
  const [row] = await queryRows<{ revenue_paise: number; paid_orders: number; new_customers: number }>(
    db,
    sql`SELECT
          (SELECT coalesce(sum(o.total_paise), 0)::float8 FROM orders o WHERE ${isPaid} AND ${paidAt} >= ${period.start}::timestamptz AND ${paidAt} < ${period.end}::timestamptz) AS revenue_paise,
          (SELECT count(*)::int FROM orders o WHERE ${isPaid} AND ${paidAt} >= ${period.start}::timestamptz AND ${paidAt} < ${period.end}::timestamptz) AS paid_orders,
          (SELECT count(*)::int FROM users u WHERE u.role = 'user' AND u.created_at >= ${period.start}::timestamptz AND u.created_at < ${period.end}::timestamptz) AS new_customers`,
  );
  const revenuePaise = Number(row?.revenue_paise ?? 0);
  const paidOrders = Number(row?.paid_orders ?? 0);
  return {
    revenue: paiseToRupees(revenuePaise),
    paidOrders,
    averageOrderValue: paidOrders > 0 ? paiseToRupees(Math.round(revenuePaise / paidOrders)) : 0,
    newCustomers: Number(row?.new_customers ?? 0),
  };
}

async function loadOrdersByStatus(db: DbOrTx): Promise<Array<{ status: OrderStatus; count: number }>> {
  const statuses = sql.join(
    orderStatusValues.map((status, index) => sql`(${status}, ${index}::int)`),
    sql`, `,
  );
  const rows = await queryRows<{ status: OrderStatus; count: number }>(
    db,
    sql`SELECT s.status, count(o.id)::int AS count
        FROM (VALUES ${statuses}) AS s(status, position)
        LEFT JOIN orders o ON o.status = s.status
        GROUP BY s.status, s.position
        ORDER BY s.position`,
  );
  return rows.map((row) => ({ status: row.status, count: Number(row.count) }));
}

async function loadTopProducts(db: DbOrTx, period: Period, orderBy: 'units' | 'revenue'): Promise<TopProduct[]> {
  const ordering = orderBy === 'units' ? sql`quantity DESC, revenue_paise DESC` : sql`revenue_paise DESC, quantity DESC`;
  const rows = await queryRows<{ product_id: string | null; title: string; image: string; quantity: number; revenue_paise: number }>(
    db,
    sql`SELECT oi.product_id,
               coalesce(max(p.title), max(oi.title)) AS title,
               coalesce(max(p.image), max(oi.image)) AS image,
               sum(oi.quantity)::int AS quantity,
               sum(oi.quantity::bigint * oi.unit_price_paise)::float8 AS revenue_paise
        FROM order_items oi
        JOIN orders o ON o.id = oi.order_id
        LEFT JOIN products p ON p.id = oi.product_id
        WHERE ${isPaid} AND ${paidAt} >= ${period.start}::timestamptz AND ${paidAt} < ${period.end}::timestamptz
        -- Lines of a deleted product have no id any more: they are told apart by their snapshot title.
        GROUP BY oi.product_id, CASE WHEN oi.product_id IS NULL THEN oi.title END
        ORDER BY ${ordering}, title
        LIMIT ${TOP_PRODUCTS_LIMIT}`,
  );
  return rows.map((row) => ({
    productId: row.product_id,
    title: row.title,
    image: row.image,
    quantity: Number(row.quantity),
    revenue: paiseToRupees(Number(row.revenue_paise)),
  }));
}

async function loadStock(db: DbOrTx) {
  const listed = await queryRows<{ id: string; title: string; image: string; total_stock: number; kind: 'low' | 'out' }>(
    db,
    // Archived products are out of the shop: nothing to restock.
    sql`(SELECT id, title, image, total_stock, 'low' AS kind FROM products
         WHERE archived_at IS NULL AND total_stock BETWEEN 1 AND ${LOW_STOCK_THRESHOLD} ORDER BY total_stock, title LIMIT ${STOCK_LIST_LIMIT})
        UNION ALL
        (SELECT id, title, image, total_stock, 'out' AS kind FROM products
         WHERE archived_at IS NULL AND total_stock = 0 ORDER BY title LIMIT ${STOCK_LIST_LIMIT})`,
  );
  const [counts] = await queryRows<{ low: number; out: number }>(
    db,
    sql`SELECT count(*) FILTER (WHERE total_stock BETWEEN 1 AND ${LOW_STOCK_THRESHOLD})::int AS low,
               count(*) FILTER (WHERE total_stock = 0)::int AS out
        FROM products WHERE archived_at IS NULL`,
  );
  const present = (row: (typeof listed)[number]): StockProduct => ({
    _id: row.id,
    id: row.id,
    title: row.title,
    image: row.image,
    totalStock: Number(row.total_stock),
  });
  return {
    lowStock: listed.filter((row) => row.kind === 'low').map(present),
    lowStockCount: Number(counts?.low ?? 0),
    outOfStock: listed.filter((row) => row.kind === 'out').map(present),
    outOfStockCount: Number(counts?.out ?? 0),
  };
}

/** The Sales tab: the last 30 Asia/Kolkata days ending today (`now` is injectable for tests). */
export async function getSalesDashboard(db: DbOrTx, now: Date = new Date()): Promise<Omit<SalesDashboard, 'success'>> {
  const period = await loadPeriod(db, now);
  const [daily, totals, ordersByStatus, topProducts, topProductsByRevenue, stock] = await Promise.all([
    loadDaily(db, period),
    loadTotals(db, period),
    loadOrdersByStatus(db),
    loadTopProducts(db, period, 'units'),
    loadTopProducts(db, period, 'revenue'),
    loadStock(db),
  ]);
  return {
    days: SALES_DASHBOARD_DAYS,
    timezone: SALES_DASHBOARD_TIMEZONE,
    from: period.from,
    to: period.to,
    ...totals,
    daily,
    ordersByStatus,
    topProducts,
    topProductsByRevenue,
    ...stock,
  };
}
