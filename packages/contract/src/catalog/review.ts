import { z } from 'zod';
import { uuidSchema } from '../common.ts';

/** A review as anyone may read it: the reviewer appears by display name only, never by user id. */
export const reviewSchema = z.object({
  _id: z.string(),
  id: z.string(),
  productId: z.string(),
  userName: z.string(),
  reviewValue: z.number().int(),
  reviewMessage: z.string(),
  createdAt: z.string(),
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
export const addReviewResponseSchema = z.object({ success: z.literal(true), message: z.string(), data: reviewSchema });
export type AddReviewResponse = z.infer<typeof addReviewResponseSchema>;
