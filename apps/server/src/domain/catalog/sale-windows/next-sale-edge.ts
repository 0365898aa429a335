import { and, gt, gte, lt, min, or } from 'drizzle-orm';
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

/**
 * The products with a sale start or end in [from, to) (epoch ms): what a sale edge at that instant changes. The
 * database keeps microseconds, so an edge read back as `at` (whole milliseconds) is found in [at, at + 1).
 */
export async function productsWithSaleEdgeIn(db: DbOrTx, from: number, to: number): Promise<string[]> {
  const [start, end] = [new Date(from), new Date(to)];
  const rows = await db
    .selectDistinct({ productId: productVariants.productId })
    .from(productVariants)
    .where(
      or(
        and(gte(productVariants.saleStartsAt, start), lt(productVariants.saleStartsAt, end)),
        and(gte(productVariants.saleEndsAt, start), lt(productVariants.saleEndsAt, end)),
      ),
    );
  return rows.map((row) => row.productId);
}
