import { describe, expect, it } from 'vitest';
import { isDatabaseUnavailable } from './availability.ts';

function pgError(code: string, message: string): Error {
  return Object.assign(new Error(message), { code });
}

describe('isDatabaseUnavailable', () => {
  it('recognises an outage by SQLSTATE, socket code or driver message, however deeply wrapped', () => {
    expect(isDatabaseUnavailable(pgError('57P01', 'terminating connection due to administrator command'))).toBe(true);
    expect(isDatabaseUnavailable(pgError('ECONNREFUSED', 'connect ECONNREFUSED 127.0.0.1:5432'))).toBe(true);
    expect(isDatabaseUnavailable(new Error('Connection terminated unexpectedly'))).toBe(true);
    expect(isDatabaseUnavailable(pgError('55000', 'database "shop" is not currently accepting connections'))).toBe(true);
    const drizzleWrapped = new Error('Failed query: select 1', { cause: pgError('08006', 'connection failure') });
    expect(isDatabaseUnavailable(drizzleWrapped)).toBe(true);
    expect(isDatabaseUnavailable(new AggregateError([pgError('ECONNREFUSED', 'connect ECONNREFUSED ::1:5432')], 'failed'))).toBe(true);
  });

  it('leaves query errors, constraint violations and plain bugs to the 500 path', () => {
    expect(isDatabaseUnavailable(pgError('23505', 'duplicate key value violates unique constraint'))).toBe(false);
    expect(isDatabaseUnavailable(pgError('55000', 'object not in prerequisite state'))).toBe(false);
    expect(isDatabaseUnavailable(new TypeError("Cannot read properties of undefined (reading 'id')"))).toBe(false);
    expect(isDatabaseUnavailable(undefined)).toBe(false);
    const cyclic: { message: string; cause?: unknown } = { message: 'loop' };
    cyclic.cause = cyclic;
    expect(isDatabaseUnavailable(cyclic)).toBe(false);
  });
});
