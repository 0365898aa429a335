import { desc, eq } from 'drizzle-orm';
import type { WishlistItem } from '@aurelle/contract';
import type { DbOrTx } from '../../db/client.ts';
import { products, wishlistItems } from '../../db/schema/index.ts';
import { productColumns } from '../catalog/product-columns.ts';
import { presentProduct } from '../catalog/present-product.ts';
import { inShop } from '../catalog/archive/in-shop.ts';

/**
 * The shopper's saved products, newest first (a deleted product has already left the list by cascade); an archived one
 * stays, marked unavailable, so the shopper sees what became of it and finds it again if it comes back.
 */
export async function listWishlist(db: DbOrTx, userId: string): Promise<WishlistItem[]> {
  const rows = await db
    .select({ product: productColumns, addedAt: wishlistItems.createdAt, isAvailable: inShop })
    .from(wishlistItems)
    .innerJoin(products, eq(products.id, wishlistItems.productId))
    .where(eq(wishlistItems.userId, userId))
    .orderBy(desc(wishlistItems.createdAt), desc(wishlistItems.productId));
  return rows.map((row) => ({ product: presentProduct(row.product), addedAt: row.addedAt.toISOString(), isAvailable: row.isAvailable }));
}
