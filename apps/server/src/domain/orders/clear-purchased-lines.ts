import { and, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { cartItems, orderItems } from '../../db/schema/index.ts';

/** The order's products leave the shopper's cart once the order is certain (paid, or placed for cash on delivery). */
export async function clearPurchasedLines(tx: DbOrTx, userId: string, orderId: string): Promise<void> {
  const purchased = await tx.select({ productId: orderItems.productId }).from(orderItems).where(eq(orderItems.orderId, orderId));
  const productIds = purchased.flatMap((line) => (line.productId ? [line.productId] : []));
  if (productIds.length > 0) {
    await tx.delete(cartItems).where(and(eq(cartItems.userId, userId), inArray(cartItems.productId, productIds)));
  }
}
