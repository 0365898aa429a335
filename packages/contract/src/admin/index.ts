import { z } from 'zod';
import { ADMIN_USERS_PAGE_SIZE } from '../constants.ts';
import { publicUserSchema } from '../auth/user.ts';
import { adminStatusSchema, orderSchema, orderStatusSchema } from '../order/index.ts';

export const listUsersQuerySchema = z.object({
  page: z.coerce.number({ message: 'page must be a number' }).int().min(1, 'page must be at least 1').max(100_000).default(1),
  limit: z.coerce
    .number({ message: 'limit must be a number' })
    .int()
    .min(1)
    .max(100, 'limit must be at most 100')
    .default(ADMIN_USERS_PAGE_SIZE),
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

export const listOrdersQuerySchema = z.object({
  page: z.coerce.number({ message: 'page must be a number' }).int().min(1, 'page must be at least 1').max(100_000).default(1),
  search: z.string().trim().max(100).optional().default(''),
});
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
