import type { SQL } from 'drizzle-orm';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import * as schema from './schema/index.ts';

export type Schema = typeof schema;
/** One type for both drivers: use cases never know which database they run on. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
/** Either the database or an open transaction. */
export type DbOrTx = Db | Tx;

export interface Database {
  db: Db;
  /**
   * The same database through connections of its own (PostgreSQL: a pool of `CATALOG_POOL_SIZE`), for the reads a
   * shopper's catalog request waits on: the catalog index's sync barrier, its re-reads of changed products and the
   * keyword's parse (decision 124). At a sale's start checkouts queue for the main pool behind a hot size's lock, and
   * browsing then waited in that queue. The embedded database has one connection: the same `db`.
   */
  catalogDb: Db;
  kind: 'pglite' | 'postgres';
  /** Applies the pending migrations, holding the start-up lock (see `exclusively`). */
  migrate(): Promise<void>;
  /**
   * Runs `work` while holding the database's start-up lock: a PostgreSQL advisory lock, so instances starting together
   * on one database migrate, create the first admin and seed one after another (the next finds the work done). Not
   * reentrant: `work` must not call `migrate()` or `exclusively()`. On the embedded database (one process) it just runs.
   */
  exclusively<T>(work: () => Promise<T>): Promise<T>;
  /**
   * LISTENs on `channel` for as long as the database lives. `onLive(false)` says notifications may be missed (the
   * listening connection dropped; it reconnects by itself), `onLive(true)` that they arrive again.
   */
  listen(channel: string, handlers: NotificationHandlers): Promise<void>;
  close(): Promise<void>;
}

export interface NotificationHandlers {
  onNotification(payload: string): void;
  onLive(isLive: boolean): void;
}

const CHANNEL_NAME = /^[a-z_][a-z0-9_]*$/;
/** Wait before re-opening a dropped listening connection. */
const LISTEN_RETRY_MS = 1000;

/** One dedicated connection per channel (a pooled one would be handed to queries), re-opened when it drops. */
function listenOnServer(connectionString: string, channel: string, handlers: NotificationHandlers) {
  let current: pg.Client | undefined;
  let retry: NodeJS.Timeout | undefined;
  let isStopped = false;
  const open = async () => {
    const client = new pg.Client({ connectionString, connectionTimeoutMillis: 5000 });
    let isLost = false;
    const lose = () => {
      if (isLost) return;
      isLost = true;
      if (current === client) {
        current = undefined;
        handlers.onLive(false);
      }
      client.end().catch(() => undefined);
      if (!isStopped) {
        retry = setTimeout(() => void open(), LISTEN_RETRY_MS);
        retry.unref();
      }
    };
    client.on('notification', (message) => {
      if (message.channel === channel) handlers.onNotification(message.payload ?? '');
    });
    client.on('error', lose);
    client.on('end', lose);
    try {
      await client.connect();
      await client.query(`LISTEN ${channel}`);
      if (isStopped) {
        await client.end();
        return;
      }
      current = client;
      handlers.onLive(true);
    } catch {
      lose();
    }
  };
  return {
    start: open,
    async stop() {
      isStopped = true;
      if (retry) clearTimeout(retry);
      const client = current;
      current = undefined;
      await client?.end().catch(() => undefined);
    },
  };
}

export const migrationsFolder = process.env.AURELLE_MIGRATIONS_DIR ?? path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');

export interface OpenDatabaseOptions {
  databaseUrl?: string | undefined;
  /** Folder for the embedded database; `memory://` keeps it in memory (tests). */
  pgliteDir?: string;
  poolSize?: number;
  /** Where `migrate()` reads migrations from; tests of a migration point it at a copy that stops before it. */
  migrationsFolder?: string;
  /**
   * A dump of an embedded database's data directory (`dumpDataDir`) to start from instead of an empty one: the API
   * tests start each file's database from one migrated once a run (decision 138).
   */
  pgliteDump?: Blob;
}

/**
 * PostgreSQL's default 128 MB of shared buffers lives inside the embedded database's WebAssembly memory, which is
 * never handed back: it made an idle server 435 MB resident. 16 MB (2,048 pages) holds the whole demo catalog and
 * its indexes; the server on PostgreSQL is unaffected (decision 066).
 */
const PGLITE_START_PARAMS = [...PGlite.defaultStartParams, '-c', 'shared_buffers=16MB'];

