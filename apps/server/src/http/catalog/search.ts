import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { searchParamsSchema } from '@aurelle/contract';
import type { AppContext } from '../../context.ts';
import { searchProducts } from '../../domain/catalog/search-products.ts';

/** `GET /api/shop/search/:keyword`: ranked results, typo tolerant. */
export async function searchRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get('/shop/search/:keyword', { schema: { params: searchParamsSchema } }, async (request) => {
    return { success: true, ...(await searchProducts(ctx.db, request.params.keyword)) };
  });
}
