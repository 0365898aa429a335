import { and, eq } from 'drizzle-orm';
import type { ModeratedReview } from '@aurelle/contract';
import type { Db } from '../../../db/client.ts';
import { reviewPhotos, reviews } from '../../../db/schema/index.ts';
import { refreshReviewSummary } from '../reviews.ts';
import { lockReview } from './lock-review.ts';
import { presentModeratedReview } from './present-moderated-review.ts';

/** The back office approves a review: its waiting photos show on the shop, and a hidden review comes back and counts. */
export async function approveReview(db: Db, reviewId: string): Promise<ModeratedReview> {
  return db.transaction(async (tx) => {
    const review = await lockReview(tx, reviewId);
    await tx
      .update(reviewPhotos)
      .set({ status: 'approved' })
      .where(and(eq(reviewPhotos.reviewId, reviewId), eq(reviewPhotos.status, 'pending')));
    await tx.update(reviews).set({ status: 'published', photosWaiting: 0 }).where(eq(reviews.id, reviewId));
    if (review.status !== 'published') await refreshReviewSummary(tx, review.productId);
    return presentModeratedReview(tx, reviewId);
  });
}
