import { z } from 'zod';
import { MAX_PAGE, queryCount } from '../common.ts';
import { ADMIN_USERS_PAGE_SIZE } from '../constants.ts';
import { publicUserSchema } from '../auth/user.ts';
import { adminStatusSchema, orderSchema, orderStatusSchema } from '../order/index.ts';
import { paymentStatusValues } from '../order/status.ts';

export const listUsersQuerySchema = z.object({
  page: queryCount('page', MAX_PAGE).default(1),
  limit: queryCount('limit', 100).default(ADMIN_USERS_PAGE_SIZE),
  search: z.string().trim().max(100).optional().default(''),
});
export type ListUsersQuery = z.output<typeof listUsersQuerySchema>;
export const listUsersResponseSchema = z.object({
  success: z.literal(true),
  users: z.array(publicUserSchema),
  totalUsers: z.number().int(),
  totalPages: z.number().int(),
  currentPage: z.number().int(),
});
export const toggleUserStatusRequestSchema = z.object({ isActive: z.boolean({ message: 'isActive must be true or false' }) });
export const USER_STATUS_UPDATED_MESSAGE = 'User status updated successfully';
export const CANNOT_DEACTIVATE_SELF_MESSAGE = 'You cannot deactivate your own account';
export const LAST_ACTIVE_ADMIN_MESSAGE = 'At least one admin must stay active';
export const toggleUserStatusResponseSchema = z.object({ success: z.literal(true), message: z.string(), user: publicUserSchema });
export const userDetailsResponseSchema = z.object({ success: z.literal(true), user: publicUserSchema });

const IST_DAY = /^\d{4}-\d{2}-\d{2}$/;
export const ADMIN_ORDER_METHODS = ['online', 'cod'] as const;

/**
 * The admin's order list: words (order number, customer name or e-mail, the name or phone on the address,
 * a status), filters by order status, payment status, way of paying and IST days, and abandoned checkouts (never paid,
 * given up or failed) only when asked for.
 */
const orderFilterFields = {
  search: z.string().trim().max(100).optional().default(''),
  status: orderStatusSchema.optional(),
  paymentStatus: z.enum(paymentStatusValues, { message: 'Choose a payment status from the list' }).optional(),
  method: z.enum(ADMIN_ORDER_METHODS, { message: "method is 'online' or 'cod'" }).optional(),
  from: z.string().regex(IST_DAY, 'from must be a date (YYYY-MM-DD)').optional(),
  to: z.string().regex(IST_DAY, 'to must be a date (YYYY-MM-DD)').optional(),
  abandoned: z.enum(['true', 'false'], { message: 'abandoned must be true or false' }).default('false'),
};
const fromNotAfterTo = (query: { from?: string | undefined; to?: string | undefined }) =>
  !query.from || !query.to || query.from <= query.to;
const FROM_AFTER_TO = { message: 'from must not be after to', path: ['to'] };
export const listOrdersQuerySchema = z
  .object({ page: queryCount('page', MAX_PAGE).default(1), ...orderFilterFields })
  .refine(fromNotAfterTo, FROM_AFTER_TO);
export type ListOrdersQuery = z.output<typeof listOrdersQuerySchema>;
/** The same search and filters without a page: what the CSV export of the orders reads (one rule with the list). */
export const orderFiltersQuerySchema = z.object(orderFilterFields).refine(fromNotAfterTo, FROM_AFTER_TO);
export type OrderFiltersQuery = z.output<typeof orderFiltersQuerySchema>;
export const listOrdersResponseSchema = z.object({
  success: z.literal(true),
  orders: z.array(orderSchema),
  currentPage: z.number().int(),
  totalPages: z.number().int(),
  totalOrders: z.number().int(),
});
// A missing body reads 'Please select a status' too, like a missing or unknown status.
export const updateOrderStatusRequestSchema = z.object({ status: adminStatusSchema }, { message: 'Please select a status' });
export const ORDER_STATUS_UPDATED_MESSAGE = 'Order status updated successfully';

/** One recorded status change: who (null = the system: payment, expiry) and when. */
export const orderStatusChangeSchema = z.object({
  fromStatus: orderStatusSchema.nullable(),
  toStatus: orderStatusSchema,
  changedAt: z.string(),
  changedBy: z.object({ _id: z.string(), userName: z.string() }).nullable(),
  reason: z.string().nullable(),
});
export type OrderStatusChange = z.infer<typeof orderStatusChangeSchema>;
/** The order as the back office sees it: the shopper's order plus its status history (oldest first). */
export const adminOrderSchema = orderSchema.extend({ statusHistory: z.array(orderStatusChangeSchema).optional() });
export type AdminOrder = z.infer<typeof adminOrderSchema>;
export const orderResponseSchema = z.object({ success: z.literal(true), message: z.string().optional(), order: adminOrderSchema });

export * from './sales.ts';
