import { and, eq, isNotNull, sql } from 'drizzle-orm';
import type { AdminProduct } from '@aurelle/contract';
import type { Db } from '../../../db/client.ts';
import { products } from '../../../db/schema/index.ts';
import { notFound } from '../../errors.ts';
import { scheduleStockAlerts } from '../../stock-alerts/schedule-stock-alerts.ts';
import { PRODUCT_NOT_FOUND_MESSAGE } from '../messages.ts';
import { presentAdminProductOf } from '../present-product.ts';
import { productColumns } from '../product-columns.ts';
import { lockProducts } from '../variants/lock-products.ts';

/**
 * Brings an archived product back into the shop with everything it had: sizes, stock, reviews, the carts and
 * wishlists that held it. Shoppers who asked to hear when it is back get their e-mail if it is in stock. Restoring a
 * product that is not archived changes nothing.
 */
export async function unarchiveProduct(db: Db, productId: string): Promise<AdminProduct> {
  return db.transaction(async (tx) => {
    const found = await lockProducts(tx, [productId]);
    if (!found.has(productId)) throw notFound(PRODUCT_NOT_FOUND_MESSAGE).because({ code: 'NOT_FOUND', resource: 'product' });
    const [restored] = await tx
      .update(products)
      .set({ archivedAt: null, updatedAt: sql`now()` })
      .where(and(eq(products.id, productId), isNotNull(products.archivedAt)))
      .returning(productColumns);
    const [row] = restored ? [restored] : await tx.select(productColumns).from(products).where(eq(products.id, productId));
    if (!row) throw new Error('product vanished under its own lock');
    // Requests that waited while it was archived are answered now (answerStockAlerts leaves archived products alone).
    if (restored && row.totalStock > 0) await scheduleStockAlerts(tx, row.id);
    return presentAdminProductOf(tx, row);
  });
}
