import type { DbOrTx } from '../../db/client.ts';
import { enqueueJob } from '../../infra/jobs/queue.ts';
import { EXPIRE_RESERVATION_JOB, SWEEP_BUCKET_MS, SWEEP_RESERVATIONS_JOB } from './job-types.ts';

/**
 * In the checkout's transaction: one job that expires this order's reservation when it is due, plus a
 * sweep shortly after (shared by every reservation due in the same 5-minute bucket) as a safety net
 * should that job fail for good. Both are rows in the jobs table, so a restart loses neither.
 */
export async function scheduleReservationExpiry(tx: DbOrTx, input: { orderId: string; expiresAt: Date }): Promise<void> {
  await enqueueJob(
    tx,
    EXPIRE_RESERVATION_JOB,
    { orderId: input.orderId },
    { runAt: input.expiresAt, dedupeKey: `order-expiry:${input.orderId}` },
  );
  const sweepAt = new Date(Math.ceil((input.expiresAt.getTime() + SWEEP_BUCKET_MS) / SWEEP_BUCKET_MS) * SWEEP_BUCKET_MS);
  await enqueueJob(tx, SWEEP_RESERVATIONS_JOB, {}, { runAt: sweepAt, dedupeKey: `orders-sweep:${sweepAt.toISOString()}` });
}
