import type { Review } from '@aurelle/contract';
import type { reviews } from '../../db/schema/index.ts';

/** A review as the API shows it: the spec's reviewValue/reviewMessage names. */
export function presentReview(row: typeof reviews.$inferSelect): Review {
  return {
    _id: row.id,
    id: row.id,
    productId: row.productId,
    userId: row.userId,
    userName: row.userName,
    reviewValue: row.rating,
    reviewMessage: row.message,
    createdAt: row.createdAt.toISOString(),
  };
}
