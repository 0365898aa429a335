import type { FastifyInstance } from 'fastify';
import { STOCK_ALERT_REQUESTED_MESSAGE, stockAlertEndpoints } from '@aurelle/contract';
import type { AppContext } from '../../context.ts';
import { listStockAlerts } from '../../domain/stock-alerts/list-stock-alerts.ts';
import { requestStockAlert } from '../../domain/stock-alerts/request-stock-alert.ts';
import { route } from '../define-route.ts';
import { currentUser, requireUser } from '../guards.ts';

/** "Notify me" on a sold-out perfume. */
export async function stockAlertRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const onRequest = requireUser(ctx);

  route(app, stockAlertEndpoints.listStockAlerts, { onRequest }, async (request) => ({
    success: true,
    ...(await listStockAlerts(ctx.db, currentUser(request).id)),
  }));

  route(app, stockAlertEndpoints.requestStockAlert, { onRequest }, async (request) => ({
    success: true,
    message: STOCK_ALERT_REQUESTED_MESSAGE,
    ...(await requestStockAlert(ctx.db, { userId: currentUser(request).id, ...request.body })),
  }));
}
