import { and, asc, eq, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { stockAlerts } from '../../db/schema/index.ts';

/** The products a shopper waits for (requests not answered yet), oldest request first. */
export async function listStockAlerts(db: DbOrTx, userId: string): Promise<string[]> {
  const rows = await db
    .select({ productId: stockAlerts.productId })
    .from(stockAlerts)
    .where(and(eq(stockAlerts.userId, userId), isNull(stockAlerts.notifiedAt)))
    .orderBy(asc(stockAlerts.createdAt), asc(stockAlerts.productId));
  return rows.map((row) => row.productId);
}
