import type { FastifyInstance } from 'fastify';
import { catalogEndpoints } from '@aurelle/contract';
import type { AppContext } from '../../context.ts';
import { readSearchAnswer } from '../../domain/catalog/catalog-index/catalog-reads.ts';
import { route } from '../define-route.ts';
import { sendCachedJson } from '../cached-json.ts';
import { CATALOG_TAGS } from '../../domain/catalog/catalog-index/catalog-tags.ts';

/** `GET /api/shop/search/:keyword`: ranked results, typo tolerant. */
export async function searchRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  route(app, catalogEndpoints.searchProducts, async (request, reply) =>
    sendCachedJson(
      request,
      reply,
      ctx.catalogCache,
      `search:${request.params.keyword.trim().toLowerCase()}`,
      catalogEndpoints.searchProducts.response[200],
      async () => {
        const found = await readSearchAnswer(ctx, request.params.keyword);
        const tags = [CATALOG_TAGS.search, ...found.shownIds.map(CATALOG_TAGS.product)];
        return 'body' in found ? { body: found.body, etag: found.etag, tags } : { answer: { success: true as const, ...found.result }, tags };
      },
    ),
  );
}
