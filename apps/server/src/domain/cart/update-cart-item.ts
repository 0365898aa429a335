import { and, eq } from 'drizzle-orm';
import { PRODUCT_UNAVAILABLE_MESSAGE, stockLimitMessage } from '@aurelle/contract';
import type { Db } from '../../db/client.ts';
import { cartItems } from '../../db/schema/index.ts';
import { badRequest, notFound } from '../errors.ts';
import { loadCart, type Cart } from './load-cart.ts';
import { lockCartLine } from './lock-cart-line.ts';
import { scheduleCartReminder } from '../cart-reminders/schedule-cart-reminder.ts';
import { CART_ITEM_NOT_FOUND_MESSAGE, OUT_OF_STOCK_MESSAGE } from './messages.ts';

export interface UpdateCartItemInput {
  userId: string;
  productId: string;
  variantId?: string | undefined;
  quantity: number;
  /** Hours after which a cart left alone gets its reminder (0: none). */
  remindAfterHours?: number;
}

/** Sets a line's quantity (the contract already keeps it a whole number from 1 to the line cap). */
export async function updateCartItem(db: Db, input: UpdateCartItemInput): Promise<Cart> {
  return db.transaction(async (tx) => {
    const { product, variant, lineQuantity } = await lockCartLine(tx, input, 'change');
    if (lineQuantity === 0) throw notFound(CART_ITEM_NOT_FOUND_MESSAGE).because({ code: 'NOT_FOUND', resource: 'cart-item' });
    // The line of an archived product can only be removed.
    if (product.isArchived) throw badRequest(PRODUCT_UNAVAILABLE_MESSAGE);
    if (variant.stock <= 0) throw badRequest(OUT_OF_STOCK_MESSAGE).because({ code: 'OUT_OF_STOCK' });
    if (input.quantity > variant.stock)
      throw badRequest(stockLimitMessage(variant.stock)).because({ code: 'STOCK_LIMIT', available: variant.stock });
    if (lineQuantity !== input.quantity) {
      await tx
        .update(cartItems)
        .set({ quantity: input.quantity, updatedAt: new Date() })
        .where(and(eq(cartItems.userId, input.userId), eq(cartItems.variantId, variant.id)));
      await scheduleCartReminder(tx, input.userId, input.remindAfterHours ?? 0);
    }
    return loadCart(tx, input.userId);
  });
}
