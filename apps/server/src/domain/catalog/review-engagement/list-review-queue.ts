import { and, asc, count, desc, eq, gt, sql, type SQL } from 'drizzle-orm';
import { REVIEW_QUEUE_PAGE_SIZE, type ListReviewQueueQuery, type ReviewQueueResponse } from '@aurelle/contract';
import type { DbOrTx } from '../../../db/client.ts';
import { products, reviews, users } from '../../../db/schema/index.ts';
import { containsPattern } from '../../admin-users/contains-pattern.ts';
import { presentModeratedReviews } from './present-moderated-review.ts';

const WAITING = and(eq(reviews.status, 'published'), gt(reviews.photosWaiting, 0));

/**
 * The back office's review queue: published reviews with photos to check (oldest first, so none waits forever),
 * every review, or the hidden ones (newest first); searched by product, reviewer or words of the review.
 */
export async function listReviewQueue(db: DbOrTx, query: ListReviewQueueQuery): Promise<Omit<ReviewQueueResponse, 'success'>> {
  const conditions: SQL[] = [];
  if (query.view === 'to-check' && WAITING) conditions.push(WAITING);
  if (query.view === 'hidden') conditions.push(eq(reviews.status, 'hidden'));
  // Every word must appear in the product's title, the reviewer's name or e-mail, or the review.
  const searched = sql`lower(${products.title} || ' ' || ${reviews.userName} || ' ' || ${users.email} || ' ' || ${reviews.message})`;
  for (const word of query.search.split(/\s+/).filter(Boolean)) conditions.push(sql`${searched} LIKE ${containsPattern(word)}`);
  const where = conditions.length > 0 ? and(...conditions) : undefined;
  const base = () =>
    db
      .select({ id: reviews.id })
      .from(reviews)
      .innerJoin(products, eq(products.id, reviews.productId))
      .innerJoin(users, eq(users.id, reviews.userId));
  const [[totalRow], [waitingRow]] = await Promise.all([
    db
      .select({ total: count() })
      .from(reviews)
      .innerJoin(products, eq(products.id, reviews.productId))
      .innerJoin(users, eq(users.id, reviews.userId))
      .where(where),
    db.select({ total: count() }).from(reviews).where(WAITING),
  ]);
  const total = totalRow?.total ?? 0;
  const totalPages = Math.max(1, Math.ceil(total / REVIEW_QUEUE_PAGE_SIZE));
  const order = query.view === 'to-check' ? [asc(reviews.createdAt), asc(reviews.id)] : [desc(reviews.createdAt), desc(reviews.id)];
  const page = await base()
    .where(where)
    .orderBy(...order)
    .limit(REVIEW_QUEUE_PAGE_SIZE)
    .offset((query.page - 1) * REVIEW_QUEUE_PAGE_SIZE);
  return {
    reviews: await presentModeratedReviews(
      db,
      page.map((row) => row.id),
    ),
    toCheck: waitingRow?.total ?? 0,
    total,
    totalPages,
    currentPage: query.page,
  };
}
