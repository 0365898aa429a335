import { desc, eq } from 'drizzle-orm';
import type { Review } from '@aurelle/contract';
import type { DbOrTx } from '../../db/client.ts';
import { products, reviews } from '../../db/schema/index.ts';
import { notFound } from '../errors.ts';
import { PRODUCT_NOT_FOUND_MESSAGE } from './messages.ts';
import { presentReview } from './reviews.ts';

/** A product's reviews, newest first; an unknown product is a 404 rather than an empty list. */
export async function listReviews(db: DbOrTx, productId: string): Promise<Review[]> {
  const [product] = await db.select({ id: products.id }).from(products).where(eq(products.id, productId)).limit(1);
  if (!product) throw notFound(PRODUCT_NOT_FOUND_MESSAGE).because({ code: 'NOT_FOUND', resource: 'product' });
  const rows = await db.select().from(reviews).where(eq(reviews.productId, productId)).orderBy(desc(reviews.createdAt), desc(reviews.id));
  return rows.map(presentReview);
}
