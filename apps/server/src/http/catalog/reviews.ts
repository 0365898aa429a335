import type { FastifyInstance, FastifyRequest } from 'fastify';
import { catalogEndpoints, REVIEW_PHOTO_FIELD, reviewEngagementEndpoints } from '@aurelle/contract';
import type { AppContext } from '../../context.ts';
import { addReview } from '../../domain/catalog/add-review.ts';
import {
  REVIEW_ADDED_MESSAGE,
  REVIEW_APPROVED_MESSAGE,
  REVIEW_HELPFUL_MESSAGE,
  REVIEW_HIDDEN_MESSAGE,
  REVIEW_PHOTO_ADDED_MESSAGE,
  REVIEW_REPLY_REMOVED_MESSAGE,
  REVIEW_REPLY_SAVED_MESSAGE,
} from '../../domain/catalog/messages.ts';
import { addReviewPhoto } from '../../domain/catalog/review-engagement/add-review-photo.ts';
import { approveReview } from '../../domain/catalog/review-engagement/approve-review.ts';
import { hideReview } from '../../domain/catalog/review-engagement/hide-review.ts';
import { listMyHelpfulVotes } from '../../domain/catalog/review-engagement/list-my-helpful-votes.ts';
import { listReviewQueue } from '../../domain/catalog/review-engagement/list-review-queue.ts';
import { markReviewHelpful } from '../../domain/catalog/review-engagement/mark-review-helpful.ts';
import { replyToReview } from '../../domain/catalog/review-engagement/reply-to-review.ts';
import { route } from '../define-route.ts';
import { cachedReadRoute } from '../cached-reads.ts';
import { CATALOG_TAGS } from '../../domain/catalog/catalog-index/catalog-tags.ts';
import { readProductReviews } from '../../domain/catalog/catalog-index/catalog-reads.ts';
import { currentUser, requireAdmin, requireUser } from '../guards.ts';
import { readImageUpload } from './uploads.ts';

const reviewIdOf = (request: FastifyRequest) => (request.params as { reviewId: string }).reviewId;

/**
 * Reviews: anyone reads them; a signed-in verified buyer adds one per product, with up to three photos; shoppers mark
 * others' reviews helpful; the back office approves photos, hides reviews and answers them (decision 101).
 */
export async function reviewRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  route(app, catalogEndpoints.addReview, { onRequest: requireUser(ctx) }, async (request, reply) => {
    const review = await addReview(ctx.db, { user: currentUser(request), input: request.body });
    return reply.status(201).send({ success: true, message: REVIEW_ADDED_MESSAGE, data: review });
  });

  cachedReadRoute(app, catalogEndpoints.listReviews, ctx.catalogCache, {
    key: ({ params, query }) => `reviews:${params.productId}:${query.sort}`,
    load: async ({ params, query }) => ({
      answer: { success: true, data: await readProductReviews(ctx, params.productId, query.sort) },
      tags: [CATALOG_TAGS.reviews(params.productId)],
    }),
  });

  route(
    app,
    reviewEngagementEndpoints.addReviewPhoto,
    { onRequest: requireUser(ctx), config: { formContentTypes: ['multipart/form-data'] } },
    async (request, reply) => {
      const bytes = await readImageUpload(request, REVIEW_PHOTO_FIELD, 'photo');
      const photo = await addReviewPhoto(
        { db: ctx.db, storage: ctx.storage },
        { userId: currentUser(request).id, reviewId: request.params.reviewId, bytes },
      );
      return reply.status(201).send({ success: true, message: REVIEW_PHOTO_ADDED_MESSAGE, data: photo });
    },
  );

  route(app, reviewEngagementEndpoints.markReviewHelpful, { onRequest: requireUser(ctx) }, async (request) => {
    const data = await markReviewHelpful(ctx.db, { userId: currentUser(request).id, reviewId: request.params.reviewId });
    return { success: true as const, message: REVIEW_HELPFUL_MESSAGE, data };
  });

  route(app, reviewEngagementEndpoints.listMyHelpfulVotes, { onRequest: requireUser(ctx) }, async (request) => ({
    success: true as const,
    data: await listMyHelpfulVotes(ctx.db, { userId: currentUser(request).id, productId: request.params.productId }),
  }));

  const asAdmin = { onRequest: requireAdmin(ctx) };
  route(app, reviewEngagementEndpoints.listReviewQueue, asAdmin, async (request) => ({
    success: true as const,
    ...(await listReviewQueue(ctx.db, request.query)),
  }));

  route(
    app,
    reviewEngagementEndpoints.approveReview,
    { ...asAdmin, audit: { entity: 'review', verb: 'approve', entityId: reviewIdOf } },
    async (request) => ({
      success: true as const,
      message: REVIEW_APPROVED_MESSAGE,
      review: await approveReview(ctx.db, request.params.reviewId),
    }),
  );

  route(
    app,
    reviewEngagementEndpoints.hideReview,
    { ...asAdmin, audit: { entity: 'review', verb: 'hide', entityId: reviewIdOf } },
    async (request) => ({
      success: true as const,
      message: REVIEW_HIDDEN_MESSAGE,
      review: await hideReview(ctx.db, request.params.reviewId),
    }),
  );

  route(
    app,
    reviewEngagementEndpoints.replyToReview,
    { ...asAdmin, audit: { entity: 'review', verb: 'reply', entityId: reviewIdOf } },
    async (request) => {
      const { review, removed } = await replyToReview(ctx.db, { reviewId: request.params.reviewId, input: request.body });
      return { success: true as const, message: removed ? REVIEW_REPLY_REMOVED_MESSAGE : REVIEW_REPLY_SAVED_MESSAGE, review };
    },
  );
}
