import { sql } from 'drizzle-orm';
import { bigserial, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Durable job queue in PostgreSQL: claimed with FOR UPDATE SKIP LOCKED, retried with backoff.
 * A running job holds a lease (`locked_until`) that its worker renews by heartbeat; once the lease
 * has lapsed the worker is presumed dead and any worker may take the job over.
 */
export const jobs = pgTable(
  'jobs',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    type: text('type').notNull(),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull().default({}),
    status: text('status', { enum: ['queued', 'running', 'done', 'failed'] })
      .notNull()
      .default('queued'),
    /** A queued job with the same key is not enqueued twice. */
    dedupeKey: text('dedupe_key'),
    runAt: timestamp('run_at', { withTimezone: true }).notNull().defaultNow(),
    attempts: integer('attempts').notNull().default(0),
    maxAttempts: integer('max_attempts').notNull().default(5),
    lockedAt: timestamp('locked_at', { withTimezone: true }),
    /** End of the running job's lease, set by the worker holding it (so reclaiming needs no shared setting). */
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    lockedBy: text('locked_by'),
    lastError: text('last_error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [
    index('jobs_ready_idx').on(t.status, t.runAt),
    index('jobs_dedupe_idx')
      .on(t.dedupeKey)
      .where(sql`${t.status} IN ('queued', 'running')`),
    // Pruning finds finished jobs past their retention by status and age (infra/jobs/prune.ts).
    index('jobs_finished_idx')
      .on(t.status, t.finishedAt)
      .where(sql`${t.finishedAt} IS NOT NULL`),
  ],
);
