import type { FastifyInstance } from 'fastify';
import { productTableEndpoints } from '@aurelle/contract';
import type { AppContext } from '../../context.ts';
import { editSizes } from '../../domain/catalog/product-table/edit-sizes.ts';
import { getStockHistory } from '../../domain/catalog/product-table/get-stock-history.ts';
import { listProductTable } from '../../domain/catalog/product-table/list-product-table.ts';
import { route } from '../define-route.ts';
import { currentUser, requireAdmin } from '../guards.ts';

/** The back office's table of sizes: the list, inline and bulk edits, and a size's stock history. */
export async function productTableRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  // On request: who is calling is checked before the body is parsed or validated (401/403 before 400).
  const onRequest = requireAdmin(ctx);

  route(app, productTableEndpoints.listProductTable, { onRequest }, async (request) => ({
    success: true,
    ...(await listProductTable(ctx.db, request.query)),
  }));

  route(
    app,
    productTableEndpoints.editSizes,
    { audit: { entity: 'catalog', verb: 'edit-sizes', keepFromAnswer: ['changes'] }, onRequest },
    async (request) => ({
      success: true,
      ...(await editSizes(ctx.db, { ...request.body, adminId: currentUser(request).id })),
    }),
  );

  route(app, productTableEndpoints.getStockHistory, { onRequest }, async (request) => ({
    success: true,
    changes: await getStockHistory(ctx.db, request.params.id),
  }));
}
