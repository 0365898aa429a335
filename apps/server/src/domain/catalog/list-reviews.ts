import { and, desc, eq } from 'drizzle-orm';
import type { Review, ReviewSort } from '@aurelle/contract';
import type { DbOrTx } from '../../db/client.ts';
import { products, reviews } from '../../db/schema/index.ts';
import { notFound } from '../errors.ts';
import { PRODUCT_NOT_FOUND_MESSAGE } from './messages.ts';
import { photosOfReviews, presentPhoto, presentReview } from './reviews.ts';

/**
 * A product's published reviews with their approved photos, newest first (the spec's order) or most helpful first
 * (ties newest first); an unknown product is a 404 rather than an empty list.
 */
export async function listReviews(db: DbOrTx, productId: string, sort: ReviewSort = 'newest'): Promise<Review[]> {
  const [product] = await db.select({ id: products.id }).from(products).where(eq(products.id, productId)).limit(1);
  if (!product) throw notFound(PRODUCT_NOT_FOUND_MESSAGE).because({ code: 'NOT_FOUND', resource: 'product' });
  const newest = [desc(reviews.createdAt), desc(reviews.id)];
  const rows = await db
    .select()
    .from(reviews)
    .where(and(eq(reviews.productId, productId), eq(reviews.status, 'published')))
    .orderBy(...(sort === 'helpful' ? [desc(reviews.helpfulCount), ...newest] : newest));
  const photos = await photosOfReviews(
    db,
    rows.map((row) => row.id),
    { approvedOnly: true },
  );
  return rows.map((row) => presentReview(row, (photos.get(row.id) ?? []).map(presentPhoto)));
}
