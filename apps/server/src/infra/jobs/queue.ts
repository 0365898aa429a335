import { hostname } from 'node:os';
import { and, eq, sql } from 'drizzle-orm';
import type { PgUpdateSetSource } from 'drizzle-orm/pg-core';
import type { Db, DbOrTx } from '../../db/client.ts';
import { jobs } from '../../db/schema/index.ts';
import { resolveJobLease, type JobLease } from './lease.ts';
import { pruneFinishedJobs, type JobRetention } from './prune.ts';

/**
 * `signal` aborts when the worker learns it has lost the job's lease (another worker took the job over):
 * a long handler should stop starting new work then, and must rely on its own state for what is done.
 */
export type JobHandler = (payload: Record<string, unknown>, job: JobRun) => Promise<void>;

export interface JobRun {
  id: number;
  attempts: number;
  /** Aborted when another worker took the job over (this worker lost its lease). */
  signal?: AbortSignal;
  /**
   * Aborted when the process is shutting down: a long handler finishes the unit of work in hand, leaves the rest
   * to a new job and returns, so the process can exit within its grace period.
   */
  shutdown?: AbortSignal;
}

export interface EnqueueOptions {
  runAt?: Date;
  dedupeKey?: string;
  maxAttempts?: number;
}

/** A job to add: its type, its payload and when to run it (see EnqueueOptions). */
export interface JobToEnqueue {
  type: string;
  payload: Record<string, unknown>;
  options?: EnqueueOptions;
}

/** Adds a job in the caller's transaction, so the job exists exactly when the work that needs it commits. */
export async function enqueueJob(db: DbOrTx, type: string, payload: Record<string, unknown>, options: EnqueueOptions = {}): Promise<void> {
  await enqueueJobs(db, [{ type, payload, options }]);
}

/**
 * Adds jobs in the caller's transaction in one statement, each unless a queued or running job has its dedupe key
 * (one round trip where a look then an insert took two: placing an order adds its jobs while it holds its products'
 * locks). Jobs of one call are not checked against each other: give them different keys.
 */
export async function enqueueJobs(db: DbOrTx, list: readonly JobToEnqueue[]): Promise<void> {
  if (list.length === 0) return;
  await jobsInsert(db, list);
}

/** enqueueJobs' statement, not yet sent (for a `Pipeline`); the list is not empty. */
export function jobsInsert(db: DbOrTx, list: readonly JobToEnqueue[]) {
  const rows = list.map(
    ({ type, payload, options = {} }) =>
      sql`(${type}::text, ${JSON.stringify(payload)}::jsonb, ${(options.runAt ?? new Date()).toISOString()}::timestamptz, ${options.dedupeKey ?? null}::text, ${options.maxAttempts ?? 5}::int)`,
  );
  return db.execute(sql`
    INSERT INTO ${jobs} (type, payload, run_at, dedupe_key, max_attempts)
    SELECT v.type, v.payload, v.run_at, v.dedupe_key, v.max_attempts
    FROM (VALUES ${sql.join(rows, sql`, `)}) AS v(type, payload, run_at, dedupe_key, max_attempts)
    WHERE v.dedupe_key IS NULL
      OR NOT EXISTS (SELECT 1 FROM ${jobs} AS queued WHERE queued.dedupe_key = v.dedupe_key AND queued.status IN ('queued', 'running'))`);
}

export interface JobWorkerOptions {
  db: Db;
  handlers: Record<string, JobHandler>;
  pollIntervalMs?: number;
  /** Lease of a running job, renewed by heartbeat (default 20 s): see lease.ts. */
  leaseMs?: number;
  /** Heartbeat period (default a quarter of the lease). */
  heartbeatMs?: number;
  /**
   * Finished jobs are deleted once older than this (see prune.ts): at start, then every `pruneIntervalMs`
   * (default an hour). Unset: the worker never prunes.
   */
  retention?: JobRetention | undefined;
  pruneIntervalMs?: number;
  log?: { error(obj: object, msg: string): void; warn?(obj: object, msg: string): void; info?(obj: object, msg: string): void };
}

export const JOB_PRUNE_INTERVAL_MS = 60 * 60 * 1000;

interface ClaimedJob {
  id: number;
  type: string;
  payload: Record<string, unknown>;
  attempts: number;
  max_attempts: number;
}

export const JOB_ABANDONED_MESSAGE = 'The worker running this job died on its last attempt';

