import type { FastifyInstance } from 'fastify';
import { catalogEndpoints, type ListProductsQuery } from '@aurelle/contract';
import type { AppContext } from '../../context.ts';
import { CATALOG_TAGS } from '../../domain/catalog/catalog-index/catalog-tags.ts';
import { getProduct } from '../../domain/catalog/get-product.ts';
import { listShopProducts } from '../../domain/catalog/list-shop-products.ts';
import { listSimilarScents } from '../../domain/catalog/list-similar-scents.ts';
import { route } from '../define-route.ts';
import { queryKey, sendCachedJson } from '../cached-json.ts';

/**
 * The listing page: from this instance's catalog index once it has applied every write committed so far (decision
 * 099), or from SQL while the index is loading or its notifications may be missed.
 */
async function listingPage(ctx: AppContext, query: ListProductsQuery) {
  const changes = ctx.catalogChanges;
  if (changes?.isIndexUsable) {
    await changes.sync();
    if (changes.isIndexUsable) {
      const { shownIds, ...page } = ctx.catalogIndex.listing(query);
      return { page, shownIds };
    }
  }
  const page = await listShopProducts(ctx.db, query);
  return { page, shownIds: page.data.map((product) => product.id) };
}

async function similarScents(ctx: AppContext, productId: string) {
  const changes = ctx.catalogChanges;
  if (changes?.isIndexUsable) {
    await changes.sync();
    if (changes.isIndexUsable) return ctx.catalogIndex.similarScents(productId);
  }
  return listSimilarScents(ctx.db, productId);
}

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
        const { page, shownIds } = await listingPage(ctx, request.query);
        return { answer: { success: true, ...page }, tags: [CATALOG_TAGS.listing, ...shownIds.map(CATALOG_TAGS.product)] };
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
        answer: { success: true, data: await getProduct(ctx.db, request.params.id) },
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
        const scents = await similarScents(ctx, request.params.id);
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
