import { eq, sql } from 'drizzle-orm';
import type { ParsedProductInput, Product } from '@aurelle/contract';
import type { DbOrTx } from '../../db/client.ts';
import { products } from '../../db/schema/index.ts';
import { notFound } from '../errors.ts';
import { scheduleStockAlerts } from '../stock-alerts/schedule-stock-alerts.ts';
import { PRODUCT_NOT_FOUND_MESSAGE } from './messages.ts';
import { presentProduct } from './present-product.ts';
import { productValues } from './product-values.ts';

/**
 * Replaces every editable field; reviews, their average and past orders' snapshots are untouched.
 * Stock: when the form says what it showed (previousTotalStock), the admin's change is applied as a
 * difference to the live value in the same statement, so checkouts that reserved units while the form
 * was open are not undone (decision 011); it never goes below zero.
 */
export async function editProduct(db: DbOrTx, options: { productId: string; input: ParsedProductInput }): Promise<Product> {
  const { input } = options;
  const totalStock =
    input.previousTotalStock === undefined
      ? input.totalStock
      : sql<number>`GREATEST(0, ${products.totalStock} + ${input.totalStock - input.previousTotalStock})`;
  const [row] = await db
    .update(products)
    .set({ ...productValues(input), totalStock, updatedAt: sql`now()` })
    .where(eq(products.id, options.productId))
    .returning();
  if (!row) throw notFound(PRODUCT_NOT_FOUND_MESSAGE).because({ code: 'NOT_FOUND', resource: 'product' });
  if (row.totalStock > 0) await scheduleStockAlerts(db, row.id);
  return presentProduct(row);
}
