import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { products } from '../../db/schema/index.ts';
import { notFound } from '../errors.ts';
import { PRODUCT_NOT_FOUND_MESSAGE } from './messages.ts';

/**
 * Deletes a product. The foreign keys do the rest in the same statement: cart lines and reviews go
 * (ON DELETE CASCADE); past order lines keep their title/price/image snapshot with product_id set to
 * NULL. The image files stay, because those snapshots still show them.
 */
export async function deleteProduct(db: DbOrTx, productId: string): Promise<void> {
  const deleted = await db.delete(products).where(eq(products.id, productId)).returning({ id: products.id });
  if (deleted.length === 0) throw notFound(PRODUCT_NOT_FOUND_MESSAGE).because({ code: 'NOT_FOUND', resource: 'product' });
}
