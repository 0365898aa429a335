import { hostname } from 'node:os';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client.ts';
import { jobs } from '../../db/schema/index.ts';

export type JobHandler = (payload: Record<string, unknown>, job: { id: number; attempts: number }) => Promise<void>;

export interface EnqueueOptions {
  runAt?: Date;
  dedupeKey?: string;
  maxAttempts?: number;
}

/** Adds a job in the caller's transaction, so the job exists exactly when the work that needs it commits. */
export async function enqueueJob(db: DbOrTx, type: string, payload: Record<string, unknown>, options: EnqueueOptions = {}): Promise<void> {
  if (options.dedupeKey) {
    const existing = await db
      .select({ id: jobs.id })
      .from(jobs)
      .where(and(eq(jobs.dedupeKey, options.dedupeKey), inArray(jobs.status, ['queued', 'running'])))
      .limit(1);
    if (existing.length > 0) return;
  }
  await db.insert(jobs).values({
    type,
    payload,
    runAt: options.runAt ?? new Date(),
    dedupeKey: options.dedupeKey ?? null,
    maxAttempts: options.maxAttempts ?? 5,
  });
}

export interface JobWorkerOptions {
  db: Db;
  handlers: Record<string, JobHandler>;
  pollIntervalMs?: number;
  /** A running job whose worker died is taken back after this long. */
  lockTimeoutMs?: number;
  log?: { error(obj: object, msg: string): void };
}

/**
 * Polls the jobs table, claiming one job at a time with FOR UPDATE SKIP LOCKED so several
 * instances can share the queue. Failures retry with exponential backoff up to maxAttempts.
 */
export class JobWorker {
  private timer: NodeJS.Timeout | undefined;
  private running = false;
  private stopped = true;
  private readonly workerId = `${hostname()}:${process.pid}:${Math.random().toString(36).slice(2, 8)}`;

  constructor(private readonly options: JobWorkerOptions) {}

  start(): void {
    this.stopped = false;
    this.schedule(0);
  }

  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    while (this.running) await new Promise((resolve) => setTimeout(resolve, 10));
  }

  private schedule(delay: number): void {
    if (this.stopped) return;
    this.timer = setTimeout(() => void this.tick(), delay);
    this.timer.unref();
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
    const lockTimeoutMs = this.options.lockTimeoutMs ?? 5 * 60_000;
    const types = Object.keys(handlers);
    if (types.length === 0) return false;
    const claimed = (await db.execute(sql`
      UPDATE jobs SET status = 'running', locked_at = now(), locked_by = ${this.workerId}, attempts = attempts + 1
      WHERE id = (
        SELECT id FROM jobs
        WHERE run_at <= now() AND type IN (${sql.join(
          types.map((t) => sql`${t}`),
          sql`, `,
        )})
          AND (status = 'queued' OR (status = 'running' AND locked_at < now() - make_interval(secs => ${lockTimeoutMs / 1000})))
        ORDER BY run_at, id
        FOR UPDATE SKIP LOCKED
        LIMIT 1
      )
      RETURNING id, type, payload, attempts, max_attempts`)) as unknown as {
      rows: Array<{ id: number; type: string; payload: Record<string, unknown>; attempts: number; max_attempts: number }>;
    };
    const job = claimed.rows[0];
    if (!job) return false;
    const handler = handlers[job.type];
    try {
      if (!handler) throw new Error(`No handler for job type ${job.type}`);
      await handler(job.payload, { id: Number(job.id), attempts: job.attempts });
      await db
        .update(jobs)
        .set({ status: 'done', finishedAt: new Date(), lockedAt: null, lastError: null })
        .where(eq(jobs.id, Number(job.id)));
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      const isFinal = job.attempts >= job.max_attempts;
      const backoffSeconds = Math.min(2 ** job.attempts * 5, 3600);
      await db
        .update(jobs)
        .set({
          status: isFinal ? 'failed' : 'queued',
          lastError: message.slice(0, 2000),
          lockedAt: null,
          runAt: sql`now() + make_interval(secs => ${backoffSeconds})`,
          finishedAt: isFinal ? new Date() : null,
        })
        .where(eq(jobs.id, Number(job.id)));
      this.options.log?.error({ err: error, jobId: job.id, type: job.type }, 'job failed');
    }
    return true;
  }

  /** Runs every job that is due now (tests and the CLI). */
  async drain(maxJobs = 10_000): Promise<number> {
    let count = 0;
    while (count < maxJobs && (await this.runOnce())) count += 1;
    return count;
  }
}
