import { and, desc, eq, sql } from 'drizzle-orm';
import type { Review, ReviewSort } from '@aurelle/contract';
import type { DbOrTx } from '../../db/client.ts';
import { products, reviews } from '../../db/schema/index.ts';
import { notFound } from '../errors.ts';
import { PRODUCT_NOT_FOUND_MESSAGE } from './messages.ts';
import { photosOfReviews, presentPhoto, presentReview } from './reviews.ts';

/** A product's row id beside one of its published reviews (none for a product without reviews). */
interface JoinedRow {
  productId: string;
  review: typeof reviews.$inferSelect | null;
}

/** The read of a product and its published reviews in one order, prepared once (decision 126: drizzle builds a query's SQL anew on every call). */
interface ReviewsRead {
  execute(placeholders: { productId: string }): Promise<JoinedRow[]>;
}

/** The reads prepared on each database handle, one per order; a product page that no cache holds runs one. */
const preparedReads = new WeakMap<DbOrTx, Partial<Record<ReviewSort, ReviewsRead>>>();

function reviewsRead(db: DbOrTx, sort: ReviewSort): ReviewsRead {
  const onHandle = preparedReads.get(db) ?? {};
  preparedReads.set(db, onHandle);
  const newest = [desc(reviews.createdAt), desc(reviews.id)];
  onHandle[sort] ??= db
    .select({ productId: products.id, review: reviews })
    .from(products)
    .leftJoin(reviews, and(eq(reviews.productId, products.id), eq(reviews.status, 'published')))
    .where(eq(products.id, sql.placeholder('productId')))
    .orderBy(...(sort === 'helpful' ? [desc(reviews.helpfulCount), ...newest] : newest))
    .prepare(`list_reviews_${sort}`);
  return onHandle[sort];
}

/**
 * A product's published reviews with their approved photos, newest first (the spec's order) or most helpful first
 * (ties newest first); an unknown product is a 404 rather than an empty list.
 */
export async function listReviews(db: DbOrTx, productId: string, sort: ReviewSort = 'newest'): Promise<Review[]> {
  // The product and its published reviews in one round trip (a product page reads them on every cache miss): a
  // product with none is one row with no review, an unknown product no row at all.
  const joined = await reviewsRead(db, sort).execute({ productId });
  if (joined.length === 0) throw notFound(PRODUCT_NOT_FOUND_MESSAGE).because({ code: 'NOT_FOUND', resource: 'product' });
  const rows = joined.flatMap(({ review }) => (review ? [review] : []));
  const photos = await photosOfReviews(
    db,
    rows.map((row) => row.id),
    { approvedOnly: true },
  );
  return rows.map((row) => presentReview(row, (photos.get(row.id) ?? []).map(presentPhoto)));
}
