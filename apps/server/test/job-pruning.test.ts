import { inArray, like, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { queryRows } from '../src/db/client.ts';
import { jobs } from '../src/db/schema/index.ts';
import { pruneFinishedJobs } from '../src/infra/jobs/prune.ts';
import { createTestApp, type TestApp } from './helpers.ts';

/*
 * The jobs table is pruned (finding 10): done jobs are deleted JOB_RETENTION_DAYS (14) after they finished,
 * failed ones JOB_FAILED_RETENTION_DAYS (90) after, in batches; queued and running jobs are never touched.
 */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});
beforeEach(async () => {
  await t.ctx.db.delete(jobs).where(like(jobs.type, 'test.%'));
});

const DAY_MS = 24 * 60 * 60 * 1000;
const daysAgo = (days: number) => new Date(Date.now() - days * DAY_MS);
const RETENTION = { doneDays: 14, failedDays: 90 };

type JobRow = typeof jobs.$inferInsert;

async function insertJob(name: string, row: Omit<JobRow, 'type' | 'payload'>): Promise<number> {
  const [inserted] = await t.ctx.db
    .insert(jobs)
    .values({ type: `test.${name}`, payload: { name }, ...row })
    .returning({ id: jobs.id });
  if (!inserted) throw new Error('no job inserted');
  return inserted.id;
}

/** Every kind of job, old and recent; answers the names expected to survive a pruning with the default retention. */
async function insertMixedJobs(): Promise<string[]> {
  const old = daysAgo(400);
  await insertJob('done-15-days', { status: 'done', createdAt: daysAgo(15), runAt: daysAgo(15), finishedAt: daysAgo(15) });
  await insertJob('done-400-days', { status: 'done', createdAt: old, runAt: old, finishedAt: old });
  await insertJob('failed-91-days', {
    status: 'failed',
    createdAt: daysAgo(91),
    runAt: daysAgo(91),
    finishedAt: daysAgo(91),
    lastError: 'x',
  });
  await insertJob('done-13-days', { status: 'done', createdAt: daysAgo(20), runAt: daysAgo(20), finishedAt: daysAgo(13) });
  await insertJob('done-now', { status: 'done', finishedAt: new Date() });
  await insertJob('failed-15-days', {
    status: 'failed',
    createdAt: daysAgo(15),
    runAt: daysAgo(15),
    finishedAt: daysAgo(15),
    lastError: 'x',
  });
  await insertJob('failed-89-days', {
    status: 'failed',
    createdAt: daysAgo(89),
    runAt: daysAgo(89),
    finishedAt: daysAgo(89),
    lastError: 'x',
  });
  // Created long ago and still waiting (a retry after failed attempts), or being run right now.
  await insertJob('queued-old', { status: 'queued', createdAt: old, runAt: daysAgo(1), attempts: 3, lastError: 'retrying' });
  await insertJob('queued-future', { status: 'queued', createdAt: old, runAt: new Date(Date.now() + DAY_MS) });
  await insertJob('running-old', {
    status: 'running',
    createdAt: old,
    runAt: old,
    attempts: 1,
    lockedAt: new Date(),
    lockedUntil: new Date(Date.now() + 20_000),
    lockedBy: 'elsewhere',
  });
  return ['done-13-days', 'done-now', 'failed-15-days', 'failed-89-days', 'queued-old', 'queued-future', 'running-old'];
}

async function remainingNames(): Promise<string[]> {
  const rows = await t.ctx.db.select({ type: jobs.type }).from(jobs).where(like(jobs.type, 'test.%'));
  return rows.map((row) => row.type.slice('test.'.length)).sort();
}

async function bulkInsertOldDone(count: number): Promise<void> {
  await t.ctx.db.execute(sql`
    INSERT INTO jobs (type, payload, status, created_at, run_at, finished_at)
    SELECT 'test.bulk', '{}'::jsonb, 'done', now() - interval '30 days', now() - interval '30 days', now() - interval '30 days'
    FROM generate_series(1, ${count})`);
}

