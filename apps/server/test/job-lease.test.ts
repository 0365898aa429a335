import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../src/db/client.ts';
import { jobs } from '../src/db/schema/index.ts';
import { enqueueJob, JOB_ABANDONED_MESSAGE, JobWorker, type JobHandler } from '../src/infra/jobs/queue.ts';
import { createTestApp, type TestApp } from './helpers.ts';

/*
 * The job queue's lease (docs/decisions/005-campaign-crash-recovery.md): a running job is held by a
 * short lease its worker renews by heartbeat; a job whose worker died is taken over once it lapses.
 * Short leases here keep the test fast; the production default is checked through the app's own worker.
 */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const LEASE = { leaseMs: 300, heartbeatMs: 75 };
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function workerFor(type: string, handler: JobHandler, options: { pollIntervalMs?: number } = {}) {
  return new JobWorker({ db: t.ctx.db, handlers: { [type]: handler }, pollIntervalMs: options.pollIntervalMs ?? 20, ...LEASE });
}

async function jobOf(type: string) {
  const [job] = await t.ctx.db.select().from(jobs).where(eq(jobs.type, type));
  if (!job) throw new Error(`no ${type} job`);
  return job;
}

async function waitFor(condition: () => boolean | Promise<boolean>, timeoutMs = 10_000): Promise<void> {
  const started = Date.now();
  while (!(await condition())) {
    if (Date.now() - started > timeoutMs) throw new Error('timed out waiting');
    await sleep(10);
  }
}

describe('job leases', () => {
  it('the app’s worker holds a job by a lease of at most 30 s (20 s), cleared when the job is done', async () => {
    let leaseSeconds = Number.NaN;
    t.ctx.jobHandlers['test.default-lease'] = async (_payload, job) => {
      const [row] = await queryRows<{ seconds: number }>(
        t.ctx.db,
        sql`SELECT extract(epoch FROM locked_until - locked_at)::float AS seconds FROM jobs WHERE id = ${job.id}`,
      );
      leaseSeconds = Number(row?.seconds);
    };
    try {
      await enqueueJob(t.ctx.db, 'test.default-lease', {});
      await t.runtime.worker.drain();
    } finally {
      delete t.ctx.jobHandlers['test.default-lease'];
    }
    expect(leaseSeconds).toBeGreaterThan(0);
    expect(leaseSeconds).toBeLessThanOrEqual(30);
    expect(leaseSeconds).toBe(20);
    expect(await jobOf('test.default-lease')).toMatchObject({ status: 'done', attempts: 1, lockedUntil: null });
  });

  it('a live worker keeps its job by heartbeat, however long the job runs', async () => {
    const type = 'test.long-job';
    let runs = 0;
    const owner = workerFor(type, async () => {
      runs += 1;
      await sleep(LEASE.leaseMs * 5);
    });
    const rival = workerFor(type, () => {
      runs += 1;
      return Promise.resolve();
    });
    await enqueueJob(t.ctx.db, type, {});
    const running = owner.runOnce();
    await waitFor(async () => (await jobOf(type)).status === 'running');
    const until = Date.now() + LEASE.leaseMs * 4;
    while (Date.now() < until) {
      expect(await rival.runOnce()).toBe(false);
      await sleep(25);
    }
    expect(await running).toBe(true);
    expect(runs).toBe(1);
    expect(await jobOf(type)).toMatchObject({ status: 'done', attempts: 1 });
  });

  it('a job whose worker died is taken over within one lease; the dead worker’s late outcome is ignored', async () => {
    const type = 'test.orphan';
    let finishZombie: () => void = () => undefined;
    const zombie = workerFor(type, () => new Promise<void>((resolve) => (finishZombie = resolve)));
    let takeoverRuns = 0;
    const successor = workerFor(type, () => {
      takeoverRuns += 1;
      return Promise.reject(new Error('second run fails'));
    });
    await enqueueJob(t.ctx.db, type, {});
    const zombieRun = zombie.runOnce();
    await waitFor(async () => (await jobOf(type)).status === 'running');

    zombie.abandon();
    const killedAt = Date.now();
    successor.start();
    try {
      await waitFor(() => takeoverRuns === 1);
    } finally {
      await successor.stop();
    }
    expect(Date.now() - killedAt).toBeLessThan(LEASE.leaseMs + 1000);
    expect(await jobOf(type)).toMatchObject({ status: 'queued', attempts: 2, lastError: 'second run fails' });

    // The first worker was only presumed dead: its success, arriving late, must not overwrite the new run's outcome.
    finishZombie();
    await zombieRun;
    expect(await jobOf(type)).toMatchObject({ status: 'queued', attempts: 2, lastError: 'second run fails' });
  });

  it('a worker that lost its lease to another is told through the job’s signal', async () => {
    const type = 'test.stolen';
    let abortedAfterMs = Number.NaN;
    const owner = workerFor(type, async (_payload, job) => {
      const started = Date.now();
      // Another worker took the job (as after a long pause of this process).
      await t.ctx.db.update(jobs).set({ lockedBy: 'another-worker' }).where(eq(jobs.id, job.id));
      await new Promise<void>((resolve) => job.signal?.addEventListener('abort', () => resolve()));
      abortedAfterMs = Date.now() - started;
    });
    await enqueueJob(t.ctx.db, type, {});
    expect(await owner.runOnce()).toBe(true);
    expect(abortedAfterMs).toBeLessThan(LEASE.leaseMs * 3);
    // The outcome belongs to the worker now holding the job.
    expect(await jobOf(type)).toMatchObject({ status: 'running', lockedBy: 'another-worker' });
  });

  it('a job that killed its worker on its last attempt is failed, not run again', async () => {
    const type = 'test.poison';
    let runs = 0;
    const victim = workerFor(type, () => {
      runs += 1;
      return new Promise<void>(() => undefined);
    });
    await enqueueJob(t.ctx.db, type, {}, { maxAttempts: 1 });
    void victim.runOnce();
    await waitFor(async () => (await jobOf(type)).status === 'running');
    victim.abandon();
    await sleep(LEASE.leaseMs + 50);
    const next = workerFor(type, () => {
      runs += 1;
      return Promise.resolve();
    });
    await waitFor(() => next.runOnce());
    expect(runs).toBe(1);
    expect(await jobOf(type)).toMatchObject({ status: 'failed', attempts: 2, lastError: JOB_ABANDONED_MESSAGE });
  });
});
