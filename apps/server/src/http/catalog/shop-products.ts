import type { FastifyInstance } from 'fastify';
import { catalogEndpoints } from '@aurelle/contract';
import type { AppContext } from '../../context.ts';
import { getProduct } from '../../domain/catalog/get-product.ts';
import { listShopProducts } from '../../domain/catalog/list-shop-products.ts';
import { listSimilarScents } from '../../domain/catalog/list-similar-scents.ts';
import { route } from '../define-route.ts';
import { queryKey, sendCachedJson } from '../cached-json.ts';

/** Shop listing (filters, sort, pages, facets) and product details, open to everyone. */
export async function shopProductRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  // Answered from the catalog cache (docs/decisions/062): ETag, 304, dropped on every catalog write.
  route(app, catalogEndpoints.listProducts, async (request, reply) =>
    sendCachedJson(
      request,
      reply,
      ctx.catalogCache,
      queryKey('listing', request.query),
      catalogEndpoints.listProducts.response[200],
      async () => ({
        success: true,
        ...(await listShopProducts(ctx.db, request.query)),
      }),
    ),
  );

  route(app, catalogEndpoints.getProduct, async (request, reply) =>
    sendCachedJson(
      request,
      reply,
      ctx.catalogCache,
      `product:${request.params.id}`,
      catalogEndpoints.getProduct.response[200],
      async () => ({ success: true, data: await getProduct(ctx.db, request.params.id) }),
    ),
  );

  route(app, catalogEndpoints.listSimilarScents, async (request, reply) =>
    sendCachedJson(
      request,
      reply,
      ctx.catalogCache,
      `similar:${request.params.id}`,
      catalogEndpoints.listSimilarScents.response[200],
      async () => ({ success: true, data: await listSimilarScents(ctx.db, request.params.id) }),
    ),
  );
}
