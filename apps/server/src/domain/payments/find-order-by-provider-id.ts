import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { orders } from '../../db/schema/index.ts';

/** The order a provider order (or legacy payment) id belongs to, as stored when we created it. */
export async function findOrderByProviderId(db: DbOrTx, providerOrderId: string) {
  const [order] = await db
    .select({
      id: orders.id,
      userId: orders.userId,
      status: orders.status,
      paymentStatus: orders.paymentStatus,
      paymentMethod: orders.paymentMethod,
      providerOrderId: orders.providerOrderId,
      totalPaise: orders.totalPaise,
      giftCardPaise: orders.giftCardPaise,
    })
    .from(orders)
    .where(eq(orders.providerOrderId, providerOrderId))
    .limit(1);
  return order;
}
