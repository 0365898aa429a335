import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { orders } from '../../db/schema/index.ts';

/** The shopper's checkouts still waiting for a payment: each holds stock (and maybe a code) until a newer one replaces it. */
export async function findUnpaidCheckouts(db: DbOrTx, userId: string): Promise<string[]> {
  const rows = await unpaidCheckoutsOf(db, userId);
  return rows.map((row) => row.id);
}

/** findUnpaidCheckouts' statement, not yet sent (for a `Pipeline`): the rows' ids are the checkouts'. */
export function unpaidCheckoutsOf(db: DbOrTx, userId: string) {
  return db
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.userId, userId), eq(orders.status, 'pending'), eq(orders.paymentStatus, 'pending')));
}
