import { and, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { cartItems, products, users } from '../../db/schema/index.ts';
import { notFound } from '../errors.ts';
import { lockShopper } from '../orders/lock-shopper.ts';
import { PRODUCT_NOT_FOUND_MESSAGE } from './messages.ts';

export interface LockedCartLine {
  product: { id: string; title: string; totalStock: number };
  /** Quantity already in the cart for this product, 0 when there is no line. */
  lineQuantity: number;
  /** Distinct products in the cart. */
  lineCount: number;
}

/**
 * Locks the shopper (lockShopper: one shopper's cart writes serialize, so stock and line caps hold), then reads
 * the product, the existing line and the number of lines in one query. The read must be a statement of its own
 * after the lock: under READ COMMITTED a statement that waited for a row lock still sees the other tables as of
 * its own start, which would miss a line written by the transaction it waited for.
 * An unknown or deleted product is a 404.
 */
export async function lockCartLine(tx: DbOrTx, input: { userId: string; productId: string }): Promise<LockedCartLine> {
  await lockShopper(tx, input.userId);
  const [row] = await tx
    .select({
      productId: products.id,
      title: products.title,
      totalStock: products.totalStock,
      lineQuantity: cartItems.quantity,
      lineCount: sql<number>`(SELECT count(*)::int FROM ${cartItems} WHERE ${cartItems.userId} = ${users.id})`,
    })
    .from(users)
    .leftJoin(products, eq(products.id, input.productId))
    .leftJoin(cartItems, and(eq(cartItems.userId, users.id), eq(cartItems.productId, input.productId)))
    .where(eq(users.id, input.userId))
    .limit(1);
  if (!row) throw notFound('User not found');
  if (!row.productId || row.title === null || row.totalStock === null)
    throw notFound(PRODUCT_NOT_FOUND_MESSAGE).because({ code: 'NOT_FOUND', resource: 'product' });
  return {
    product: { id: row.productId, title: row.title, totalStock: row.totalStock },
    lineQuantity: row.lineQuantity ?? 0,
    lineCount: Number(row.lineCount),
  };
}
