import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { cartItems } from '../../db/schema/index.ts';
import { AppError, notFound } from '../errors.ts';
import { loadCart, type Cart } from './load-cart.ts';
import { lockCartLine, type CartLineKey } from './lock-cart-line.ts';
import { CART_ITEM_NOT_FOUND_MESSAGE } from './messages.ts';

/** Removes one size's line (without a size: the product's only line, or its default size's). */
export async function removeCartItem(db: Db, input: CartLineKey): Promise<Cart> {
  return db.transaction(async (tx) => {
    const lineNotFound = () => notFound(CART_ITEM_NOT_FOUND_MESSAGE).because({ code: 'NOT_FOUND', resource: 'cart-item' });
    // A product or size that is gone cannot have a line any more (its lines went with it).
    const line = await lockCartLine(tx, input, 'change').catch((error: unknown) => {
      const reason = error instanceof AppError ? error.reason : undefined;
      if (reason?.code === 'NOT_FOUND' && (reason.resource === 'product' || reason.resource === 'variant')) throw lineNotFound();
      throw error;
    });
    const removed = await tx
      .delete(cartItems)
      .where(and(eq(cartItems.userId, input.userId), eq(cartItems.variantId, line.variant.id)))
      .returning({ productId: cartItems.productId });
    if (removed.length === 0) throw lineNotFound();
    return loadCart(tx, input.userId);
  });
}
