import { and, asc, count, eq, inArray, sql } from 'drizzle-orm';
import { teamRolesWith, variantLabel } from '@aurelle/contract';
import type { Db, DbOrTx } from '../../../db/client.ts';
import { lowStockDigests, products, productVariants, users } from '../../../db/schema/index.ts';
import { enqueueJob } from '../../../infra/jobs/queue.ts';
import { inShop } from '../archive/in-shop.ts';
import { effectiveLowStockThreshold, lowStockCondition } from './low-stock-rule.ts';
import { istDayOf, LOW_STOCK_DIGEST_MAIL_JOB, scheduleLowStockDigest } from './schedule-low-stock-digest.ts';

/** Key of the transaction lock that makes simultaneous runs take turns (any constant; advisory locks are per database). */
const DIGEST_LOCK_KEY = 1_604_202_616;

/** The most sizes one e-mail lists; the rest are counted ("and 12 more") and wait in the back office's Low-stock view. */
export const MAX_DIGEST_LINES = 200;

/** One size of the day's list, as the e-mail prints it. */
export interface LowStockDigestLine {
  productId: string;
  title: string;
  size: string;
  sku: string;
  stock: number;
  threshold: number;
}

/** What each admin's e-mail job carries: the list as chosen when the day was claimed. */
export interface LowStockDigestMailPayload {
  [key: string]: unknown;
  adminId: string;
  istDay: string;
  lines: LowStockDigestLine[];
  /** Every low size, listed or not. */
  total: number;
}

export type LowStockDigestOutcome = 'sent' | 'empty' | 'no-admins' | 'already-sent';

/**
 * Sizes on sale at or below their threshold (the one rule, low-stock-rule.ts): never a hidden size or an archived
 * product's. The fewest left first.
 */
async function chooseLowSizes(db: DbOrTx): Promise<{ lines: LowStockDigestLine[]; total: number }> {
  const onSaleAndLow = and(eq(productVariants.isHidden, false), inShop, lowStockCondition);
  const [rows, [counted]] = await Promise.all([
    db
      .select({
        productId: products.id,
        title: products.title,
        sizeMl: productVariants.sizeMl,
        kind: productVariants.kind,
        name: productVariants.name,
        sku: productVariants.sku,
        stock: productVariants.stock,
        threshold: effectiveLowStockThreshold,
      })
      .from(productVariants)
      .innerJoin(products, eq(products.id, productVariants.productId))
      .where(onSaleAndLow)
      .orderBy(asc(productVariants.stock), asc(products.title), asc(productVariants.sku))
      .limit(MAX_DIGEST_LINES),
    db.select({ total: count() }).from(productVariants).innerJoin(products, eq(products.id, productVariants.productId)).where(onSaleAndLow),
  ]);
  return {
    lines: rows.map((row) => ({
      productId: row.productId,
      title: row.title,
      size: variantLabel(row),
      sku: row.sku,
      stock: row.stock,
      threshold: Number(row.threshold),
    })),
    total: counted?.total ?? 0,
  };
}

/**
 * The daily low-stock e-mail, run by its durable job at the set hour. In one transaction: the next day's job
 * is queued, the list is chosen, and when it is not empty the day's `low_stock_digests` row is claimed and one e-mail
 * job per active admin whose team role includes the catalog (owners and managers) is queued with that list. The claim is the day's lock across instances and retries: a second
 * run (another instance, a retry) finds the row and sends nothing. The e-mails leave after the commit, each retried
 * alone. Without a claim (an empty list) the day stays open: nothing was sent.
 */
export async function runLowStockDigest(db: Db, options: { hourIst: number; now?: Date }): Promise<LowStockDigestOutcome> {
  const now = options.now ?? new Date();
  const istDay = istDayOf(now);
  return db.transaction(async (tx) => {
    // Runs of the same moment (two instances, a retry) take turns, so the later one sees the earlier one's next-day job
    // and claim once they are committed: one job a day stays one job a day.
    await tx.execute(sql`SELECT pg_advisory_xact_lock(${DIGEST_LOCK_KEY})`);
    await scheduleLowStockDigest(tx, { hourIst: options.hourIst, now, afterToday: true });
    const { lines, total } = await chooseLowSizes(tx);
    if (total === 0) return 'empty';
    const admins = await tx
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.role, 'admin'), inArray(users.teamRole, teamRolesWith('catalog')), eq(users.isActive, true)))
      .orderBy(asc(users.createdAt), asc(users.id));
    if (admins.length === 0) return 'no-admins';
    const claimed = await tx
      .insert(lowStockDigests)
      .values({ istDay, variantCount: total, sentAt: now })
      .onConflictDoNothing()
      .returning({ istDay: lowStockDigests.istDay });
    if (claimed.length === 0) return 'already-sent';
    for (const admin of admins) {
      const payload: LowStockDigestMailPayload = { adminId: admin.id, istDay, lines, total };
      await enqueueJob(tx, LOW_STOCK_DIGEST_MAIL_JOB, payload);
    }
    return 'sent';
  });
}