describe('pruning finished jobs', () => {
  it('deletes exactly the done jobs past 14 days and the failed ones past 90; queued and running jobs stay', async () => {
    const survivors = await insertMixedJobs();
    const deleted = await pruneFinishedJobs(t.ctx.db, RETENTION);
    expect(deleted).toBe(3);
    expect(await remainingNames()).toEqual([...survivors].sort());
    // Running it again finds nothing more.
    expect(await pruneFinishedJobs(t.ctx.db, RETENTION)).toBe(0);
    expect(await remainingNames()).toEqual([...survivors].sort());
  });

  it('deletes in batches until none is left, leaving the rest of the queue alone', async () => {
    await bulkInsertOldDone(2_345);
    const keep = await insertJob('queued-old', { status: 'queued', createdAt: daysAgo(400), runAt: daysAgo(1) });
    expect(await pruneFinishedJobs(t.ctx.db, { ...RETENTION, batchSize: 500 })).toBe(2_345);
    expect(await remainingNames()).toEqual(['queued-old']);
    expect(
      await t.ctx.db
        .select({ id: jobs.id })
        .from(jobs)
        .where(inArray(jobs.id, [keep])),
    ).toHaveLength(1);
  });

  it('stops between batches when the worker is stopping', async () => {
    await bulkInsertOldDone(250);
    let batches = 0;
    const deleted = await pruneFinishedJobs(t.ctx.db, { ...RETENTION, batchSize: 100, isStopping: () => ++batches > 1 });
    expect(deleted).toBe(100);
    expect(await remainingNames()).toHaveLength(150);
  });

  it('lets two instances prune at the same time without waiting on or failing each other', async () => {
    await bulkInsertOldDone(3_000);
    const [first, second] = await Promise.all([
      pruneFinishedJobs(t.ctx.db, { ...RETENTION, batchSize: 200 }),
      pruneFinishedJobs(t.ctx.db, { ...RETENTION, batchSize: 200 }),
    ]);
    expect(first + second).toBe(3_000);
    expect(await remainingNames()).toEqual([]);
  });

  it('uses an index to find finished jobs', async () => {
    const [index] = await queryRows<{ indexdef: string }>(
      t.ctx.db,
      sql`SELECT indexdef FROM pg_indexes WHERE tablename = 'jobs' AND indexname = 'jobs_finished_idx'`,
    );
    expect(index?.indexdef).toMatch(/\(status, finished_at\) WHERE \(finished_at IS NOT NULL\)/);
  });

  it('the app’s worker prunes at start with the configured retention, then leaves the queue working', async () => {
    const survivors = await insertMixedJobs();
    const worker = t.runtime.worker;
    worker.start();
    try {
      const started = Date.now();
      while ((await remainingNames()).length > survivors.length && Date.now() - started < 10_000) {
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    } finally {
      await worker.stop();
    }
    expect(await remainingNames()).toEqual([...survivors].sort());
  });
});

describe('retention settings', () => {
  it('a shorter JOB_RETENTION_DAYS and JOB_FAILED_RETENTION_DAYS prune sooner', async () => {
    const short = await createTestApp({ JOB_RETENTION_DAYS: '1', JOB_FAILED_RETENTION_DAYS: '10' });
    try {
      expect([short.config.JOB_RETENTION_DAYS, short.config.JOB_FAILED_RETENTION_DAYS]).toEqual([1, 10]);
      const insert = (name: string, status: 'done' | 'failed', days: number) =>
        short.ctx.db.insert(jobs).values({ type: `test.${name}`, status, createdAt: daysAgo(days), finishedAt: daysAgo(days) });
      await insert('done-2-days', 'done', 2);
      await insert('done-now', 'done', 0);
      await insert('failed-11-days', 'failed', 11);
      await insert('failed-9-days', 'failed', 9);
      short.runtime.worker.start();
      const remaining = async () =>
        (await short.ctx.db.select({ type: jobs.type }).from(jobs).where(like(jobs.type, 'test.%'))).map((row) => row.type).sort();
      const started = Date.now();
      while ((await remaining()).length > 2 && Date.now() - started < 10_000) await new Promise((resolve) => setTimeout(resolve, 20));
      await short.runtime.worker.stop();
      expect(await remaining()).toEqual(['test.done-now', 'test.failed-9-days']);
    } finally {
      await short.close();
    }
  });
});
