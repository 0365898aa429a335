/** Background jobs of the order area (durable queue in PostgreSQL, docs/decisions/003-job-queue-in-postgres.md). */
export const EXPIRE_RESERVATION_JOB = 'orders.expire-reservation';
export const SWEEP_RESERVATIONS_JOB = 'orders.sweep-expired-reservations';
export const SEND_ORDER_CONFIRMATION_JOB = 'orders.send-confirmation';

/** Sweeps run in 5-minute buckets, so many checkouts share one safety-net sweep. */
export const SWEEP_BUCKET_MS = 5 * 60_000;
