import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client.ts';
import { reviewHelpfulVotes, reviews } from '../../../db/schema/index.ts';

/** The ids of a product's reviews this shopper has marked helpful (so the button shows it was done). */
export async function listMyHelpfulVotes(db: DbOrTx, options: { userId: string; productId: string }): Promise<string[]> {
  const rows = await db
    .select({ reviewId: reviewHelpfulVotes.reviewId })
    .from(reviewHelpfulVotes)
    .innerJoin(reviews, eq(reviews.id, reviewHelpfulVotes.reviewId))
    .where(and(eq(reviewHelpfulVotes.userId, options.userId), eq(reviews.productId, options.productId)));
  return rows.map((row) => row.reviewId);
}
