import { desc } from 'drizzle-orm';
import type { AdminProduct } from '@aurelle/contract';
import type { DbOrTx } from '../../db/client.ts';
import { products } from '../../db/schema/index.ts';
import { presentAdminProducts } from './present-product.ts';
import { productColumns } from './product-columns.ts';

/** The admin grid: every product, newest first. */
export async function listAdminProducts(db: DbOrTx): Promise<AdminProduct[]> {
  const rows = await db.select(productColumns).from(products).orderBy(desc(products.createdAt), desc(products.id));
  return presentAdminProducts(db, rows);
}
