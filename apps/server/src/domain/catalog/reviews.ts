import { reviewerDisplayName, type Review } from '@aurelle/contract';
import type { reviews } from '../../db/schema/index.ts';

/**
 * A review as the API shows it: the spec's reviewValue/reviewMessage names. Review lists are public, so the reviewer
 * appears by display name only ("Asha R."); the user id stays on the server (finding 10).
 */
export function presentReview(row: typeof reviews.$inferSelect): Review {
  return {
    _id: row.id,
    id: row.id,
    productId: row.productId,
    userName: reviewerDisplayName(row.userName),
    reviewValue: row.rating,
    reviewMessage: row.message,
    createdAt: row.createdAt.toISOString(),
  };
}
