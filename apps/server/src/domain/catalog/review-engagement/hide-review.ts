import { eq } from 'drizzle-orm';
import type { ModeratedReview } from '@aurelle/contract';
import type { Db } from '../../../db/client.ts';
import { reviews } from '../../../db/schema/index.ts';
import { refreshReviewSummary } from '../reviews.ts';
import { lockReview } from './lock-review.ts';
import { presentModeratedReview } from './present-moderated-review.ts';

/**
 * The back office hides a review: it leaves the shop and the product's average and count. Its photos keep their
 * state, so approving it later brings back what was approved (and approves what was waiting).
 */
export async function hideReview(db: Db, reviewId: string): Promise<ModeratedReview> {
  return db.transaction(async (tx) => {
    const review = await lockReview(tx, reviewId);
    if (review.status !== 'hidden') {
      await tx.update(reviews).set({ status: 'hidden' }).where(eq(reviews.id, reviewId));
      await refreshReviewSummary(tx, review.productId);
    }
    return presentModeratedReview(tx, reviewId);
  });
}
