import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { reviewHelpfulVotes, reviews } from '../../../db/schema/index.ts';
import { badRequest, conflict, notFound } from '../../errors.ts';
import { REVIEW_HELPFUL_AGAIN_MESSAGE, REVIEW_HELPFUL_OWN_MESSAGE, REVIEW_NOT_FOUND_MESSAGE } from '../messages.ts';

/**
 * A shopper marks a published review helpful, once (the vote's key is review and shopper); not their own. The count
 * on the review moves in the same transaction as the vote, under the review's lock.
 */
export async function markReviewHelpful(
  db: Db,
  options: { userId: string; reviewId: string },
): Promise<{ reviewId: string; helpfulCount: number }> {
  return db.transaction(async (tx) => {
    const [review] = await tx.select().from(reviews).where(eq(reviews.id, options.reviewId)).for('update');
    if (!review || review.status !== 'published')
      throw notFound(REVIEW_NOT_FOUND_MESSAGE).because({ code: 'NOT_FOUND', resource: 'review' });
    if (review.userId === options.userId) throw badRequest(REVIEW_HELPFUL_OWN_MESSAGE);
    const voted = await tx
      .insert(reviewHelpfulVotes)
      .values({ reviewId: options.reviewId, userId: options.userId })
      .onConflictDoNothing()
      .returning({ reviewId: reviewHelpfulVotes.reviewId });
    if (voted.length === 0) throw conflict(REVIEW_HELPFUL_AGAIN_MESSAGE);
    const [updated] = await tx
      .update(reviews)
      .set({ helpfulCount: sql`${reviews.helpfulCount} + 1` })
      .where(eq(reviews.id, options.reviewId))
      .returning({ helpfulCount: reviews.helpfulCount });
    return { reviewId: options.reviewId, helpfulCount: updated?.helpfulCount ?? review.helpfulCount + 1 };
  });
}
