import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client.ts';
import { products, reviews } from '../../../db/schema/index.ts';
import { notFound } from '../../errors.ts';
import { REVIEW_NOT_FOUND_MESSAGE } from '../messages.ts';

/**
 * Locks a review for a change, its product first: adding a review locks the product too, so both take the locks in
 * the same order and recompute the product's average one after another.
 */
export async function lockReview(tx: DbOrTx, reviewId: string): Promise<typeof reviews.$inferSelect> {
  const [found] = await tx.select({ productId: reviews.productId }).from(reviews).where(eq(reviews.id, reviewId));
  if (!found) throw notFound(REVIEW_NOT_FOUND_MESSAGE).because({ code: 'NOT_FOUND', resource: 'review' });
  await tx.select({ id: products.id }).from(products).where(eq(products.id, found.productId)).for('update');
  const [review] = await tx.select().from(reviews).where(eq(reviews.id, reviewId)).for('update');
  if (!review) throw notFound(REVIEW_NOT_FOUND_MESSAGE).because({ code: 'NOT_FOUND', resource: 'review' });
  return review;
}
