import { eq, inArray } from 'drizzle-orm';
import type { ModeratedReview } from '@aurelle/contract';
import type { DbOrTx } from '../../../db/client.ts';
import { products, reviews, users } from '../../../db/schema/index.ts';
import { photosOfReviews } from '../reviews.ts';

/** Reviews as the back office sees them: the reviewer in full, every photo with its state, the product's title. */
export async function presentModeratedReviews(db: DbOrTx, reviewIds: string[]): Promise<ModeratedReview[]> {
  if (reviewIds.length === 0) return [];
  const rows = await db
    .select({ review: reviews, productTitle: products.title, email: users.email })
    .from(reviews)
    .innerJoin(products, eq(products.id, reviews.productId))
    .innerJoin(users, eq(users.id, reviews.userId))
    .where(inArray(reviews.id, reviewIds));
  const photos = await photosOfReviews(db, reviewIds, { approvedOnly: false });
  const byId = new Map(
    rows.map(({ review, productTitle, email }): [string, ModeratedReview] => [
      review.id,
      {
        id: review.id,
        product: { id: review.productId, title: productTitle },
        reviewer: { id: review.userId, userName: review.userName, email },
        rating: review.rating,
        message: review.message,
        status: review.status,
        photos: (photos.get(review.id) ?? []).map((photo) => ({
          id: photo.id,
          url: photo.url,
          variants: photo.variants,
          status: photo.status,
        })),
        helpfulCount: review.helpfulCount,
        reply:
          review.replyMessage !== null && review.repliedAt
            ? { message: review.replyMessage, repliedAt: review.repliedAt.toISOString() }
            : null,
        createdAt: review.createdAt.toISOString(),
      },
    ]),
  );
  // In the order asked for.
  return reviewIds.flatMap((id) => byId.get(id) ?? []);
}

export async function presentModeratedReview(db: DbOrTx, reviewId: string): Promise<ModeratedReview> {
  const [review] = await presentModeratedReviews(db, [reviewId]);
  if (!review) throw new Error(`review ${reviewId} vanished`);
  return review;
}
