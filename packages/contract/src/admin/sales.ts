import { z } from 'zod';
import { orderStatusSchema } from '../order/index.ts';

/** Days covered by the sales dashboard, ending today (shop time). */
export const SALES_DASHBOARD_DAYS = 30;
/** The shop's calendar: every "day" on the dashboard is a day in India. */
export const SALES_DASHBOARD_TIMEZONE = 'Asia/Kolkata';
/** A product with this many units or fewer (but more than 0) counts as low stock. */
export const LOW_STOCK_THRESHOLD = 5;

export const salesDaySchema = z.object({
  /** YYYY-MM-DD in Asia/Kolkata. */
  date: z.string(),
  /** Rupees of the orders paid that day (rejected orders excluded). */
  revenue: z.number(),
  /** Orders paid that day. */
  orders: z.number().int(),
  /** Shoppers who registered that day. */
  newCustomers: z.number().int(),
});
export type SalesDay = z.infer<typeof salesDaySchema>;

export const topProductSchema = z.object({
  /** Null when the product has since been deleted (the order lines keep their snapshot). */
  productId: z.string().nullable(),
  title: z.string(),
  image: z.string(),
  /** Units sold in the period. */
  quantity: z.number().int(),
  /** Rupees earned in the period (unit price snapshot × quantity). */
  revenue: z.number(),
});
export type TopProduct = z.infer<typeof topProductSchema>;

export const stockProductSchema = z.object({
  _id: z.string(),
  id: z.string(),
  title: z.string(),
  image: z.string(),
  totalStock: z.number().int(),
});
export type StockProduct = z.infer<typeof stockProductSchema>;

/** GET /api/admin/dashboard/sales — everything computed in SQL over the last SALES_DASHBOARD_DAYS days. */
export const salesDashboardResponseSchema = z.object({
  success: z.literal(true),
  days: z.number().int(),
  timezone: z.string(),
  /** First and last day of the period (YYYY-MM-DD, inclusive). */
  from: z.string(),
  to: z.string(),
  /** Totals over the period: paid orders (payment completed, not rejected), in rupees. */
  revenue: z.number(),
  paidOrders: z.number().int(),
  averageOrderValue: z.number(),
  newCustomers: z.number().int(),
  /** Exactly `days` entries, oldest first, zero-filled. */
  daily: z.array(salesDaySchema),
  /** Every order status with its count over all orders (zero included). */
  ordersByStatus: z.array(z.object({ status: orderStatusSchema, count: z.number().int() })),
  /** Best sellers of the period by units (ties by revenue). */
  topProducts: z.array(topProductSchema),
  /** Best sellers of the period by revenue (ties by units). */
  topProductsByRevenue: z.array(topProductSchema),
  /** 1 to LOW_STOCK_THRESHOLD units left, fewest first. */
  lowStock: z.array(stockProductSchema),
  lowStockCount: z.number().int(),
  /** No units left. */
  outOfStock: z.array(stockProductSchema),
  outOfStockCount: z.number().int(),
});
export type SalesDashboard = z.infer<typeof salesDashboardResponseSchema>;
