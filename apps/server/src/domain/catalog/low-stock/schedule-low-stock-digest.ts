import { formatIstIso, parseIstInstant } from '@aurelle/contract';
import type { DbOrTx } from '../../../db/client.ts';
import { enqueueJob } from '../../../infra/jobs/queue.ts';

/** The daily job that chooses the low-stock list and queues the admins' e-mails. */
export const LOW_STOCK_DIGEST_JOB = 'catalog.low-stock-digest';
/** One admin's copy of the day's list (one job each, so a failed send is retried alone). */
export const LOW_STOCK_DIGEST_MAIL_JOB = 'catalog.low-stock-digest-mail';

const DAY_MS = 86_400_000;

/** The calendar day in India of an instant: '2026-12-01'. */
export function istDayOf(instant: Date): string {
  return formatIstIso(instant).slice(0, 10);
}

/** `hourIst` o'clock in India on `istDay`. */
function atIstHour(istDay: string, hourIst: number): Date {
  const ms = parseIstInstant(`${istDay} ${String(hourIst).padStart(2, '0')}:00`);
  if (ms === undefined) throw new Error(`not a day: ${istDay}`);
  return new Date(ms);
}

/** The day after `istDay`. */
function nextIstDay(istDay: string): string {
  return new Date(Date.parse(`${istDay}T00:00:00Z`) + DAY_MS).toISOString().slice(0, 10);
}

/**
 * When the digest runs next: at `hourIst` today (India time) if that is still ahead, else tomorrow; with
 * `afterToday`, always tomorrow's (the day's run schedules the next one, even if a clock runs a little early).
 */
export function nextLowStockDigestRun(now: Date, hourIst: number, options: { afterToday?: boolean } = {}): Date {
  const today = istDayOf(now);
  const todays = atIstHour(today, hourIst);
  return !options.afterToday && todays.getTime() > now.getTime() ? todays : atIstHour(nextIstDay(today), hourIst);
}

/**
 * Queues the next run of the daily low-stock digest, once per day: its dedupe key is the IST day it runs on, so every
 * instance at start and the day's run itself may ask without a second job appearing. Even if two did, the day's claim
 * row (runLowStockDigest) still sends one e-mail a day.
 */
export async function scheduleLowStockDigest(db: DbOrTx, options: { hourIst: number; now?: Date; afterToday?: boolean }): Promise<Date> {
  const runAt = nextLowStockDigestRun(options.now ?? new Date(), options.hourIst, { afterToday: options.afterToday ?? false });
  await enqueueJob(db, LOW_STOCK_DIGEST_JOB, {}, { runAt, dedupeKey: `${LOW_STOCK_DIGEST_JOB}:${istDayOf(runAt)}` });
  return runAt;
}
