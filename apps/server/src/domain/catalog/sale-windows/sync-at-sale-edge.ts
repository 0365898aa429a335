import { z } from 'zod';
import type { Db } from '../../../db/client.ts';
import { syncProductVariants } from '../../../db/product-variants.ts';
import { lockProducts } from '../variants/lock-products.ts';

const payloadSchema = z.object({ productId: z.uuid(), edge: z.iso.datetime() });

/**
 * The sale-edge job (decision 081): a sale of the product started or ended, so its projection is written again under
 * the product's lock. The write sorts the product by its new price (`effective_price_paise`) and, through the products
 * table's trigger, tells every instance to drop its cached catalog answers and pages. The job is claimed once the
 * database's clock has passed the edge, and the projection is written on that clock, so it always sees the edge passed.
 * A product deleted meanwhile needs nothing.
 */
export async function syncAtSaleEdge(db: Db, payload: Record<string, unknown>): Promise<void> {
  const { productId } = payloadSchema.parse(payload);
  await db.transaction(async (tx) => {
    const found = await lockProducts(tx, [productId]);
    if (found.has(productId)) await syncProductVariants(tx, productId);
  });
}
