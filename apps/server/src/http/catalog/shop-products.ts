import type { FastifyInstance } from 'fastify';
import { catalogEndpoints } from '@aurelle/contract';
import type { AppContext } from '../../context.ts';
import { CATALOG_TAGS } from '../../domain/catalog/catalog-index/catalog-tags.ts';
import { readListingAnswer, readProductAnswer, readSimilarScentsAnswer } from '../../domain/catalog/catalog-index/catalog-reads.ts';
import { queryKey } from '../cached-json.ts';
import { cachedReadRoute } from '../cached-reads.ts';

/** Shop listing (filters, sort, pages, facets) and product details, open to everyone. */
export async function shopProductRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  // Answered from the catalog cache (docs/decisions/062): ETag, 304, dropped when a product it shows or the listing's
  // order, membership or counts change (decision 099).
  cachedReadRoute(app, catalogEndpoints.listProducts, ctx.catalogCache, {
    key: ({ query }) => queryKey('listing', query),
    load: async ({ query }) => {
      const found = await readListingAnswer(ctx, query);
      const tags = [CATALOG_TAGS.listing, ...found.shownIds.map(CATALOG_TAGS.product)];
      return 'body' in found ? { body: found.body, etag: found.etag, tags } : { answer: { success: true, ...found.page }, tags };
    },
  });

  cachedReadRoute(app, catalogEndpoints.getProduct, ctx.catalogCache, {
    key: ({ params }) => `product:${params.id}`,
    load: async ({ params }) => {
      const found = await readProductAnswer(ctx, params.id);
      const tags = [CATALOG_TAGS.product(params.id)];
      return 'body' in found ? { body: found.body, tags } : { answer: { success: true, data: found.product }, tags };
    },
  });

  cachedReadRoute(app, catalogEndpoints.listSimilarScents, ctx.catalogCache, {
    key: ({ params }) => `similar:${params.id}`,
    load: async ({ params }) => {
      const found = await readSimilarScentsAnswer(ctx, params.id);
      const tags = [CATALOG_TAGS.similarOf(params.id), CATALOG_TAGS.product(params.id), ...found.shownIds.map(CATALOG_TAGS.product)];
      return 'body' in found ? { body: found.body, etag: found.etag, tags } : { answer: { success: true, data: found.scents }, tags };
    },
  });
}
