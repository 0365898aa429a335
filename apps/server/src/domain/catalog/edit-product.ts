import { eq, sql } from 'drizzle-orm';
import type { ParsedProductInput, Product } from '@aurelle/contract';
import type { DbOrTx } from '../../db/client.ts';
import { products } from '../../db/schema/index.ts';
import { notFound } from '../errors.ts';
import { PRODUCT_NOT_FOUND_MESSAGE } from './messages.ts';
import { presentProduct } from './present-product.ts';
import { productValues } from './product-values.ts';

/** Replaces every editable field; reviews, their average and past orders' snapshots are untouched. */
export async function editProduct(db: DbOrTx, options: { productId: string; input: ParsedProductInput }): Promise<Product> {
  const [row] = await db
    .update(products)
    .set({ ...productValues(options.input), updatedAt: sql`now()` })
    .where(eq(products.id, options.productId))
    .returning();
  if (!row) throw notFound(PRODUCT_NOT_FOUND_MESSAGE);
  return presentProduct(row);
}
