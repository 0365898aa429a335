import { sql } from 'drizzle-orm';
import type { Tx } from './client.ts';

/** A statement not yet sent: a drizzle query (insert, update, select, `tx.execute(sql)`) before anything awaits it. */
export interface UnsentStatement<T> {
  execute(): Promise<T>;
}

/**
 * A transaction's statements sent one after another without waiting for each answer (decision 122). On PostgreSQL the
 * pool's connections are in pipeline mode, so what is sent together costs the caller one round trip, not one each;
 * PGlite runs the statements in turn. The server runs them in the order sent, each seeing the writes of those before
 * it, and a statement waiting for a lock holds back those behind it.
 *
 * `send` calls the statement's `execute()` at once, which is what fixes the order: it takes drizzle queries, not
 * promises (the query of an async function may be sent a turn later, behind statements meant to follow it).
 */
export class Pipeline {
  private readonly sent: Array<Promise<unknown>> = [];
  private committed = false;

  /** Sends the statement now, behind those sent before; its answer is read once `done()` has resolved. */
  send<T>(statement: UnsentStatement<T>): Promise<T> {
    if (this.committed) throw new Error('Nothing can be sent behind the COMMIT of a pipeline');
    const answer = statement.execute();
    // Handled here so a failure is not reported as unhandled before `done()` is awaited; `done()` rejects with it.
    answer.catch(() => undefined);
    this.sent.push(answer);
    return answer;
  }

  /**
   * Sends COMMIT behind the statements sent, ending the transaction in their round trip: the row locks it holds are let
   * go with the answers instead of one round trip later (decision 172). Should a statement fail, the transaction is
   * aborted and the COMMIT rolls it back; `done()` rejects with the failure. A BEGIN follows it, so the driver's own
   * COMMIT or ROLLBACK after the caller's transaction callback ends an empty transaction rather than finding none (which
   * the server would log as a warning for every checkout). Nothing may be sent in `tx` afterwards: the caller's callback
   * returns once `done()` resolves.
   */
  commit(tx: Tx): void {
    this.send(tx.execute(sql`commit`));
    this.send(tx.execute(sql`begin`));
    this.committed = true;
  }

  /**
   * Resolves once every statement sent has answered, or rejects with the first failure (PostgreSQL has then aborted
   * the transaction, and the statements behind it fail too: the caller's transaction rolls back).
   */
  async done(): Promise<void> {
    await Promise.all(this.sent);
  }
}
