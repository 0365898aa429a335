import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { cartItems } from '../../db/schema/index.ts';
import { notFound } from '../errors.ts';
import { loadCart, type Cart } from './load-cart.ts';
import { CART_ITEM_NOT_FOUND_MESSAGE } from './messages.ts';

export async function removeCartItem(db: Db, input: { userId: string; productId: string }): Promise<Cart> {
  return db.transaction(async (tx) => {
    const removed = await tx
      .delete(cartItems)
      .where(and(eq(cartItems.userId, input.userId), eq(cartItems.productId, input.productId)))
      .returning({ productId: cartItems.productId });
    if (removed.length === 0) throw notFound(CART_ITEM_NOT_FOUND_MESSAGE).because({ code: 'NOT_FOUND', resource: 'cart-item' });
    return loadCart(tx, input.userId);
  });
}
