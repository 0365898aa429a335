import type { FastifyInstance } from 'fastify';
import type { SalesDashboard } from '@aurelle/contract';
import type { AppContext } from '../../context.ts';
import { getSalesDashboard } from '../../domain/sales/get-sales-dashboard.ts';

/** Dashboard › Sales. Mounted inside the admin scope. */
export async function adminSalesRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  app.get('/admin/dashboard/sales', async () => {
    const dashboard = await getSalesDashboard(ctx.db);
    return { success: true, ...dashboard } satisfies SalesDashboard;
  });
}
