import type { FastifyInstance } from 'fastify';
import { catalogEndpoints } from '@aurelle/contract';
import type { AppContext } from '../../context.ts';
import { searchProducts } from '../../domain/catalog/search-products.ts';
import { route } from '../define-route.ts';

/** `GET /api/shop/search/:keyword`: ranked results, typo tolerant. */
export async function searchRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  route(app, catalogEndpoints.searchProducts, async (request) => {
    return { success: true, ...(await searchProducts(ctx.db, request.params.keyword)) };
  });
}