/**
 * Key of the start-up advisory lock (any constant; advisory locks are per database). Drizzle's migrator reads the last
 * applied migration and then applies the rest without a lock, so two instances migrating at once would both apply the
 * first pending one, and the second would fail on "already exists".
 */
const STARTUP_LOCK_KEY = 4_114_202_611;

/** Holds the start-up lock on one dedicated connection of the pool (a session lock belongs to its connection). */
async function holdingStartupLock<T>(pool: pg.Pool, work: (client: pg.PoolClient) => Promise<T>): Promise<T> {
  const client = await pool.connect();
  let failure: Error | undefined;
  try {
    await client.query('SELECT pg_advisory_lock($1)', [STARTUP_LOCK_KEY]);
    try {
      return await work(client);
    } finally {
      await client.query('SELECT pg_advisory_unlock($1)', [STARTUP_LOCK_KEY]);
    }
  } catch (error) {
    failure = error instanceof Error ? error : new Error(String(error));
    throw error;
  } finally {
    // A connection that failed is closed rather than pooled, which releases the lock should it still be held.
    client.release(failure);
  }
}

/** Connections of the catalog's own pool (`Database.catalogDb`): its reads are short and batched per event-loop turn. */
export const CATALOG_POOL_SIZE = 3;

export async function openDatabase(options: OpenDatabaseOptions): Promise<Database> {
  if (options.databaseUrl) {
    // A connection attempt that hangs (server gone without a reset) fails after 5 s, so the request answers 503.
    // JIT off: the planner prices the catalog's jsonb size scans far above their cost, and compiling them took most of
    // a listing query's time at 10,000 products (decision 099); the shop's queries are short.
    // Pipeline mode: statements a transaction sends together (`Pipeline`, Promise.all) go out without waiting for
    // each answer, so a checkout holding its product locks waits one round trip for them, not one each (decision 122).
    const newPool = (max: number) => {
      const created = new pg.Pool({
        connectionString: options.databaseUrl,
        max,
        connectionTimeoutMillis: 5000,
        options: '-c jit=off',
        pipeline: true,
      });
      // An idle client killed by the server (restart, failover) must not crash the process; the pool replaces it.
      created.on('error', (error) => console.error('PostgreSQL pool error (idle client dropped):', error.message));
      return created;
    };
    const pool = newPool(options.poolSize ?? 10);
    const catalogPool = newPool(CATALOG_POOL_SIZE);
    const db = drizzlePg(pool, { schema }) as unknown as Db;
    const listeners: Array<ReturnType<typeof listenOnServer>> = [];
    const connectionString = options.databaseUrl;
    return {
      db,
      catalogDb: drizzlePg(catalogPool, { schema }) as unknown as Db,
      kind: 'postgres',
      migrate: () =>
        holdingStartupLock(pool, (client) =>
          migratePg(drizzlePg(client, { schema }), { migrationsFolder: options.migrationsFolder ?? migrationsFolder }),
        ),
      exclusively: (work) => holdingStartupLock(pool, () => work()),
      async listen(channel, handlers) {
        if (!CHANNEL_NAME.test(channel)) throw new Error(`Invalid channel name ${channel}`);
        const listener = listenOnServer(connectionString, channel, handlers);
        listeners.push(listener);
        await listener.start();
      },
      async close() {
        await Promise.all(listeners.map((listener) => listener.stop()));
        await Promise.all([pool.end(), catalogPool.end()]);
      },
    };
  }
  const dir = options.pgliteDir ?? 'memory://';
  if (!dir.startsWith('memory://')) mkdirSync(path.dirname(dir), { recursive: true });
  const client = await PGlite.create(dir, {
    extensions: { pg_trgm },
    startParams: PGLITE_START_PARAMS,
    ...(options.pgliteDump ? { loadDataDir: options.pgliteDump } : {}),
  });
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  return {
    db,
    catalogDb: db,
    kind: 'pglite',
    migrate: () => migratePglite(drizzlePglite(client, { schema }), { migrationsFolder: options.migrationsFolder ?? migrationsFolder }),
    exclusively: (work) => work(),
    async listen(channel, handlers) {
      if (!CHANNEL_NAME.test(channel)) throw new Error(`Invalid channel name ${channel}`);
      // One process, one connection: notifications cannot be missed.
      await client.listen(channel, (payload) => handlers.onNotification(payload));
      handlers.onLive(true);
    },
    close: () => client.close(),
  };
}

/** Rows of a raw SQL query on either driver (both answer `{ rows }`). */
export async function queryRows<T>(db: DbOrTx, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}