/**
 * Polls the jobs table, claiming one job at a time with FOR UPDATE SKIP LOCKED so several
 * instances can share the queue. Failures retry with exponential backoff up to maxAttempts.
 * A running job is held by a short lease that a heartbeat renews while its handler works; a job
 * whose lease lapsed (its worker died) is claimed again by any worker.
 */
export class JobWorker {
  private timer: NodeJS.Timeout | undefined;
  private pruneTimer: NodeJS.Timeout | undefined;
  private pruning: Promise<void> | undefined;
  private running = false;
  private stopped = true;
  /** Set by abandon(): this worker behaves as if its process had been killed. */
  private isAbandoned = false;
  private readonly heartbeats = new Set<NodeJS.Timeout>();
  private shutdown = new AbortController();
  private readonly lease: JobLease;
  private readonly workerId = `${hostname()}:${process.pid}:${Math.random().toString(36).slice(2, 8)}`;

  constructor(private readonly options: JobWorkerOptions) {
    this.lease = resolveJobLease({ leaseMs: options.leaseMs, heartbeatMs: options.heartbeatMs });
  }

  start(): void {
    this.stopped = false;
    if (this.shutdown.signal.aborted) this.shutdown = new AbortController();
    this.schedule(0);
    this.schedulePrune(0);
  }

