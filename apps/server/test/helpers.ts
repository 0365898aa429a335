import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import pg from 'pg';
import pino from 'pino';
import type { FastifyBaseLogger } from 'fastify';
import { loadConfig, type AppConfig } from '../src/config.ts';
import { createRuntime, type Runtime } from '../src/bootstrap.ts';
import { buildApp, type BuildAppOptions } from '../src/http/app.ts';
import { registerUser } from '../src/domain/auth/register-user.ts';
import { issueToken } from '../src/domain/auth/tokens.ts';

export interface TestApp {
  app: FastifyInstance;
  runtime: Runtime;
  ctx: Runtime['ctx'];
  config: AppConfig;
  dataDir: string;
  close(): Promise<void>;
}

/**
 * A fresh app on a fresh database for one test file: in-memory PGlite by default, or a new
 * database on the PostgreSQL server named by TEST_DATABASE_URL (created here, dropped on close).
 */
export async function createTestApp(env: Record<string, string> = {}, appOptions: BuildAppOptions = {}): Promise<TestApp> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'aurelle-test-'));
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    JWT_SECRET: randomBytes(32).toString('hex'),
    APP_URL: 'http://shop.test',
    LOG_LEVEL: 'silent',
    AUTH_RATE_LIMIT_MAX: '10000',
    ...env,
  });
  const serverUrl = process.env.TEST_DATABASE_URL;
  let databaseUrl: string | undefined;
  let dropDatabase: (() => Promise<void>) | undefined;
  if (serverUrl) {
    const name = `aurelle_test_${randomUUID().replaceAll('-', '').slice(0, 16)}`;
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
    await admin.end();
    const url = new URL(serverUrl);
    url.pathname = `/${name}`;
    databaseUrl = url.toString();
    dropDatabase = async () => {
      const client = new pg.Client({ connectionString: serverUrl });
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await client.end();
    };
  }
  const log = pino({ level: 'silent' }) as unknown as FastifyBaseLogger;
  const runtime = await createRuntime(config, { log, ...(databaseUrl ? { databaseUrl } : { pgliteDir: 'memory://' }) });
  const app = await buildApp(runtime.ctx, appOptions);
  await app.ready();
  return {
    app,
    runtime,
    ctx: runtime.ctx,
    config,
    dataDir,
    async close() {
      await app.close();
      await runtime.close();
      await dropDatabase?.();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

let sequence = 0;
export function uniqueEmail(prefix = 'user'): string {
  sequence += 1;
  return `${prefix}.${sequence}.${randomUUID().slice(0, 6)}@example.com`;
}

/** Factory: a user straight in the database, with a token for the API. */
export async function createUser(
  t: TestApp,
  overrides: { role?: 'user' | 'admin'; password?: string; userName?: string; email?: string } = {},
) {
  const password = overrides.password ?? 'correct-horse-9';
  const user = await registerUser(t.ctx.db, {
    userName: overrides.userName ?? 'Test Shopper',
    email: overrides.email ?? uniqueEmail(overrides.role ?? 'user'),
    password,
    role: overrides.role ?? 'user',
  });
  const token = issueToken({ sub: user.id, ver: user.tokenVersion, role: user.role }, t.config.JWT_SECRET);
  return { user, token, password, auth: { authorization: `Bearer ${token}` } };
}

export function json<T = Record<string, unknown>>(response: LightMyRequestResponse): T {
  return response.json() as T;
}

/** Messages written to DATA_DIR/outbox (the default mail adapter). */
export async function readOutbox(dataDir: string): Promise<string[]> {
  const dir = path.join(dataDir, 'outbox');
  const files = await readdir(dir).catch(() => [] as string[]);
  return Promise.all(files.sort().map((file) => readFile(path.join(dir, file), 'utf8')));
}
