import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { orders } from '../../db/schema/index.ts';

/** The first-order discount applies while the shopper has no paid order (docs/decisions/052-money-in-paise-server-computes-amounts.md). */
export async function isFirstOrder(db: DbOrTx, userId: string): Promise<boolean> {
  const [paid] = await db
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.userId, userId), eq(orders.paymentStatus, 'completed')))
    .limit(1);
  return !paid;
}
