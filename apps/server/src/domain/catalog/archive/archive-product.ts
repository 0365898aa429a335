import { and, eq, isNull, sql } from 'drizzle-orm';
import type { AdminProduct } from '@aurelle/contract';
import type { Db } from '../../../db/client.ts';
import { products } from '../../../db/schema/index.ts';
import { notFound } from '../../errors.ts';
import { PRODUCT_NOT_FOUND_MESSAGE } from '../messages.ts';
import { presentAdminProductOf } from '../present-product.ts';
import { productColumns } from '../product-columns.ts';
import { lockProducts } from '../variants/lock-products.ts';

/**
 * Takes a product out of the shop. Its row, sizes, reviews, cart and wishlist lines all stay: carts holding
 * it refuse checkout until the line is removed, and bringing it back (unarchiveProduct) restores everything as it was.
 * The product's lock (the one checkout takes) means no checkout reserves it after this commits. Archiving an archived
 * product keeps its first date. The write notifies every instance, which drops its cached catalog (decision 062).
 */
export async function archiveProduct(db: Db, productId: string): Promise<AdminProduct> {
  return db.transaction(async (tx) => {
    const found = await lockProducts(tx, [productId]);
    if (!found.has(productId)) throw notFound(PRODUCT_NOT_FOUND_MESSAGE).because({ code: 'NOT_FOUND', resource: 'product' });
    const [archived] = await tx
      .update(products)
      .set({ archivedAt: sql`now()`, updatedAt: sql`now()` })
      .where(and(eq(products.id, productId), isNull(products.archivedAt)))
      .returning(productColumns);
    const [row] = archived ? [archived] : await tx.select(productColumns).from(products).where(eq(products.id, productId));
    if (!row) throw new Error('product vanished under its own lock');
    return presentAdminProductOf(tx, row);
  });
}
