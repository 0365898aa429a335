import { and, asc, count, eq, inArray, sql } from 'drizzle-orm';
import { reviewerDisplayName, type Review, type ReviewPhoto } from '@aurelle/contract';
import type { DbOrTx } from '../../db/client.ts';
import { products, reviewPhotos, reviews } from '../../db/schema/index.ts';

/**
 * A review as the API shows it: the spec's reviewValue/reviewMessage names. Review lists are public, so the reviewer
 * appears by display name only ("Asha R."); the user id stays on the server (finding 10). `photos` are the approved
 * ones only.
 */
export function presentReview(row: typeof reviews.$inferSelect, photos: ReviewPhoto[] = []): Review {
  return {
    _id: row.id,
    id: row.id,
    productId: row.productId,
    userName: reviewerDisplayName(row.userName),
    reviewValue: row.rating,
    reviewMessage: row.message,
    createdAt: row.createdAt.toISOString(),
    photos,
    helpfulCount: row.helpfulCount,
    reply: row.replyMessage !== null && row.repliedAt ? { message: row.replyMessage, repliedAt: row.repliedAt.toISOString() } : null,
  };
}

/** The photos of these reviews by review id, in the order the reviewer added them; `approvedOnly` for the shop. */
export async function photosOfReviews(
  db: DbOrTx,
  reviewIds: string[],
  options: { approvedOnly: boolean },
): Promise<Map<string, Array<typeof reviewPhotos.$inferSelect>>> {
  const byReview = new Map<string, Array<typeof reviewPhotos.$inferSelect>>();
  if (reviewIds.length === 0) return byReview;
  const rows = await db
    .select()
    .from(reviewPhotos)
    .where(
      options.approvedOnly
        ? and(inArray(reviewPhotos.reviewId, reviewIds), eq(reviewPhotos.status, 'approved'))
        : inArray(reviewPhotos.reviewId, reviewIds),
    )
    .orderBy(asc(reviewPhotos.reviewId), asc(reviewPhotos.position));
  for (const row of rows) byReview.set(row.reviewId, [...(byReview.get(row.reviewId) ?? []), row]);
  return byReview;
}

export function presentPhoto(row: typeof reviewPhotos.$inferSelect): ReviewPhoto {
  return { id: row.id, url: row.url, variants: row.variants };
}

/**
 * The product's average and count from its published reviews (a hidden review does not count). Called in the
 * transaction that changed a review, with the product row locked, so concurrent changes recompute one after another.
 */
export async function refreshReviewSummary(tx: DbOrTx, productId: string): Promise<void> {
  const [summary] = await tx
    .select({ average: sql<number>`coalesce(round(avg(${reviews.rating}), 2), 0)`.mapWith(Number), total: count() })
    .from(reviews)
    .where(and(eq(reviews.productId, productId), eq(reviews.status, 'published')));
  await tx
    .update(products)
    .set({ averageReview: summary?.average ?? 0, reviewCount: summary?.total ?? 0 })
    .where(eq(products.id, productId));
}
