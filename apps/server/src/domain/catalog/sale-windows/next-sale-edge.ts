import { gt, min } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client.ts';
import { productVariants } from '../../../db/schema/index.ts';

/** The first sale start or end after `now` anywhere in the catalog (decision 081), or null when none is to come. */
export async function nextSaleEdge(db: DbOrTx, now: Date): Promise<Date | null> {
  const [[start], [end]] = await Promise.all([
    db
      .select({ at: min(productVariants.saleStartsAt) })
      .from(productVariants)
      .where(gt(productVariants.saleStartsAt, now)),
    db
      .select({ at: min(productVariants.saleEndsAt) })
      .from(productVariants)
      .where(gt(productVariants.saleEndsAt, now)),
  ]);
  const edges = [start?.at, end?.at].filter((at): at is Date => at instanceof Date);
  return edges.length === 0 ? null : new Date(Math.min(...edges.map((at) => at.getTime())));
}
