import type { FastifyInstance } from 'fastify';
import { adminEndpoints, ORDER_STATUS_UPDATED_MESSAGE } from '@aurelle/contract';
import type { AppContext } from '../../context.ts';
import { getAdminOrder } from '../../domain/admin-orders/get-admin-order.ts';
import { listOrders } from '../../domain/admin-orders/list-orders.ts';
import { updateOrderStatus } from '../../domain/admin-orders/update-order-status.ts';
import { route } from '../define-route.ts';
import { currentUser } from '../guards.ts';

/** The admin's orders. Mounted inside the admin scope, so every route is admin-only. */
export async function adminOrdersRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  route(app, adminEndpoints.listAdminOrders, async (request) => {
    const page = await listOrders(ctx.db, request.query);
    return { success: true, ...page };
  });

  route(app, adminEndpoints.getAdminOrder, async (request) => {
    const order = await getAdminOrder(ctx.db, request.params.id);
    return { success: true, order };
  });

  route(app, adminEndpoints.updateOrderStatus, async (request) => {
    const order = await updateOrderStatus(ctx.db, {
      orderId: request.params.id,
      status: request.body.status,
      adminId: currentUser(request).id,
    });
    return { success: true, message: ORDER_STATUS_UPDATED_MESSAGE, order };
  });
}
