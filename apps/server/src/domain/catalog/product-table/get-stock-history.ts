import { desc, eq } from 'drizzle-orm';
import { STOCK_HISTORY_LENGTH, type StockChange } from '@aurelle/contract';
import type { DbOrTx } from '../../../db/client.ts';
import { productVariants, stockChanges, users } from '../../../db/schema/index.ts';
import { notFound } from '../../errors.ts';

/** A size's last stock changes, newest first: how much, from what to what, why, and which admin. */
export async function getStockHistory(db: DbOrTx, variantId: string): Promise<StockChange[]> {
  const [size] = await db.select({ id: productVariants.id }).from(productVariants).where(eq(productVariants.id, variantId));
  if (!size) throw notFound('Size not found').because({ code: 'NOT_FOUND', resource: 'variant' });
  const rows = await db
    .select({ change: stockChanges, by: users.userName })
    .from(stockChanges)
    .leftJoin(users, eq(users.id, stockChanges.adminId))
    .where(eq(stockChanges.variantId, variantId))
    .orderBy(desc(stockChanges.createdAt), desc(stockChanges.id))
    .limit(STOCK_HISTORY_LENGTH);
  return rows.map(({ change, by }) => ({
    id: change.id,
    at: change.createdAt.toISOString(),
    delta: change.delta,
    stockBefore: change.stockBefore,
    stockAfter: change.stockAfter,
    reason: change.reason,
    by,
  }));
}
