import type { FastifyInstance } from 'fastify';
import { adminEndpoints } from '@aurelle/contract';
import type { AppContext } from '../../context.ts';
import { getSalesDashboard } from '../../domain/sales/get-sales-dashboard.ts';
import { route } from '../define-route.ts';

/** Dashboard › Sales. Mounted inside the admin scope. */
export async function adminSalesRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  route(app, adminEndpoints.getSalesDashboard, async () => {
    const dashboard = await getSalesDashboard(ctx.db);
    return { success: true, ...dashboard };
  });
}
