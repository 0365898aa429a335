import type { JobToEnqueue } from '../../infra/jobs/queue.ts';
import { EXPIRE_RESERVATION_JOB, SWEEP_BUCKET_MS, SWEEP_RESERVATIONS_JOB } from './job-types.ts';

/**
 * The jobs a checkout adds in its transaction: one that expires this order's reservation when it is due, plus a
 * sweep shortly after (shared by every reservation due in the same 5-minute bucket) as a safety net should that job
 * fail for good. Both are rows in the jobs table, so a restart loses neither.
 */
export function reservationExpiryJobs(input: { orderId: string; expiresAt: Date }): JobToEnqueue[] {
  const sweepAt = new Date(Math.ceil((input.expiresAt.getTime() + SWEEP_BUCKET_MS) / SWEEP_BUCKET_MS) * SWEEP_BUCKET_MS);
  return [
    {
      type: EXPIRE_RESERVATION_JOB,
      payload: { orderId: input.orderId },
      options: { runAt: input.expiresAt, dedupeKey: `order-expiry:${input.orderId}` },
    },
    { type: SWEEP_RESERVATIONS_JOB, payload: {}, options: { runAt: sweepAt, dedupeKey: `orders-sweep:${sweepAt.toISOString()}` } },
  ];
}
