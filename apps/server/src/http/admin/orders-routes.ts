import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  idParamSchema,
  listOrdersQuerySchema,
  ORDER_STATUS_UPDATED_MESSAGE,
  updateOrderStatusRequestSchema,
  type listOrdersResponseSchema,
  type orderResponseSchema,
} from '@aurelle/contract';
import type { z } from 'zod';
import type { AppContext } from '../../context.ts';
import { getAdminOrder } from '../../domain/admin-orders/get-admin-order.ts';
import { listOrders } from '../../domain/admin-orders/list-orders.ts';
import { updateOrderStatus } from '../../domain/admin-orders/update-order-status.ts';
import { currentUser } from '../guards.ts';

type OrderResponse = z.infer<typeof orderResponseSchema>;

/** The admin's orders. Mounted inside the admin scope, so every route is admin-only. */
export async function adminOrdersRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get('/admin/orders/get', { schema: { querystring: listOrdersQuerySchema } }, async (request) => {
    const page = await listOrders(ctx.db, request.query);
    return { success: true, ...page } satisfies z.infer<typeof listOrdersResponseSchema>;
  });

  api.get('/admin/orders/details/:id', { schema: { params: idParamSchema } }, async (request) => {
    const order = await getAdminOrder(ctx.db, request.params.id);
    return { success: true, order } satisfies OrderResponse;
  });

  api.put('/admin/orders/update/:id', { schema: { params: idParamSchema, body: updateOrderStatusRequestSchema } }, async (request) => {
    const order = await updateOrderStatus(ctx.db, {
      orderId: request.params.id,
      status: request.body.status,
      adminId: currentUser(request).id,
    });
    return { success: true, message: ORDER_STATUS_UPDATED_MESSAGE, order } satisfies OrderResponse;
  });
}
