import { and, eq } from 'drizzle-orm';
import { computeOrderTotals, paiseToRupees, unitPricePaise, type CodOption } from '@aurelle/contract';
import type { Db } from '../../db/client.ts';
import { addresses } from '../../db/schema/index.ts';
import { selectCartLines } from '../cart/select-cart-lines.ts';
import { isFirstOrder } from '../orders/is-first-order.ts';
import { codAvailability, codRefusalMessage } from './cod-terms.ts';

/**
 * What checkout shows beside "Cash on delivery" for the shopper's cart as it stands (checkout checks again), to the
 * shopper's address when one is named: its PIN code may be one without cash on delivery.
 */
export async function codOption(db: Db, userId: string, now = new Date(), to: { addressId?: string | undefined } = {}): Promise<CodOption> {
  const lines = await selectCartLines(db, userId);
  const totals = computeOrderTotals(
    lines.map((line) => ({ ...line, unitPricePaise: unitPricePaise(line, now) })),
    await isFirstOrder(db, userId),
  );
  const [address] = to.addressId
    ? await db
        .select({ postalCode: addresses.postalCode })
        .from(addresses)
        .where(and(eq(addresses.id, to.addressId), eq(addresses.userId, userId)))
        .limit(1)
    : [];
  const availability = await codAvailability(db, userId, totals.totalPaise, address?.postalCode);
  return {
    available: availability.refusal === null,
    reason: availability.refusal ? codRefusalMessage(availability.refusal, availability.limitPaise) : null,
    fee: paiseToRupees(availability.feePaise),
    limit: paiseToRupees(availability.limitPaise),
  };
}
