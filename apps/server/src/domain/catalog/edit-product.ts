import { eq, sql } from 'drizzle-orm';
import type { AdminProduct, ParsedProductInput } from '@aurelle/contract';
import type { DbOrTx } from '../../db/client.ts';
import { products } from '../../db/schema/index.ts';
import { notFound } from '../errors.ts';
import { scheduleStockAlerts } from '../stock-alerts/schedule-stock-alerts.ts';
import { PRODUCT_NOT_FOUND_MESSAGE } from './messages.ts';
import { presentAdminProductOf } from './present-product.ts';
import { productColumns } from './product-columns.ts';
import { productValues } from './product-values.ts';
import { lockProducts } from './variants/lock-products.ts';
import { saveProductVariants, type StockChangeSource } from './variants/save-product-variants.ts';
import { syncNoteWords } from '../../db/note-words.ts';
import { withCheckedNotes } from './notes/check-pyramid.ts';

/**
 * Replaces every editable field and the sizes; reviews, their average and past orders' snapshots are untouched.
 * Stock: when the form says what it showed (previousTotalStock, or previousStock per size), the admin's change is
 * applied as a difference to the live value, so checkouts that reserved units while the form was open are not undone
 * (decision 011); it never goes below zero.
 */
export async function editProduct(
  db: DbOrTx,
  options: { productId: string; input: ParsedProductInput; stockChange: StockChangeSource },
): Promise<AdminProduct> {
  const { input, productId } = options;
  return db.transaction(async (tx) => {
    const found = await lockProducts(tx, [productId]);
    if (!found.has(productId)) throw notFound(PRODUCT_NOT_FOUND_MESSAGE).because({ code: 'NOT_FOUND', resource: 'product' });
    const checked = await withCheckedNotes(tx, input);
    await tx
      .update(products)
      .set({ ...productValues(checked), updatedAt: sql`now()` })
      .where(eq(products.id, productId));
    await saveProductVariants(tx, productId, checked, options.stockChange);
    await syncNoteWords(tx, productId);
    const [row] = await tx.select(productColumns).from(products).where(eq(products.id, productId));
    if (!row) throw new Error('product vanished under its own lock');
    if (row.totalStock > 0) await scheduleStockAlerts(tx, row.id);
    return presentAdminProductOf(tx, row);
  });
}
