import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobs } from '../src/db/schema/index.ts';
import { enqueueJob, enqueueJobs } from '../src/infra/jobs/queue.ts';
import { createTestApp, type TestApp } from './helpers.ts';

/* Adding jobs in one statement: a queued or running job's dedupe key keeps a second one out, a finished one does not. */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const jobsOfType = (type: string) => t.ctx.db.select().from(jobs).where(eq(jobs.type, type)).orderBy(asc(jobs.id));

describe('enqueueJobs', () => {
  it('adds each job with its payload, time and attempts, once per dedupe key while one is queued or running', async () => {
    const runAt = new Date('2031-05-06T07:08:09.000Z');
    await enqueueJobs(t.ctx.db, [
      { type: 'test.enqueue-a', payload: { orderId: 'o-1', nested: { n: 2 } }, options: { runAt, dedupeKey: 'enqueue:a', maxAttempts: 3 } },
      { type: 'test.enqueue-b', payload: {}, options: { dedupeKey: 'enqueue:b' } },
    ]);
    await enqueueJob(t.ctx.db, 'test.enqueue-a', { orderId: 'o-2' }, { dedupeKey: 'enqueue:a' });
    const [a, ...more] = await jobsOfType('test.enqueue-a');
    expect(more).toHaveLength(0);
    expect(a).toMatchObject({
      payload: { orderId: 'o-1', nested: { n: 2 } },
      runAt,
      dedupeKey: 'enqueue:a',
      maxAttempts: 3,
      status: 'queued',
    });
    expect(await jobsOfType('test.enqueue-b')).toMatchObject([{ payload: {}, dedupeKey: 'enqueue:b', maxAttempts: 5 }]);

    // A running job still keeps its key; a finished one lets the next in.
    await t.ctx.db.update(jobs).set({ status: 'running' }).where(eq(jobs.dedupeKey, 'enqueue:a'));
    await enqueueJob(t.ctx.db, 'test.enqueue-a', { orderId: 'o-3' }, { dedupeKey: 'enqueue:a' });
    expect(await jobsOfType('test.enqueue-a')).toHaveLength(1);
    await t.ctx.db.update(jobs).set({ status: 'done', finishedAt: new Date() }).where(eq(jobs.dedupeKey, 'enqueue:a'));
    await enqueueJob(t.ctx.db, 'test.enqueue-a', { orderId: 'o-4' }, { dedupeKey: 'enqueue:a' });
    expect((await jobsOfType('test.enqueue-a')).map((job) => job.payload)).toEqual([
      { orderId: 'o-1', nested: { n: 2 } },
      { orderId: 'o-4' },
    ]);
  });

  it('adds every job without a dedupe key, and nothing when given none', async () => {
    await enqueueJob(t.ctx.db, 'test.enqueue-c', { at: 1 });
    await enqueueJob(t.ctx.db, 'test.enqueue-c', { at: 1 });
    await enqueueJobs(t.ctx.db, []);
    expect(await jobsOfType('test.enqueue-c')).toHaveLength(2);
  });
});
