import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { idParamSchema, listProductsQuerySchema } from '@aurelle/contract';
import type { AppContext } from '../../context.ts';
import { getProduct } from '../../domain/catalog/get-product.ts';
import { listShopProducts } from '../../domain/catalog/list-shop-products.ts';

/** Shop listing (filters, sort, pages, facets) and product details, open to everyone. */
export async function shopProductRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get('/shop/products/get', { schema: { querystring: listProductsQuerySchema } }, async (request) => {
    return { success: true, ...(await listShopProducts(ctx.db, request.query)) };
  });

  api.get('/shop/products/get/:id', { schema: { params: idParamSchema } }, async (request) => {
    return { success: true, data: await getProduct(ctx.db, request.params.id) };
  });
}
