import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { cartItems } from '../../db/schema/index.ts';
import type { Cart } from './load-cart.ts';

export async function clearCart(db: DbOrTx, userId: string): Promise<Cart> {
  await db.delete(cartItems).where(eq(cartItems.userId, userId));
  return { items: [], totalAmount: 0 };
}
