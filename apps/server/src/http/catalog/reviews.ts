import type { FastifyInstance } from 'fastify';
import { catalogEndpoints } from '@aurelle/contract';
import type { AppContext } from '../../context.ts';
import { addReview } from '../../domain/catalog/add-review.ts';
import { listReviews } from '../../domain/catalog/list-reviews.ts';
import { REVIEW_ADDED_MESSAGE } from '../../domain/catalog/messages.ts';
import { route } from '../define-route.ts';
import { sendCachedJson } from '../cached-json.ts';
import { CATALOG_TAGS } from '../../domain/catalog/catalog-index/catalog-tags.ts';
import { currentUser, requireUser } from '../guards.ts';

/** Reviews: anyone reads them; a signed-in verified buyer adds one per product. */
export async function reviewRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  route(app, catalogEndpoints.addReview, { onRequest: requireUser(ctx) }, async (request, reply) => {
    const review = await addReview(ctx.db, { user: currentUser(request), input: request.body });
    return reply.status(201).send({ success: true, message: REVIEW_ADDED_MESSAGE, data: review });
  });

  route(app, catalogEndpoints.listReviews, async (request, reply) =>
    sendCachedJson(
      request,
      reply,
      ctx.catalogCache,
      `reviews:${request.params.productId}`,
      catalogEndpoints.listReviews.response[200],
      async () => ({
        answer: { success: true, data: await listReviews(ctx.db, request.params.productId) },
        tags: [CATALOG_TAGS.reviews(request.params.productId)],
      }),
    ),
  );
}
