import { and, eq } from 'drizzle-orm';
import type { Product } from '@aurelle/contract';
import type { DbOrTx } from '../../db/client.ts';
import { products } from '../../db/schema/index.ts';
import { notFound } from '../errors.ts';
import { PRODUCT_NOT_FOUND_MESSAGE } from './messages.ts';
import { inShop } from './archive/in-shop.ts';
import { presentProduct } from './present-product.ts';
import { productColumns } from './product-columns.ts';

/** A product of the shop, as shoppers see it; an archived one is not found. */
export async function findProduct(db: DbOrTx, productId: string): Promise<Product | undefined> {
  const [row] = await db
    .select(productColumns)
    .from(products)
    .where(and(eq(products.id, productId), inShop))
    .limit(1);
  return row ? presentProduct(row) : undefined;
}

export async function getProduct(db: DbOrTx, productId: string): Promise<Product> {
  const product = await findProduct(db, productId);
  if (!product) throw notFound(PRODUCT_NOT_FOUND_MESSAGE).because({ code: 'NOT_FOUND', resource: 'product' });
  return product;
}
