import { z } from 'zod';
import { MAX_PAGE, queryCount, uuidSchema } from '../common.ts';
import { defineEndpoint } from '../endpoint.ts';
import { reviewPhotoSchema, reviewReplySchema } from './review.ts';

/**
 * What a review gathers after it is written (decision 101): the reviewer's photos (checked by the back office before
 * shoppers see them), shoppers marking it helpful, and the house's moderation and answer.
 */

export const REVIEW_REPLY_MAX = 1000;

export const reviewIdParamSchema = z.object({ reviewId: uuidSchema });

export const REVIEW_PHOTO_STATUSES = ['pending', 'approved'] as const;
export type ReviewPhotoStatus = (typeof REVIEW_PHOTO_STATUSES)[number];
export const REVIEW_STATUSES = ['published', 'hidden'] as const;
export type ReviewStatus = (typeof REVIEW_STATUSES)[number];

export const addReviewPhotoResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  data: reviewPhotoSchema.extend({ status: z.enum(REVIEW_PHOTO_STATUSES) }),
});

export const markReviewHelpfulResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  data: z.object({ reviewId: z.string(), helpfulCount: z.number().int() }),
});
/** The reviews of a product this shopper has marked helpful (the list itself is the same for everyone, and cached). */
export const myHelpfulVotesResponseSchema = z.object({ success: z.literal(true), data: z.array(z.string()) });

/** The moderation queue's views: reviews with photos to check, every review, the hidden ones. */
export const REVIEW_QUEUE_VIEWS = ['to-check', 'all', 'hidden'] as const;
export type ReviewQueueView = (typeof REVIEW_QUEUE_VIEWS)[number];
export const REVIEW_QUEUE_VIEW_LABELS: Record<ReviewQueueView, string> = {
  'to-check': 'Photos to check',
  all: 'All reviews',
  hidden: 'Hidden',
};
export const REVIEW_QUEUE_PAGE_SIZE = 20;

export const listReviewQueueQuerySchema = z.object({
  view: z.enum(REVIEW_QUEUE_VIEWS, { message: 'view must be to-check, all or hidden' }).optional().default('to-check'),
  page: queryCount('page', MAX_PAGE).default(1),
  /** Words in the product's title, the reviewer's name or e-mail, or the review. */
  search: z.string().trim().max(100, 'Search must be at most 100 characters').optional().default(''),
});
export type ListReviewQueueQuery = z.output<typeof listReviewQueueQuerySchema>;

export const moderatedReviewSchema = z.object({
  id: z.string(),
  product: z.object({ id: z.string(), title: z.string() }),
  reviewer: z.object({ id: z.string(), userName: z.string(), email: z.string() }),
  rating: z.number().int(),
  message: z.string(),
  status: z.enum(REVIEW_STATUSES),
  photos: z.array(reviewPhotoSchema.extend({ status: z.enum(REVIEW_PHOTO_STATUSES) })),
  helpfulCount: z.number().int(),
  reply: reviewReplySchema.nullable(),
  createdAt: z.string(),
});
export type ModeratedReview = z.infer<typeof moderatedReviewSchema>;

export const reviewQueueResponseSchema = z.object({
  success: z.literal(true),
  reviews: z.array(moderatedReviewSchema),
  /** Reviews with photos waiting, whatever the view (the menu's badge). */
  toCheck: z.number().int(),
  total: z.number().int(),
  totalPages: z.number().int(),
  currentPage: z.number().int(),
});
export type ReviewQueueResponse = z.infer<typeof reviewQueueResponseSchema>;

export const moderatedReviewResponseSchema = z.object({ success: z.literal(true), message: z.string(), review: moderatedReviewSchema });

export const replyToReviewRequestSchema = z.object({
  /** Empty removes the answer. */
  message: z
    .string({ message: 'Write the answer' })
    .trim()
    .max(REVIEW_REPLY_MAX, `The answer must be at most ${REVIEW_REPLY_MAX} characters`),
});
export type ReplyToReviewRequest = z.infer<typeof replyToReviewRequestSchema>;

export const reviewEngagementEndpoints = {
  /** The reviewer adds a photo to their own review (multipart, field `photo`); it shows once approved. */
  addReviewPhoto: defineEndpoint({
    method: 'POST',
    path: '/api/shop/reviews/:reviewId/photos',
    auth: 'user',
    params: reviewIdParamSchema,
    body: 'multipart',
    response: { 201: addReviewPhotoResponseSchema },
  }),
  /** A shopper marks someone else's review helpful, once. */
  markReviewHelpful: defineEndpoint({
    method: 'POST',
    path: '/api/shop/reviews/:reviewId/helpful',
    auth: 'user',
    params: reviewIdParamSchema,
    response: { 200: markReviewHelpfulResponseSchema },
  }),
  listMyHelpfulVotes: defineEndpoint({
    method: 'GET',
    path: '/api/shop/reviews/:productId/my-helpful',
    auth: 'user',
    params: z.object({ productId: uuidSchema }),
    response: { 200: myHelpfulVotesResponseSchema },
  }),
  listReviewQueue: defineEndpoint({
    method: 'GET',
    path: '/api/admin/reviews',
    auth: 'admin',
    permission: 'catalog',
    query: listReviewQueueQuerySchema,
    response: { 200: reviewQueueResponseSchema },
  }),
  /** Publishes the review and its waiting photos (also brings back a hidden review). */
  approveReview: defineEndpoint({
    method: 'POST',
    path: '/api/admin/reviews/:reviewId/approve',
    auth: 'admin',
    permission: 'catalog',
    params: reviewIdParamSchema,
    response: { 200: moderatedReviewResponseSchema },
  }),
  /** Takes the review off the shop: its rating no longer counts. */
  hideReview: defineEndpoint({
    method: 'POST',
    path: '/api/admin/reviews/:reviewId/hide',
    auth: 'admin',
    permission: 'catalog',
    params: reviewIdParamSchema,
    response: { 200: moderatedReviewResponseSchema },
  }),
  replyToReview: defineEndpoint({
    method: 'PUT',
    path: '/api/admin/reviews/:reviewId/reply',
    auth: 'admin',
    permission: 'catalog',
    params: reviewIdParamSchema,
    body: replyToReviewRequestSchema,
    response: { 200: moderatedReviewResponseSchema },
  }),
};
