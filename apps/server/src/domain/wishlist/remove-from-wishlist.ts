import { and, eq } from 'drizzle-orm';
import type { WishlistItem } from '@aurelle/contract';
import type { Db } from '../../db/client.ts';
import { wishlistItems } from '../../db/schema/index.ts';
import { listWishlist } from './list-wishlist.ts';

/** Takes a product off the shopper's wishlist; one that is not on it is already gone, so this is not an error. */
export async function removeFromWishlist(db: Db, input: { userId: string; productId: string }): Promise<WishlistItem[]> {
  return db.transaction(async (tx) => {
    await tx.delete(wishlistItems).where(and(eq(wishlistItems.userId, input.userId), eq(wishlistItems.productId, input.productId)));
    return listWishlist(tx, input.userId);
  });
}