  /**
   * Stops polling and asks the job in hand to wrap up (its `shutdown` signal), then waits for it, at most `graceMs`.
   * Answers whether no job is left running; one still running when the grace ends is taken over by another worker
   * once its lease lapses.
   */
  async stop(options: { graceMs?: number | undefined } = {}): Promise<boolean> {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    if (this.pruneTimer) clearTimeout(this.pruneTimer);
    this.shutdown.abort();
    const deadline = Date.now() + (options.graceMs ?? Number.POSITIVE_INFINITY);
    // A pruning in progress stops after its current batch (it checks `stopped`).
    while ((this.running || this.pruning) && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 10));
    return !this.running;
  }

  /**
   * Stops at once as a killed process would: no more polling and no more heartbeats, while the handlers
   * in flight are left as they are. Their leases lapse and other workers take the jobs over. For crash tests.
   */
  abandon(): void {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    if (this.pruneTimer) clearTimeout(this.pruneTimer);
    for (const heartbeat of this.heartbeats) clearTimeout(heartbeat);
    this.heartbeats.clear();
    this.isAbandoned = true;
  }

  private schedule(delay: number): void {
    if (this.stopped) return;
    this.timer = setTimeout(() => void this.tick(), delay);
    this.timer.unref();
  }

  private schedulePrune(delay: number): void {
    const retention = this.options.retention;
    if (this.pruneTimer) clearTimeout(this.pruneTimer);
    if (this.stopped || !retention) return;
    this.pruneTimer = setTimeout(() => {
      this.pruning = this.prune(retention).finally(() => {
        this.pruning = undefined;
        this.schedulePrune(this.options.pruneIntervalMs ?? JOB_PRUNE_INTERVAL_MS);
      });
    }, delay);
    this.pruneTimer.unref();
  }

  private async prune(retention: JobRetention): Promise<void> {
    try {
      const deleted = await pruneFinishedJobs(this.options.db, { ...retention, isStopping: () => this.stopped });
      if (deleted > 0) this.options.log?.info?.({ deleted }, 'pruned finished jobs');
    } catch (error) {
      this.options.log?.error({ err: error }, 'pruning finished jobs failed');
    }
  }

  private async tick(): Promise<void> {
    this.running = true;
    let didWork = false;
    try {
      didWork = await this.runOnce();
    } catch (error) {
      this.options.log?.error({ err: error }, 'job worker tick failed');
    } finally {
      this.running = false;
    }
    this.schedule(didWork ? 0 : (this.options.pollIntervalMs ?? 1000));
  }

  /** Claims and runs one due job. Returns whether there was one. Exposed for tests. */
  async runOnce(): Promise<boolean> {
    const { db, handlers } = this.options;
    const types = Object.keys(handlers);
    if (types.length === 0 || this.isAbandoned) return false;
    // Due queued jobs, and running jobs whose lease lapsed. `attempts` counts claims and fences
    // every later write: a worker that lost the job can no longer move it.
    const claimed = (await db.execute(sql`
      UPDATE jobs SET status = 'running', locked_at = now(), locked_by = ${this.workerId},
        locked_until = now() + make_interval(secs => ${this.lease.leaseMs / 1000}), attempts = attempts + 1
      WHERE id = (
        SELECT id FROM jobs
        WHERE run_at <= now() AND type IN (${sql.join(
          types.map((t) => sql`${t}`),
          sql`, `,
        )})
          AND (status = 'queued' OR (status = 'running' AND (locked_until IS NULL OR locked_until < now())))
        ORDER BY run_at, id
        FOR UPDATE SKIP LOCKED
        LIMIT 1
      )
      RETURNING id, type, payload, attempts, max_attempts`)) as unknown as { rows: ClaimedJob[] };
    const row = claimed.rows[0];
    if (!row) return false;
    const job: ClaimedJob = { ...row, id: Number(row.id) };
    // Taken back from a worker that died during its last attempt: a job that kills its worker is not run forever.
    if (job.attempts > job.max_attempts) {
      await this.settle(job, { status: 'failed', lastError: JOB_ABANDONED_MESSAGE, finishedAt: new Date() });
      return true;
    }
    const handler = handlers[job.type];
    const lease = new AbortController();
    this.keepLease(job, lease);
    try {
      if (!handler) throw new Error(`No handler for job type ${job.type}`);
      await handler(job.payload, { id: job.id, attempts: job.attempts, signal: lease.signal, shutdown: this.shutdown.signal });
      await this.settle(job, { status: 'done', finishedAt: new Date(), lastError: null });
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      const isFinal = job.attempts >= job.max_attempts;
      const backoffSeconds = Math.min(2 ** job.attempts * 5, 3600);
      await this.settle(job, {
        status: isFinal ? 'failed' : 'queued',
        lastError: message.slice(0, 2000),
        runAt: sql`now() + make_interval(secs => ${backoffSeconds})`,
        finishedAt: isFinal ? new Date() : null,
      });
      this.options.log?.error({ err: error, jobId: job.id, type: job.type }, 'job failed');
    } finally {
      lease.abort();
    }
    return true;
  }

  /** Renews the job's lease every heartbeat until `lease` aborts (the handler settled); aborts it if another worker took the job. */
  private keepLease(job: ClaimedJob, lease: AbortController): void {
    let heartbeat: NodeJS.Timeout | undefined;
    const isOver = () => lease.signal.aborted || this.isAbandoned;
    const beat = () => {
      if (isOver()) return;
      const next = setTimeout(() => {
        this.heartbeats.delete(next);
        void this.renewLease(job).then(
          (isHeld) => (isHeld ? beat() : lease.abort()),
          (error: unknown) => {
            // The database may be briefly unreachable: keep trying while the lease may still be ours.
            this.options.log?.warn?.({ err: error, jobId: job.id }, 'job lease renewal failed');
            beat();
          },
        );
      }, this.lease.heartbeatMs);
      next.unref();
      this.heartbeats.add(next);
      heartbeat = next;
    };
    lease.signal.addEventListener('abort', () => {
      if (!heartbeat) return;
      clearTimeout(heartbeat);
      this.heartbeats.delete(heartbeat);
    });
    beat();
  }

  private async renewLease(job: ClaimedJob): Promise<boolean> {
    const renewed = await this.options.db
      .update(jobs)
      .set({ lockedUntil: sql`now() + make_interval(secs => ${this.lease.leaseMs / 1000})` })
      .where(this.heldByMe(job))
      .returning({ id: jobs.id });
    return renewed.length > 0;
  }

  /** The job row, only while this claim still holds it. */
  private heldByMe(job: ClaimedJob) {
    return and(eq(jobs.id, job.id), eq(jobs.status, 'running'), eq(jobs.lockedBy, this.workerId), eq(jobs.attempts, job.attempts));
  }

  /** Records the outcome, unless another worker took the job over meanwhile (its run decides then). */
  private async settle(job: ClaimedJob, outcome: PgUpdateSetSource<typeof jobs>): Promise<void> {
    const settled = await this.options.db
      .update(jobs)
      .set({ ...outcome, lockedAt: null, lockedUntil: null })
      .where(this.heldByMe(job))
      .returning({ id: jobs.id });
    if (settled.length === 0) this.options.log?.warn?.({ jobId: job.id, type: job.type }, 'job finished after another worker took it over');
  }

  /** Runs every job that is due now (tests and the CLI). */
  async drain(maxJobs = 10_000): Promise<number> {
    let count = 0;
    while (count < maxJobs && (await this.runOnce())) count += 1;
    return count;
  }
}
