import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { stockAlerts } from '../../db/schema/index.ts';
import { enqueueJob } from '../../infra/jobs/queue.ts';
import { STOCK_ALERTS_JOB } from './stock-alert-jobs.ts';

/**
 * Called wherever a product's stock goes up (an admin's edit, an unpaid order's bottles going back on the shelf):
 * when someone waits for it, queues the job that answers them, in the caller's transaction. The job checks the
 * stock again when it runs, so a queue that lags behind a sell-out mails nobody.
 */
export async function scheduleStockAlerts(db: DbOrTx, productId: string): Promise<void> {
  const [waiting] = await db
    .select({ id: stockAlerts.id })
    .from(stockAlerts)
    .where(and(eq(stockAlerts.productId, productId), isNull(stockAlerts.notifiedAt)))
    .limit(1);
  if (waiting) await enqueueJob(db, STOCK_ALERTS_JOB, { productId }, { dedupeKey: `${STOCK_ALERTS_JOB}:${productId}` });
}

/** scheduleStockAlerts for several products at once: one read of who waits (a bulk restock of hundreds of sizes). */
export async function scheduleStockAlertsOf(db: DbOrTx, productIds: readonly string[]): Promise<void> {
  if (productIds.length === 0) return;
  const waiting = await db
    .selectDistinct({ productId: stockAlerts.productId })
    .from(stockAlerts)
    .where(and(inArray(stockAlerts.productId, [...productIds]), isNull(stockAlerts.notifiedAt)));
  for (const { productId } of waiting.sort((a, b) => (a.productId < b.productId ? -1 : 1))) {
    await enqueueJob(db, STOCK_ALERTS_JOB, { productId }, { dedupeKey: `${STOCK_ALERTS_JOB}:${productId}` });
  }
}
