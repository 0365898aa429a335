import { eq } from 'drizzle-orm';
import { STOCK_ALERT_IN_STOCK_MESSAGE } from '@aurelle/contract';
import type { Db } from '../../db/client.ts';
import { products, stockAlerts } from '../../db/schema/index.ts';
import { badRequest, notFound } from '../errors.ts';
import { PRODUCT_NOT_FOUND_MESSAGE } from '../catalog/messages.ts';
import { listStockAlerts } from './list-stock-alerts.ts';

/**
 * Records a shopper's wish to hear when a sold-out product is back. Asking again while a request waits keeps one
 * (the partial unique index); a product in stock is refused, as there is nothing to wait for. Answers with the
 * products the shopper now waits for.
 */
export async function requestStockAlert(db: Db, input: { userId: string; productId: string }): Promise<string[]> {
  return db.transaction(async (tx) => {
    const [product] = await tx.select({ totalStock: products.totalStock }).from(products).where(eq(products.id, input.productId)).limit(1);
    if (!product) throw notFound(PRODUCT_NOT_FOUND_MESSAGE).because({ code: 'NOT_FOUND', resource: 'product' });
    if (product.totalStock > 0) throw badRequest(STOCK_ALERT_IN_STOCK_MESSAGE).because({ code: 'IN_STOCK', available: product.totalStock });
    await tx.insert(stockAlerts).values({ userId: input.userId, productId: input.productId }).onConflictDoNothing();
    return listStockAlerts(tx, input.userId);
  });
}
