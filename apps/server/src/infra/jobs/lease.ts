/*
 * Job leases (docs/decisions/005-campaign-crash-recovery.md). A worker that claims a job writes
 * `locked_until = now() + lease` and renews it by heartbeat while the handler runs. A job whose
 * lease has lapsed belongs to a worker that died (or lost the database for a whole lease), and any
 * worker may take it over. The lease is short so a crash costs seconds, not minutes.
 */

/** Lease of a running job: a job whose worker died is taken over at most this long after its last heartbeat. */
export const DEFAULT_JOB_LEASE_MS = 20_000;

/** Heartbeats per lease: a few slow or failed renewals in a row must not lose a live worker its job. */
const HEARTBEATS_PER_LEASE = 4;

export interface JobLease {
  leaseMs: number;
  heartbeatMs: number;
}

/** The lease a worker uses: the defaults, or the given timings once checked (a heartbeat at least twice per lease). */
export function resolveJobLease(options: { leaseMs?: number | undefined; heartbeatMs?: number | undefined } = {}): JobLease {
  const leaseMs = options.leaseMs ?? DEFAULT_JOB_LEASE_MS;
  const heartbeatMs = options.heartbeatMs ?? Math.max(1, Math.floor(leaseMs / HEARTBEATS_PER_LEASE));
  if (!Number.isFinite(leaseMs) || leaseMs < 1)
    throw new RangeError(`Job lease must be a positive number of milliseconds (got ${leaseMs})`);
  if (!Number.isFinite(heartbeatMs) || heartbeatMs < 1 || heartbeatMs * 2 > leaseMs) {
    throw new RangeError(`Job heartbeat (${heartbeatMs} ms) must renew the lease (${leaseMs} ms) at least twice per lease`);
  }
  return { leaseMs, heartbeatMs };
}

/**
 * Longest a job held by a worker that died waits, once another worker is polling, before it runs again:
 * the lease runs out at most `leaseMs` after the last heartbeat (which came before the crash), then one poll.
 */
export function maxTakeoverDelayMs(lease: JobLease, pollIntervalMs: number): number {
  return lease.leaseMs + pollIntervalMs;
}
