import type { ParsedProductInput, Product } from '@aurelle/contract';
import type { DbOrTx } from '../../db/client.ts';
import { products } from '../../db/schema/index.ts';
import { presentProduct } from './present-product.ts';
import { productValues } from './product-values.ts';

export async function addProduct(db: DbOrTx, input: ParsedProductInput): Promise<Product> {
  const [row] = await db.insert(products).values(productValues(input)).returning();
  if (!row) throw new Error('insert returned no row');
  return presentProduct(row);
}
