import { z } from 'zod';
import { uuidSchema } from '../common.ts';
import { imageVariantSchema } from './feature.ts';
import { REVIEW_SORTS } from './review-values.ts';

/** A photo of a review: re-encoded WebP like product images (`url` is the main width, `variants` every width). */
export const reviewPhotoSchema = z.object({ id: z.string(), url: z.string(), variants: z.array(imageVariantSchema) });
export type ReviewPhoto = z.infer<typeof reviewPhotoSchema>;

/** The house's answer under a review. */
export const reviewReplySchema = z.object({ message: z.string(), repliedAt: z.string() });
export type ReviewReply = z.infer<typeof reviewReplySchema>;

/**
 * A review as anyone may read it: the reviewer appears by display name only, never by user id. `photos` are the
 * approved ones (a shopper's photos wait for the back office); `helpfulCount` is how many shoppers marked it helpful.
 */
export const reviewSchema = z.object({
  _id: z.string(),
  id: z.string(),
  productId: z.string(),
  userName: z.string(),
  reviewValue: z.number().int(),
  reviewMessage: z.string(),
  createdAt: z.string(),
  photos: z.array(reviewPhotoSchema),
  helpfulCount: z.number().int(),
  reply: reviewReplySchema.nullable(),
});
export type Review = z.infer<typeof reviewSchema>;

/**
 * How a reviewer appears on public review lists: the first name and the initial of the last ("Asha R."),
 * never the full name the account was registered with.
 */
export function reviewerDisplayName(userName: string): string {
  const words = userName.trim().split(/\s+/).filter(Boolean);
  const first = words[0];
  if (!first) return 'A customer';
  const last = words.length > 1 ? words[words.length - 1] : undefined;
  return last ? `${first} ${last.charAt(0).toUpperCase()}.` : first;
}

export const addReviewRequestSchema = z.object({
  productId: uuidSchema,
  reviewValue: z.coerce
    .number({ message: 'Choose a rating' })
    .int('Choose a rating')
    .min(1, 'Choose between 1 and 5 stars')
    .max(5, 'Choose between 1 and 5 stars'),
  reviewMessage: z
    .string({ message: 'Review message is required' })
    .trim()
    .min(1, 'Review message is required')
    .max(2000, 'Review is too long'),
});
export type AddReviewRequest = z.infer<typeof addReviewRequestSchema>;
export const reviewListResponseSchema = z.object({ success: z.literal(true), data: z.array(reviewSchema) });
export const reviewProductParamSchema = z.object({ productId: uuidSchema });

/** `sort` is optional: without it the list is newest first, as the spec's call expects. */
export const listReviewsQuerySchema = z.object({
  sort: z.enum(REVIEW_SORTS, { message: 'sort must be newest or helpful' }).optional().default('newest'),
});
export const addReviewResponseSchema = z.object({ success: z.literal(true), message: z.string(), data: reviewSchema });
export type AddReviewResponse = z.infer<typeof addReviewResponseSchema>;
