import { readFileSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { queryRows, type Db } from './client.ts';

/**
 * SQLSTATEs that mean "the database cannot serve us right now", not "this query is wrong":
 * connection exceptions (08xxx), the server shutting down or starting (57P01–57P03), too many connections.
 */
const UNAVAILABLE_SQLSTATES = new Set(['08000', '08001', '08003', '08004', '08006', '57P01', '57P02', '57P03', '53300']);
/** Socket failures of the driver. */
const UNAVAILABLE_SYSTEM_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'ENOTFOUND', 'EAI_AGAIN', 'EHOSTUNREACH']);
/** node-postgres reports a lost or timed-out connection by message only. */
const UNAVAILABLE_MESSAGES = [
  /connection terminated/i,
  /timeout exceeded when trying to connect/i,
  /is not currently accepting connections/i, // ALLOW_CONNECTIONS false (SQLSTATE 55000, shared with unrelated errors)
  /the database system is (starting up|shutting down|in recovery mode)/i,
  /client has encountered a connection error/i,
  /cannot use a pool after calling end/i,
];

/**
 * Whether an error (or any error it wraps: drizzle wraps the driver's in `cause`) says the database is unreachable.
 * Such a request is answered 503 with Retry-After (docs/decisions/013-production-refuses-simulated-payments.md), never 500.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  const seen = new Set<unknown>();
  let current: unknown = error;
  while (current && typeof current === 'object' && !seen.has(current)) {
    seen.add(current);
    const { code, message } = current as { code?: unknown; message?: unknown };
    if (typeof code === 'string' && (UNAVAILABLE_SQLSTATES.has(code) || UNAVAILABLE_SYSTEM_CODES.has(code))) return true;
    if (typeof message === 'string' && UNAVAILABLE_MESSAGES.some((pattern) => pattern.test(message))) return true;
    // AggregateError (a host name resolving to several addresses) holds each attempt's failure.
    const inner = (current as { errors?: unknown }).errors;
    if (Array.isArray(inner) && inner.some((each) => isDatabaseUnavailable(each))) return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}

export interface Readiness {
  ready: boolean;
  database: 'up' | 'down';
  migrations: { applied: number; expected: number };
}

/** What this build ships (drizzle's journal): how many migrations, and the last one's timestamp. */
export interface ExpectedMigrations {
  count: number;
  /** `when` of the journal's last entry: drizzle stores it as `created_at` of the row it writes for that migration. */
  lastCreatedAt: number;
}

export function readExpectedMigrations(migrationsFolder: string): ExpectedMigrations {
  const journal = JSON.parse(readFileSync(path.join(migrationsFolder, 'meta', '_journal.json'), 'utf8')) as {
    entries: Array<{ when: number }>;
  };
  const last = journal.entries.at(-1);
  return { count: journal.entries.length, lastCreatedAt: last?.when ?? 0 };
}

/**
 * Readiness (docs/decisions/013-production-refuses-simulated-payments.md, 076): the database answers and every
 * migration of this build is applied: drizzle's `drizzle.__drizzle_migrations` holds at least as many rows as the
 * journal has entries, and the newest row is at least as new as the journal's last entry (the comparison drizzle's
 * migrator itself makes). The file hash is not compared: the same migration checked out with other line endings hashes
 * differently.
 */
export async function checkReadiness(db: Db, expected: ExpectedMigrations): Promise<Readiness> {
  const expectedCount = expected.count;
  try {
    const [row] = await queryRows<{ applied: number | string; latest: number | string | null }>(
      db,
      sql`SELECT count(*) AS applied, max(created_at) AS latest FROM drizzle.__drizzle_migrations`,
    );
    const applied = Number(row?.applied ?? 0);
    const latest = Number(row?.latest ?? 0);
    return {
      ready: applied >= expectedCount && latest >= expected.lastCreatedAt,
      database: 'up',
      migrations: { applied, expected: expectedCount },
    };
  } catch (error) {
    // No migrations table yet counts as nothing applied; an unreachable database as down.
    return {
      ready: false,
      database: isDatabaseUnavailable(error) ? 'down' : 'up',
      migrations: { applied: 0, expected: expectedCount },
    };
  }
}
