import { and, eq } from 'drizzle-orm';
import type { AddReviewRequest, Review } from '@aurelle/contract';
import type { Db } from '../../db/client.ts';
import { orderItems, orders, products, reviews } from '../../db/schema/index.ts';
import { isUniqueViolation } from '../../db/postgres-errors.ts';
import { conflict, forbidden, notFound } from '../errors.ts';
import { PRODUCT_NOT_FOUND_MESSAGE, REVIEW_ALREADY_EXISTS_MESSAGE, REVIEW_NOT_BOUGHT_MESSAGE } from './messages.ts';
import { presentReview, refreshReviewSummary } from './reviews.ts';

/**
 * A verified buyer's review (docs/decisions/059-reviews-from-verified-buyers.md): the shopper must have a paid order containing the
 * product, may review it once, and the product's average and count are recomputed in the same
 * transaction. The product row is locked first so concurrent reviews recompute one after another.
 */
export async function addReview(db: Db, options: { user: { id: string; userName: string }; input: AddReviewRequest }): Promise<Review> {
  const { user, input } = options;
  return db.transaction(async (tx) => {
    const [product] = await tx.select({ id: products.id }).from(products).where(eq(products.id, input.productId)).for('update');
    if (!product) throw notFound(PRODUCT_NOT_FOUND_MESSAGE).because({ code: 'NOT_FOUND', resource: 'product' });

    const [purchase] = await tx
      .select({ orderId: orders.id })
      .from(orderItems)
      .innerJoin(orders, eq(orders.id, orderItems.orderId))
      .where(and(eq(orders.userId, user.id), eq(orders.paymentStatus, 'completed'), eq(orderItems.productId, input.productId)))
      .limit(1);
    if (!purchase) throw forbidden(REVIEW_NOT_BOUGHT_MESSAGE).because({ code: 'REVIEW_NOT_BOUGHT' });

    const [existing] = await tx
      .select({ id: reviews.id })
      .from(reviews)
      .where(and(eq(reviews.productId, input.productId), eq(reviews.userId, user.id)))
      .limit(1);
    if (existing) throw conflict(REVIEW_ALREADY_EXISTS_MESSAGE).because({ code: 'REVIEW_EXISTS' });

    let row;
    try {
      [row] = await tx
        .insert(reviews)
        .values({
          productId: input.productId,
          userId: user.id,
          userName: user.userName,
          rating: input.reviewValue,
          message: input.reviewMessage,
        })
        .returning();
    } catch (error) {
      if (isUniqueViolation(error)) throw conflict(REVIEW_ALREADY_EXISTS_MESSAGE).because({ code: 'REVIEW_EXISTS' });
      throw error;
    }
    if (!row) throw new Error('insert returned no row');

    await refreshReviewSummary(tx, input.productId);
    return presentReview(row);
  });
}
