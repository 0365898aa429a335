import { and, asc, eq, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { stockAlerts } from '../../db/schema/index.ts';

export interface WaitingStockAlerts {
  productIds: string[];
  variantIds: string[];
}

/** The products and sizes a shopper waits for (requests not answered yet), oldest request first. */
export async function listStockAlerts(db: DbOrTx, userId: string): Promise<WaitingStockAlerts> {
  const rows = await db
    .select({ productId: stockAlerts.productId, variantId: stockAlerts.variantId })
    .from(stockAlerts)
    .where(and(eq(stockAlerts.userId, userId), isNull(stockAlerts.notifiedAt)))
    .orderBy(asc(stockAlerts.createdAt), asc(stockAlerts.variantId));
  return { productIds: [...new Set(rows.map((row) => row.productId))], variantIds: rows.map((row) => row.variantId) };
}
