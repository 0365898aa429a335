import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { queryRows } from '../../db/client.ts';

/** How long finished jobs are kept (days). Failed jobs are kept longer: they are what one investigates. */
export interface JobRetention {
  doneDays: number;
  failedDays: number;
}

/** Rows deleted per statement: each DELETE is short, so it never holds many row locks for long. */
export const JOB_PRUNE_BATCH_SIZE = 1000;

export interface PruneJobsOptions extends JobRetention {
  batchSize?: number;
  /** Checked between batches: a pruning in progress stops early when the worker shuts down. */
  isStopping?: () => boolean;
}

/**
 * Deletes finished jobs older than their retention, in batches (finding 10). Only `done` and `failed`
 * rows are touched, by their `finished_at`; queued and running jobs never are. Nothing reads a finished job: the
 * dedupe check and the campaign runs look at queued and running jobs only, and a campaign's recipients live in
 * campaign_deliveries. Several instances may prune at once: SKIP LOCKED makes each batch take rows no other
 * pruning holds, so they share the work instead of waiting on each other. Answers how many rows were deleted.
 */
export async function pruneFinishedJobs(db: Db, options: PruneJobsOptions): Promise<number> {
  const batchSize = options.batchSize ?? JOB_PRUNE_BATCH_SIZE;
  let deleted = 0;
  for (const [status, days] of [
    ['done', options.doneDays],
    ['failed', options.failedDays],
  ] as const) {
    for (;;) {
      if (options.isStopping?.()) return deleted;
      const rows = await queryRows<{ id: number }>(
        db,
        sql`DELETE FROM jobs WHERE id IN (
              SELECT id FROM jobs
              WHERE status = ${status} AND finished_at < now() - make_interval(days => ${days})
              LIMIT ${batchSize}
              FOR UPDATE SKIP LOCKED
            )
            RETURNING id`,
      );
      deleted += rows.length;
      if (rows.length < batchSize) break;
    }
  }
  return deleted;
}
