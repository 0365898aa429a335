import { idParamSchema } from '../common.ts';
import { defineEndpoint } from '../endpoint.ts';
import {
  listOrdersQuerySchema,
  listOrdersResponseSchema,
  listUsersQuerySchema,
  listUsersResponseSchema,
  orderResponseSchema,
  toggleUserStatusRequestSchema,
  toggleUserStatusResponseSchema,
  updateOrderStatusRequestSchema,
  userDetailsResponseSchema,
} from './index.ts';
import { salesDashboardResponseSchema } from './sales.ts';

/** The back office: users, orders and the sales dashboard (campaigns: campaign/endpoints.ts). */
export const adminEndpoints = {
  listUsers: defineEndpoint({
    method: 'GET',
    path: '/api/admin/users',
    auth: 'admin',
    permission: 'customers',
    query: listUsersQuerySchema,
    response: { 200: listUsersResponseSchema },
  }),
  getUser: defineEndpoint({
    method: 'GET',
    path: '/api/admin/users/:id',
    auth: 'admin',
    permission: 'customers',
    params: idParamSchema,
    response: { 200: userDetailsResponseSchema },
  }),
  toggleUserStatus: defineEndpoint({
    method: 'PATCH',
    path: '/api/admin/users/:id/toggle-status',
    auth: 'admin',
    permission: 'customers',
    params: idParamSchema,
    body: toggleUserStatusRequestSchema,
    response: { 200: toggleUserStatusResponseSchema },
  }),
  listAdminOrders: defineEndpoint({
    method: 'GET',
    path: '/api/admin/orders/get',
    auth: 'admin',
    permission: 'orders.read',
    query: listOrdersQuerySchema,
    response: { 200: listOrdersResponseSchema },
  }),
  getAdminOrder: defineEndpoint({
    method: 'GET',
    path: '/api/admin/orders/details/:id',
    auth: 'admin',
    permission: 'orders.read',
    params: idParamSchema,
    response: { 200: orderResponseSchema },
  }),
  updateOrderStatus: defineEndpoint({
    method: 'PUT',
    path: '/api/admin/orders/update/:id',
    auth: 'admin',
    permission: 'orders.manage',
    params: idParamSchema,
    body: updateOrderStatusRequestSchema,
    response: { 200: orderResponseSchema },
  }),
  getSalesDashboard: defineEndpoint({
    method: 'GET',
    path: '/api/admin/dashboard/sales',
    auth: 'admin',
    permission: 'reports',
    response: { 200: salesDashboardResponseSchema },
  }),
};
