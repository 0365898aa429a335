import { eq, like, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Pipeline } from '../src/db/pipeline.ts';
import { jobs } from '../src/db/schema/index.ts';
import { jobsInsert } from '../src/infra/jobs/queue.ts';
import { createTestApp, type TestApp } from './helpers.ts';

/* Statements a transaction sends together (decision 122): run in the order sent, all or nothing. */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('Pipeline', () => {
  it('runs the statements in the order sent, each seeing the writes of those before it', async () => {
    const answers = await t.ctx.db.transaction(async (tx) => {
      const pipeline = new Pipeline();
      pipeline.send(jobsInsert(tx, [{ type: 'test.pipeline-a', payload: { n: 1 } }]));
      const moved = pipeline.send(
        tx.update(jobs).set({ maxAttempts: 9 }).where(eq(jobs.type, 'test.pipeline-a')).returning({ maxAttempts: jobs.maxAttempts }),
      );
      pipeline.send(jobsInsert(tx, [{ type: 'test.pipeline-b', payload: { n: 2 } }]));
      const seen = pipeline.send(tx.select({ type: jobs.type }).from(jobs).where(like(jobs.type, 'test.pipeline-%')).orderBy(jobs.type));
      await pipeline.done();
      return { moved: await moved, seen: await seen };
    });
    expect(answers).toEqual({ moved: [{ maxAttempts: 9 }], seen: [{ type: 'test.pipeline-a' }, { type: 'test.pipeline-b' }] });
  });

  it('rejects with the first failure, and the transaction keeps none of the writes, before it or after', async () => {
    const failed = t.ctx.db.transaction(async (tx) => {
      const pipeline = new Pipeline();
      pipeline.send(jobsInsert(tx, [{ type: 'test.rolled-back-x', payload: {} }]));
      pipeline.send(tx.execute(sql`SELECT 1 / 0`));
      pipeline.send(jobsInsert(tx, [{ type: 'test.rolled-back-y', payload: {} }]));
      await pipeline.done();
    });
    await expect(failed).rejects.toMatchObject({ cause: { message: expect.stringMatching(/division by zero/) } });
    expect(await t.ctx.db.select({ type: jobs.type }).from(jobs).where(like(jobs.type, 'test.rolled-back-%'))).toEqual([]);
    // The connection is whole again: the next transaction runs.
    const next = await t.ctx.db.transaction((tx) => tx.select({ type: jobs.type }).from(jobs).where(eq(jobs.type, 'test.pipeline-a')));
    expect(next).toEqual([{ type: 'test.pipeline-a' }]);
  });

  it('commits with the statements it sent, in their round trip; nothing can be sent after the COMMIT', async () => {
    await t.ctx.db.transaction(async (tx) => {
      const pipeline = new Pipeline();
      pipeline.send(jobsInsert(tx, [{ type: 'test.committed-with-it', payload: {} }]));
      pipeline.commit(tx);
      expect(() => pipeline.send(tx.select({ type: jobs.type }).from(jobs))).toThrow(/behind the COMMIT/);
      await pipeline.done();
      // A transaction block is open again (SAVEPOINT is refused outside one): the driver's COMMIT ends an empty one
      // instead of finding none, which the server would log as a warning.
      await tx.execute(sql`savepoint after_the_commit`);
      if (t.ctx.dbKind === 'postgres') {
        // Committed before the callback returns: another connection sees the row.
        const seen = await t.ctx.db.select({ type: jobs.type }).from(jobs).where(eq(jobs.type, 'test.committed-with-it'));
        expect(seen).toEqual([{ type: 'test.committed-with-it' }]);
      }
    });
    expect(await t.ctx.db.select({ type: jobs.type }).from(jobs).where(eq(jobs.type, 'test.committed-with-it'))).toEqual([
      { type: 'test.committed-with-it' },
    ]);
    // The connection is whole again: the next transaction runs and rolls back as usual.
    await expect(
      t.ctx.db.transaction(async (tx) => {
        await jobsInsert(tx, [{ type: 'test.rolled-back-after-commit', payload: {} }]);
        throw new Error('refused');
      }),
    ).rejects.toThrow('refused');
    expect(await t.ctx.db.select({ type: jobs.type }).from(jobs).where(like(jobs.type, 'test.rolled-back-after-%'))).toEqual([]);
  });

  it('a statement that fails before the COMMIT rolls back everything sent, before it and after', async () => {
    const failed = t.ctx.db.transaction(async (tx) => {
      const pipeline = new Pipeline();
      pipeline.send(jobsInsert(tx, [{ type: 'test.not-committed-x', payload: {} }]));
      pipeline.send(tx.execute(sql`SELECT 1 / 0`));
      pipeline.send(jobsInsert(tx, [{ type: 'test.not-committed-y', payload: {} }]));
      pipeline.commit(tx);
      await pipeline.done();
    });
    await expect(failed).rejects.toMatchObject({ cause: { message: expect.stringMatching(/division by zero/) } });
    expect(await t.ctx.db.select({ type: jobs.type }).from(jobs).where(like(jobs.type, 'test.not-committed-%'))).toEqual([]);
  });
});
