import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context.ts';
import { adminProductRoutes } from './admin-products.ts';
import { catalogCsvRoutes } from './catalog-csv.ts';
import { featureRoutes } from './features.ts';
import { noteRoutes } from './notes.ts';
import { productTableRoutes } from './product-table.ts';
import { reviewRoutes } from './reviews.ts';
import { searchRoutes } from './search.ts';
import { shopProductRoutes } from './shop-products.ts';
import { uploadRoutes } from './uploads.ts';

/** The catalog's API routes (mounted under /api by http/routes.ts). */
export async function catalogRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  for (const register of [
    adminProductRoutes,
    uploadRoutes,
    featureRoutes,
    shopProductRoutes,
    searchRoutes,
    reviewRoutes,
    noteRoutes,
    catalogCsvRoutes,
    productTableRoutes,
  ]) {
    await register(app, ctx);
  }
}
