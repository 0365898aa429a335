import pg from 'pg';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { endpoints } from '@aurelle/contract';
import { queryRows } from '../src/db/client.ts';
import { DATABASE_UNAVAILABLE_MESSAGE } from '../src/http/error-handler.ts';
import { bodyOf, call, createTestApp, createUser, type TestApp } from './helpers.ts';

/**
 * Finding 4 (docs/decisions/013-production-refuses-simulated-payments.md): liveness, readiness, and 503 with
 * Retry-After while the database is away.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const health = () => call(t, endpoints.health);
const ready = () => call(t, endpoints.ready);
const listProducts = () => call(t, endpoints.listProducts);

describe('health and readiness', () => {
  it('is alive and ready once every migration of this build is applied', async () => {
    const live = await health();
    expect(live.status).toBe(200);
    expect(live.body).toMatchObject({ success: true, status: 'ok' });
    const body = bodyOf(await ready(), 200);
    expect(body.status).toBe('ready');
    expect(body.migrations.expected).toBeGreaterThanOrEqual(2);
    expect(body.migrations.applied).toBe(body.migrations.expected);
  });

  it('is not ready while a migration of this build is missing', async () => {
    const [latest] = await queryRows<{ id: number; hash: string; created_at: string }>(
      t.ctx.db,
      sql`SELECT id, hash, created_at FROM drizzle.__drizzle_migrations ORDER BY id DESC LIMIT 1`,
    );
    if (!latest) throw new Error('no migrations recorded');
    await t.ctx.db.execute(sql`DELETE FROM drizzle.__drizzle_migrations WHERE id = ${latest.id}`);
    try {
      const notReady = await ready();
      expect(notReady.status).toBe(503);
      expect(notReady.headers['retry-after']).toBe('5');
      expect(notReady.body).toMatchObject({ success: false, message: 'Database migrations are not applied yet', database: 'up' });
      expect((await health()).status).toBe(200);
    } finally {
      await t.ctx.db.execute(
        sql`INSERT INTO drizzle.__drizzle_migrations (id, hash, created_at) VALUES (${latest.id}, ${latest.hash}, ${latest.created_at})`,
      );
    }
    expect((await ready()).status).toBe(200);
  });
});

const serverUrl = process.env.TEST_DATABASE_URL;

describe.skipIf(!serverUrl)('a PostgreSQL outage', () => {
  let admin: pg.Client;
  let databaseName: string;

  beforeAll(async () => {
    const [row] = await queryRows<{ name: string }>(t.ctx.db, sql`SELECT current_database() AS name`);
    databaseName = row?.name ?? '';
    admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
  });
  afterAll(async () => {
    await admin.query(`ALTER DATABASE ${databaseName} ALLOW_CONNECTIONS true`);
    await admin.end();
  });

  it('answers 503 with Retry-After while connections are refused, fails readiness, stays alive, then recovers', async () => {
    const shopper = await createUser(t);
    // Asked twice, so the cache keeps the answer (decision 116) and its emptying below shows the outage was seen.
    expect((await listProducts()).status).toBe(200);
    expect((await listProducts()).status).toBe(200);
    expect(t.ctx.catalogCache.size).toBeGreaterThan(0);

    // The database stops accepting connections and drops the ones the shop holds.
    await admin.query(`ALTER DATABASE ${databaseName} ALLOW_CONNECTIONS false`);
    await admin.query('SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = $1 AND pid <> pg_backend_pid()', [
      databaseName,
    ]);

    // The catalog cache serves from memory only while its notification connection is up; the outage drops that
    // connection too, and from then on the listing reaches the database like every other route.
    await expect.poll(() => t.ctx.catalogCache.size, { timeout: 2000, interval: 10 }).toBe(0);
    const login = () => call(t, endpoints.login, { body: { email: shopper.user.email, password: shopper.password } });
    for (const [name, request] of [
      ['products', listProducts],
      ['check-auth', () => call(t, endpoints.checkAuth, { headers: shopper.auth })],
      ['login', login],
    ] as const) {
      const response = await request();
      expect(response.status, name).toBe(503);
      expect(response.headers['retry-after'], name).toBe('5');
      expect(response.body, name).toEqual({ success: false, message: DATABASE_UNAVAILABLE_MESSAGE });
    }
    const down = await ready();
    expect(down.status).toBe(503);
    expect(down.body).toMatchObject({ success: false, database: 'down', message: DATABASE_UNAVAILABLE_MESSAGE });
    expect((await health()).status).toBe(200);

    // Back again: the pool reconnects by itself, no restart.
    await admin.query(`ALTER DATABASE ${databaseName} ALLOW_CONNECTIONS true`);
    expect((await ready()).status).toBe(200);
    expect((await listProducts()).status).toBe(200);
    expect((await login()).status).toBe(200);
  });
});
