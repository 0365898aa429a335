import type { FastifyInstance } from 'fastify';
import { catalogEndpoints } from '@aurelle/contract';
import type { AppContext } from '../../context.ts';
import { CATALOG_TAGS } from '../../domain/catalog/catalog-index/catalog-tags.ts';
import { readListingAnswer, readShopProduct, readSimilarScents } from '../../domain/catalog/catalog-index/catalog-reads.ts';
import { route } from '../define-route.ts';
import { queryKey, sendCachedJson } from '../cached-json.ts';

/** Shop listing (filters, sort, pages, facets) and product details, open to everyone. */
export async function shopProductRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  // Answered from the catalog cache (docs/decisions/062): ETag, 304, dropped when a product it shows or the listing's
  // order, membership or counts change (decision 099).
  route(app, catalogEndpoints.listProducts, async (request, reply) =>
    sendCachedJson(
      request,
      reply,
      ctx.catalogCache,
      queryKey('listing', request.query),
      catalogEndpoints.listProducts.response[200],
      async () => {
        const found = await readListingAnswer(ctx, request.query);
        const tags = [CATALOG_TAGS.listing, ...found.shownIds.map(CATALOG_TAGS.product)];
        return 'body' in found ? { body: found.body, tags } : { answer: { success: true, ...found.page }, tags };
      },
    ),
  );

  route(app, catalogEndpoints.getProduct, async (request, reply) =>
    sendCachedJson(
      request,
      reply,
      ctx.catalogCache,
      `product:${request.params.id}`,
      catalogEndpoints.getProduct.response[200],
      async () => ({
        answer: { success: true, data: await readShopProduct(ctx, request.params.id) },
        tags: [CATALOG_TAGS.product(request.params.id)],
      }),
    ),
  );

  route(app, catalogEndpoints.listSimilarScents, async (request, reply) =>
    sendCachedJson(
      request,
      reply,
      ctx.catalogCache,
      `similar:${request.params.id}`,
      catalogEndpoints.listSimilarScents.response[200],
      async () => {
        const scents = await readSimilarScents(ctx, request.params.id);
        return {
          answer: { success: true, data: scents },
          tags: [
            CATALOG_TAGS.similar,
            CATALOG_TAGS.product(request.params.id),
            ...scents.map((scent) => CATALOG_TAGS.product(scent.product.id)),
          ],
        };
      },
    ),
  );
}
