import { eq } from 'drizzle-orm';
import type { ModeratedReview, ReplyToReviewRequest } from '@aurelle/contract';
import type { Db } from '../../../db/client.ts';
import { reviews } from '../../../db/schema/index.ts';
import { lockReview } from './lock-review.ts';
import { presentModeratedReview } from './present-moderated-review.ts';

/** The house answers a review (shown under it on the shop, dated), or removes its answer with an empty message. */
export async function replyToReview(
  db: Db,
  options: { reviewId: string; input: ReplyToReviewRequest; now?: Date },
): Promise<{ review: ModeratedReview; removed: boolean }> {
  return db.transaction(async (tx) => {
    await lockReview(tx, options.reviewId);
    const removed = options.input.message === '';
    await tx
      .update(reviews)
      .set(
        removed ? { replyMessage: null, repliedAt: null } : { replyMessage: options.input.message, repliedAt: options.now ?? new Date() },
      )
      .where(eq(reviews.id, options.reviewId));
    return { review: await presentModeratedReview(tx, options.reviewId), removed };
  });
}
