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

  /** Sends the statement now, behind those sent before; its answer is read once `done()` has resolved. */
  send<T>(statement: UnsentStatement<T>): Promise<T> {
    const answer = statement.execute();
    // Handled here so a failure is not reported as unhandled before `done()` is awaited; `done()` rejects with it.
    answer.catch(() => undefined);
    this.sent.push(answer);
    return answer;
  }

  /**
   * Resolves once every statement sent has answered, or rejects with the first failure (PostgreSQL has then aborted
   * the transaction, and the statements behind it fail too: the caller's transaction rolls back).
   */
  async done(): Promise<void> {
    await Promise.all(this.sent);
  }
}
