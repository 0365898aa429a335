import type { DbOrTx } from '../../db/client.ts';
import { enqueueJob } from '../../infra/jobs/queue.ts';

export const SEND_CART_REMINDER_JOB = 'cart-reminders.send';
/** Reminders run on quarter-hour marks: every change within one quarter shares one job. */
const SLOT_MS = 15 * 60_000;

/**
 * After a cart change, a durable job checks the cart once it has been left alone for `afterHours` (issue 15). The
 * job runs at the end of the quarter hour in which that moment falls, so every change of that quarter shares one
 * job (its dedupe key) that still runs no earlier than any of them is due; a later change schedules a later job,
 * and the earlier one finds the cart not yet due and does nothing.
 */
export async function scheduleCartReminder(db: DbOrTx, userId: string, afterHours: number, now = new Date()): Promise<void> {
  if (afterHours <= 0) return;
  const due = now.getTime() + afterHours * 3_600_000;
  const runAt = new Date(Math.ceil(due / SLOT_MS) * SLOT_MS);
  await enqueueJob(db, SEND_CART_REMINDER_JOB, { userId }, { runAt, dedupeKey: `cart-reminder:${userId}:${runAt.toISOString()}` });
}
