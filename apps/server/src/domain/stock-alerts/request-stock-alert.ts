import { and, asc, eq } from 'drizzle-orm';
import { STOCK_ALERT_IN_STOCK_MESSAGE } from '@aurelle/contract';
import type { Db } from '../../db/client.ts';
import { products, productVariants, stockAlerts } from '../../db/schema/index.ts';
import { badRequest, notFound } from '../errors.ts';
import { PRODUCT_NOT_FOUND_MESSAGE } from '../catalog/messages.ts';
import { inShop } from '../catalog/archive/in-shop.ts';
import { SIZE_NOT_FOUND_MESSAGE } from '../cart/messages.ts';
import { listStockAlerts, type WaitingStockAlerts } from './list-stock-alerts.ts';

/**
 * Records a shopper's wish to hear when a sold-out size (the default one when none is named) is back. Asking again
 * while a request waits keeps one (the partial unique index); a size in stock is refused, as there is nothing to wait
 * for. Answers with what the shopper now waits for.
 */
export async function requestStockAlert(
  db: Db,
  input: { userId: string; productId: string; variantId?: string | undefined },
): Promise<WaitingStockAlerts> {
  return db.transaction(async (tx) => {
    const [product] = await tx
      .select({ id: products.id })
      .from(products)
      .where(and(eq(products.id, input.productId), inShop))
      .limit(1);
    if (!product) throw notFound(PRODUCT_NOT_FOUND_MESSAGE).because({ code: 'NOT_FOUND', resource: 'product' });
    const sizes = await tx
      .select({ id: productVariants.id, stock: productVariants.stock, isHidden: productVariants.isHidden })
      .from(productVariants)
      .where(eq(productVariants.productId, input.productId))
      .orderBy(asc(productVariants.position), asc(productVariants.createdAt), asc(productVariants.id));
    const shown = sizes.filter((size) => !size.isHidden);
    const size = input.variantId ? shown.find((candidate) => candidate.id === input.variantId) : shown[0];
    if (!size) throw notFound(SIZE_NOT_FOUND_MESSAGE).because({ code: 'NOT_FOUND', resource: 'variant' });
    if (size.stock > 0) throw badRequest(STOCK_ALERT_IN_STOCK_MESSAGE).because({ code: 'IN_STOCK', available: size.stock });
    await tx.insert(stockAlerts).values({ userId: input.userId, productId: input.productId, variantId: size.id }).onConflictDoNothing();
    return listStockAlerts(tx, input.userId);
  });
}
