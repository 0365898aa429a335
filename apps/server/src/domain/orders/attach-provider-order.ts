import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { orders } from '../../db/schema/index.ts';

/** Remembers the provider's order (or payment) id: verification later trusts only this stored value. */
export async function attachProviderOrder(db: DbOrTx, input: { orderId: string; providerOrderId: string }): Promise<void> {
  await db.update(orders).set({ providerOrderId: input.providerOrderId, updatedAt: new Date() }).where(eq(orders.id, input.orderId));
}
