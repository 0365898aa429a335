import type { FastifyInstance } from 'fastify';
import { catalogEndpoints } from '@aurelle/contract';
import type { AppContext } from '../../context.ts';
import { CATALOG_TAGS } from '../../domain/catalog/catalog-index/catalog-tags.ts';
import { readListingAnswer, readProductAnswer, readSimilarScentsAnswer } from '../../domain/catalog/catalog-index/catalog-reads.ts';
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
        return 'body' in found ? { body: found.body, etag: found.etag, tags } : { answer: { success: true, ...found.page }, tags };
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
      async () => {
        const found = await readProductAnswer(ctx, request.params.id);
        const tags = [CATALOG_TAGS.product(request.params.id)];
        return 'body' in found ? { body: found.body, tags } : { answer: { success: true, data: found.product }, tags };
      },
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
        const found = await readSimilarScentsAnswer(ctx, request.params.id);
        const tags = [CATALOG_TAGS.similar, CATALOG_TAGS.product(request.params.id), ...found.shownIds.map(CATALOG_TAGS.product)];
        return 'body' in found ? { body: found.body, tags } : { answer: { success: true, data: found.scents }, tags };
      },
    ),
  );
}
