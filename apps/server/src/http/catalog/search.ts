import type { FastifyInstance } from 'fastify';
import { catalogEndpoints } from '@aurelle/contract';
import type { AppContext } from '../../context.ts';
import { readSearchAnswer } from '../../domain/catalog/catalog-index/catalog-reads.ts';
import { CATALOG_TAGS } from '../../domain/catalog/catalog-index/catalog-tags.ts';
import { cachedReadRoute } from '../cached-reads.ts';

/** `GET /api/shop/search/:keyword`: ranked results, typo tolerant. */
export async function searchRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  cachedReadRoute(app, catalogEndpoints.searchProducts, ctx.catalogCache, {
    key: ({ params }) => `search:${params.keyword.trim().toLowerCase()}`,
    load: async ({ params }) => {
      const found = await readSearchAnswer(ctx, params.keyword);
      const tags = [CATALOG_TAGS.search, ...found.shownIds.map(CATALOG_TAGS.product)];
      return 'body' in found ? { body: found.body, etag: found.etag, tags } : { answer: { success: true as const, ...found.result }, tags };
    },
  });
}
