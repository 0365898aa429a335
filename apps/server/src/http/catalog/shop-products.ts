import type { FastifyInstance } from 'fastify';
import { catalogEndpoints } from '@aurelle/contract';
import type { AppContext } from '../../context.ts';
import { getProduct } from '../../domain/catalog/get-product.ts';
import { listShopProducts } from '../../domain/catalog/list-shop-products.ts';
import { route } from '../define-route.ts';

/** Shop listing (filters, sort, pages, facets) and product details, open to everyone. */
export async function shopProductRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  route(app, catalogEndpoints.listProducts, async (request) => {
    return { success: true, ...(await listShopProducts(ctx.db, request.query)) };
  });

  route(app, catalogEndpoints.getProduct, async (request) => {
    return { success: true, data: await getProduct(ctx.db, request.params.id) };
  });
}
