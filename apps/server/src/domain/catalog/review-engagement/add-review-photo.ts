import { count, eq, sql } from 'drizzle-orm';
import { REVIEW_PHOTO_LIMIT, REVIEW_PHOTO_LIMIT_MESSAGE, type ReviewPhoto, type ReviewPhotoStatus } from '@aurelle/contract';
import type { Db } from '../../../db/client.ts';
import { reviewPhotos, reviews } from '../../../db/schema/index.ts';
import type { ObjectStorage } from '../../../infra/storage/storage.ts';
import { conflict, forbidden, notFound } from '../../errors.ts';
import { REVIEW_NOT_FOUND_MESSAGE, REVIEW_PHOTO_NOT_YOURS_MESSAGE } from '../messages.ts';
import { uploadProductImage } from '../upload-product-image.ts';
import { lockReview } from './lock-review.ts';

/**
 * The reviewer adds a photo to their own review: checked and re-encoded like a product image (by content, WebP
 * widths, metadata such as GPS dropped), at most three per review, waiting for the back office before shoppers see it.
 * The limit is checked before the (slow) encoding and again under the review's lock, so two uploads at once cannot
 * make a fourth.
 */
export async function addReviewPhoto(
  deps: { db: Db; storage: ObjectStorage },
  options: { userId: string; reviewId: string; bytes: Buffer },
): Promise<ReviewPhoto & { status: ReviewPhotoStatus }> {
  const { db } = deps;
  const [review] = await db.select({ userId: reviews.userId }).from(reviews).where(eq(reviews.id, options.reviewId));
  if (!review) throw notFound(REVIEW_NOT_FOUND_MESSAGE).because({ code: 'NOT_FOUND', resource: 'review' });
  if (review.userId !== options.userId) throw forbidden(REVIEW_PHOTO_NOT_YOURS_MESSAGE);
  if ((await photoCount(db, options.reviewId)) >= REVIEW_PHOTO_LIMIT) throw conflict(REVIEW_PHOTO_LIMIT_MESSAGE);

  const stored = await uploadProductImage(deps.storage, options.bytes);
  return db.transaction(async (tx) => {
    await lockReview(tx, options.reviewId);
    const taken = await tx
      .select({ position: reviewPhotos.position })
      .from(reviewPhotos)
      .where(eq(reviewPhotos.reviewId, options.reviewId));
    const position = [0, 1, 2].find((slot) => !taken.some((photo) => photo.position === slot));
    if (position === undefined || taken.length >= REVIEW_PHOTO_LIMIT) throw conflict(REVIEW_PHOTO_LIMIT_MESSAGE);
    const [photo] = await tx
      .insert(reviewPhotos)
      .values({ reviewId: options.reviewId, position, url: stored.url, variants: stored.variants })
      .returning();
    if (!photo) throw new Error('insert returned no row');
    await tx
      .update(reviews)
      .set({ photosWaiting: sql`${reviews.photosWaiting} + 1` })
      .where(eq(reviews.id, options.reviewId));
    return { id: photo.id, url: photo.url, variants: photo.variants, status: photo.status };
  });
}

async function photoCount(db: Db, reviewId: string): Promise<number> {
  const [row] = await db.select({ total: count() }).from(reviewPhotos).where(eq(reviewPhotos.reviewId, reviewId));
  return row?.total ?? 0;
}
