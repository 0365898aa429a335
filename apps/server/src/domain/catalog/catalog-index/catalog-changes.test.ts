import { PgDialect } from 'drizzle-orm/pg-core';
import type { SQL } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { DbOrTx } from '../../../db/client.ts';
import { CatalogChanges } from './catalog-changes.ts';
import type { CatalogIndex } from './catalog-index.ts';

const dialect = new PgDialect();

/** A database that records each barrier's token (the second parameter of its pg_notify) and answers at once. */
function recordingDatabase(): { db: DbOrTx; tokens: string[] } {
  const tokens: string[] = [];
  const db = {
    execute: async (query: SQL) => {
      tokens.push(String(dialect.sqlToQuery(query).params[1]));
      return { rows: [] };
    },
  } as unknown as DbOrTx;
  return { db, tokens };
}

const loadedIndex = { load: async () => undefined, unload: () => undefined, ready: true } as unknown as CatalogIndex;

async function liveChanges(db: DbOrTx): Promise<CatalogChanges> {
  const changes = new CatalogChanges(db, 'catalog_changes', loadedIndex, [], () => undefined);
  changes.setLive(true);
  await changes.idle();
  return changes;
}

const turn = () => new Promise((resolve) => setImmediate(resolve));

describe('the catalog sync barrier', () => {
  it('is one round trip for every caller of one turn of the event loop, released when its own notification comes back', async () => {
    const { db, tokens } = recordingDatabase();
    const changes = await liveChanges(db);
    let released = 0;
    const callers = Array.from({ length: 20 }, () => changes.sync().then(() => (released += 1)));
    await turn();
    expect(tokens).toHaveLength(1);
    await turn();
    expect(released).toBe(0);
    changes.notified(tokens[0] ?? '');
    await Promise.all(callers);
    expect(released).toBe(20);
  });

  it('sends the next barrier for callers who came while one was out, after it is back (a write they follow may be later)', async () => {
    const { db, tokens } = recordingDatabase();
    const changes = await liveChanges(db);
    const first = changes.sync();
    await turn();
    const later = [changes.sync(), changes.sync()];
    await turn();
    expect(tokens).toHaveLength(1);
    changes.notified(tokens[0] ?? '');
    await first;
    await turn();
    expect(tokens).toHaveLength(2);
    changes.notified(tokens[1] ?? '');
    await Promise.all(later);
  });
});
