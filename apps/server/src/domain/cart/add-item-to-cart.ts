import { MAX_CART_LINES, MAX_LINE_QUANTITY, PRODUCT_UNAVAILABLE_MESSAGE, stockLimitMessage } from '@aurelle/contract';
import type { Db } from '../../db/client.ts';
import { cartItems } from '../../db/schema/index.ts';
import { badRequest, notFound } from '../errors.ts';
import { loadCart, type Cart } from './load-cart.ts';
import { lockCartLine } from './lock-cart-line.ts';
import { scheduleCartReminder } from '../cart-reminders/schedule-cart-reminder.ts';
import { CART_FULL_MESSAGE, LINE_LIMIT_MESSAGE, OUT_OF_STOCK_MESSAGE } from './messages.ts';

export interface AddItemToCartInput {
  userId: string;
  productId: string;
  variantId?: string | undefined;
  quantity: number;
  /** Hours after which a cart left alone gets its reminder (0: none). */
  remindAfterHours?: number;
}

/** Adds to the size's line (or creates it); the line's new quantity never exceeds the size's stock. */
export async function addItemToCart(db: Db, input: AddItemToCartInput): Promise<{ cart: Cart; productTitle: string }> {
  return db.transaction(async (tx) => {
    const { product, variant, lineQuantity, lineCount } = await lockCartLine(tx, input, 'add');
    // An archived product is out of the shop: as if it did not exist, with words a shopper understands.
    if (product.isArchived) throw notFound(PRODUCT_UNAVAILABLE_MESSAGE).because({ code: 'NOT_FOUND', resource: 'product' });
    if (variant.stock <= 0) throw badRequest(OUT_OF_STOCK_MESSAGE).because({ code: 'OUT_OF_STOCK' });
    const quantity = lineQuantity + input.quantity;
    if (quantity > variant.stock)
      throw badRequest(stockLimitMessage(variant.stock)).because({ code: 'STOCK_LIMIT', available: variant.stock });
    if (quantity > MAX_LINE_QUANTITY) throw badRequest(LINE_LIMIT_MESSAGE).because({ code: 'LINE_LIMIT', limit: MAX_LINE_QUANTITY });
    if (lineQuantity === 0 && lineCount >= MAX_CART_LINES)
      throw badRequest(CART_FULL_MESSAGE).because({ code: 'CART_FULL', limit: MAX_CART_LINES });

    await tx
      .insert(cartItems)
      .values({ userId: input.userId, productId: product.id, variantId: variant.id, quantity })
      .onConflictDoUpdate({ target: [cartItems.userId, cartItems.variantId], set: { quantity, updatedAt: new Date() } });
    await scheduleCartReminder(tx, input.userId, input.remindAfterHours ?? 0);
    return { cart: await loadCart(tx, input.userId), productTitle: product.title };
  });
}
