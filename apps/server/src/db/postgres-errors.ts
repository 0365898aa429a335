/** The fields of a PostgreSQL error the shop tells failures apart by (both drivers report them). */
interface PostgresError {
  code: string;
  constraint?: string | undefined;
}

/** The PostgreSQL error behind a failed query, whichever driver raised it: drizzle wraps the driver's as its `cause`. */
function postgresErrorOf(error: unknown): PostgresError | undefined {
  let current: unknown = error;
  for (let depth = 0; depth < 4 && typeof current === 'object' && current !== null; depth += 1) {
    if ('code' in current && typeof current.code === 'string' && /^[0-9A-Z]{5}$/.test(current.code)) {
      const constraint = 'constraint' in current && typeof current.constraint === 'string' ? current.constraint : undefined;
      return { code: current.code, constraint };
    }
    current = 'cause' in current ? current.cause : undefined;
  }
  return undefined;
}

/** Postgres unique_violation, whichever driver raised it. */
export function isUniqueViolation(error: unknown): boolean {
  return postgresErrorOf(error)?.code === '23505';
}

/** Postgres check_violation of the named CHECK constraint. */
export function isCheckViolation(error: unknown, constraint: string): boolean {
  const found = postgresErrorOf(error);
  return found?.code === '23514' && found.constraint === constraint;
}
