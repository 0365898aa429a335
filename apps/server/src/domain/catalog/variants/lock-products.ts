import { asc, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client.ts';
import { products } from '../../../db/schema/index.ts';

/**
 * Takes the row locks of products, in id order, before any of their sizes' stock or prices change: every writer of
 * sizes (checkout, release, admin edit) locks the product first, so they serialize per product, cannot deadlock, and
 * syncProductVariants always reads committed sizes. Answers the ids that exist.
 */
export async function lockProducts(tx: DbOrTx, productIds: readonly string[]): Promise<Set<string>> {
  if (productIds.length === 0) return new Set();
  const rows = await productLocks(tx, productIds);
  return new Set(rows.map((row) => row.id));
}

/** lockProducts' statement, not yet sent (to send it in a `Pipeline` ahead of what reads under the locks); ids not empty. */
export function productLocks(tx: DbOrTx, productIds: readonly string[]) {
  const ids = [...new Set(productIds)].sort();
  return tx.select({ id: products.id }).from(products).where(inArray(products.id, ids)).orderBy(asc(products.id)).for('no key update');
}
