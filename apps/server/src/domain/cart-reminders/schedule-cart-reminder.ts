import type { DbOrTx } from '../../db/client.ts';
import { enqueueJob } from '../../infra/jobs/queue.ts';

export const SEND_CART_REMINDER_JOB = 'cart-reminders.send';
/**
 * Reminders run on slot marks, a quarter of the delay long and at most a quarter hour: every change within one slot
 * shares one job (a 24-hour delay runs on quarter-hour marks; a test's delay of seconds on one-second marks).
 */
const MAX_SLOT_MS = 15 * 60_000;
const MIN_SLOT_MS = 1000;

/**
 * After a cart change, a durable job checks the cart once it has been left alone for `afterHours`. The
 * job runs at the end of the slot in which that moment falls, so every change of that slot shares one
 * job (its dedupe key) that still runs no earlier than any of them is due; a later change schedules a later job,
 * and the earlier one finds the cart not yet due and does nothing.
 */
export async function scheduleCartReminder(db: DbOrTx, userId: string, afterHours: number, now = new Date()): Promise<void> {
  if (afterHours <= 0) return;
  const delayMs = afterHours * 3_600_000;
  const slotMs = Math.min(MAX_SLOT_MS, Math.max(MIN_SLOT_MS, Math.round(delayMs / 4)));
  const runAt = new Date(Math.ceil((now.getTime() + delayMs) / slotMs) * slotMs);
  await enqueueJob(db, SEND_CART_REMINDER_JOB, { userId }, { runAt, dedupeKey: `cart-reminder:${userId}:${runAt.toISOString()}` });
}
