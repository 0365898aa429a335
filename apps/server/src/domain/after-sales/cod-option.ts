import { computeOrderTotals, paiseToRupees, unitPricePaise, type CodOption } from '@aurelle/contract';
import type { Db } from '../../db/client.ts';
import { selectCartLines } from '../cart/select-cart-lines.ts';
import { isFirstOrder } from '../orders/is-first-order.ts';
import { codAvailability, codRefusalMessage } from './cod-terms.ts';

/** What checkout shows beside "Cash on delivery" for the shopper's cart as it stands (checkout checks again). */
export async function codOption(db: Db, userId: string): Promise<CodOption> {
  const lines = await selectCartLines(db, userId);
  const totals = computeOrderTotals(
    lines.map((line) => ({ ...line, unitPricePaise: unitPricePaise(line) })),
    await isFirstOrder(db, userId),
  );
  const availability = await codAvailability(db, userId, totals.totalPaise);
  return {
    available: availability.refusal === null,
    reason: availability.refusal ? codRefusalMessage(availability.refusal, availability.limitPaise) : null,
    fee: paiseToRupees(availability.feePaise),
    limit: paiseToRupees(availability.limitPaise),
  };
}
