import { and, count, eq } from 'drizzle-orm';
import { MAX_WISHLIST_ITEMS, WISHLIST_FULL_MESSAGE, type WishlistItem } from '@aurelle/contract';
import type { Db } from '../../db/client.ts';
import { products, wishlistItems } from '../../db/schema/index.ts';
import { badRequest, notFound } from '../errors.ts';
import { PRODUCT_NOT_FOUND_MESSAGE } from '../catalog/messages.ts';
import { inShop } from '../catalog/archive/in-shop.ts';
import { lockShopper } from '../orders/lock-shopper.ts';
import { listWishlist } from './list-wishlist.ts';

/**
 * Saves a product for the shopper. Saving one already saved changes nothing (a second tap is not an error); the
 * shopper's row lock makes the limit hold under concurrent requests. Answers with the whole list.
 */
export async function addToWishlist(db: Db, input: { userId: string; productId: string }): Promise<WishlistItem[]> {
  return db.transaction(async (tx) => {
    await lockShopper(tx, input.userId);
    const [product] = await tx
      .select({ id: products.id })
      .from(products)
      .where(and(eq(products.id, input.productId), inShop))
      .limit(1);
    if (!product) throw notFound(PRODUCT_NOT_FOUND_MESSAGE).because({ code: 'NOT_FOUND', resource: 'product' });
    const inserted = await tx
      .insert(wishlistItems)
      .values({ userId: input.userId, productId: input.productId })
      .onConflictDoNothing()
      .returning({ productId: wishlistItems.productId });
    if (inserted.length > 0) {
      const [saved] = await tx.select({ value: count() }).from(wishlistItems).where(eq(wishlistItems.userId, input.userId));
      // Checked after the insert, inside the transaction: throwing rolls the insert back.
      if ((saved?.value ?? 0) > MAX_WISHLIST_ITEMS)
        throw badRequest(WISHLIST_FULL_MESSAGE).because({ code: 'WISHLIST_FULL', limit: MAX_WISHLIST_ITEMS });
    }
    return listWishlist(tx, input.userId);
  });
}
