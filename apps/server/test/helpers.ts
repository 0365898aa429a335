import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { IncomingHttpHeaders } from 'node:http';
import { isDeepStrictEqual } from 'node:util';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import pg from 'pg';
import pino from 'pino';
import type { FastifyBaseLogger } from 'fastify';
import { expect, inject } from 'vitest';
import { z } from 'zod';
import {
  apiErrorSchema,
  buildUrl,
  parseResponse,
  type ApiError,
  type Endpoint,
  type EndpointAnswer,
  type EndpointInput,
  type InputRequired,
  type ResponseKind,
  type TeamRole,
} from '@aurelle/contract';
import { loadConfig, type AppConfig } from '../src/config.ts';
import { createRuntime, type Runtime } from '../src/bootstrap.ts';
import { buildApp, type BuildAppOptions } from '../src/http/app.ts';
import { registerUser } from '../src/domain/auth/register-user.ts';
import { startSession } from '../src/domain/auth/sessions.ts';

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
    // A copy of the database migrated once for this run (global-setup.ts, decision 138), or an empty one.
    const template = inject('migratedTemplateDatabase');
    await admin.query(`CREATE DATABASE ${name}${template ? ` TEMPLATE ${template}` : ''}`);
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
  const runtime = await createRuntime(config, { log, ...(databaseUrl ? { databaseUrl } : embeddedDatabase()) });
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

/** An in-memory embedded database, started from the one migrated once for this run (global-setup.ts) when there is one. */
function embeddedDatabase(): { pgliteDir: string; pgliteDump?: Blob } {
  const dump = inject('migratedPgliteDump');
  return dump ? { pgliteDir: 'memory://', pgliteDump: new Blob([readFileSync(dump)]) } : { pgliteDir: 'memory://' };
}

let sequence = 0;
export function uniqueEmail(prefix = 'user'): string {
  sequence += 1;
  return `${prefix}.${sequence}.${randomUUID().slice(0, 6)}@example.com`;
}

/** Factory: a user straight in the database, with a token for the API. */
export async function createUser(
  t: TestApp,
  overrides: { role?: 'user' | 'admin'; teamRole?: TeamRole; password?: string; userName?: string; email?: string } = {},
) {
  const password = overrides.password ?? 'correct-horse-9';
  const user = await registerUser(t.ctx.db, {
    userName: overrides.userName ?? 'Test Shopper',
    email: overrides.email ?? uniqueEmail(overrides.role ?? 'user'),
    password,
    role: overrides.role ?? 'user',
    ...(overrides.teamRole ? { teamRole: overrides.teamRole } : {}),
  });
  const { token } = await startSession(t.ctx.db, { userId: user.id, role: user.role, secret: t.config.JWT_SECRET });
  return { user, token, password, auth: { authorization: `Bearer ${token}` } };
}

export function json<T = Record<string, unknown>>(response: LightMyRequestResponse): T {
  return response.json() as T;
}

/** Messages written to DATA_DIR/outbox (the default mail adapter). */
export async function readOutbox(dataDir: string): Promise<string[]> {
  const dir = path.join(dataDir, 'outbox');
  // Only the e-mails: WhatsApp's outbox is a folder beside them.
  const files = (await readdir(dir).catch(() => [] as string[])).filter((file) => file.endsWith('.eml'));
  return Promise.all(files.sort().map((file) => readFile(path.join(dir, file), 'utf8')));
}

/** The one error body, and nothing else: a failure that carries more fails the test. */
const strictApiErrorSchema = z.strictObject(apiErrorSchema.shape);

/** Statuses a failure can have (the error handler's, Node's parser's and the rate limiter's). */
export type ErrorStatus = 400 | 401 | 402 | 403 | 404 | 405 | 408 | 409 | 413 | 415 | 429 | 431 | 500 | 503;

/** Statuses an endpoint answers with an HTML page or a redirect (its body is then the raw text). */
type OtherStatus<E extends Endpoint> = {
  [S in keyof E['response']]: E['response'][S] extends ResponseKind ? S : never;
}[keyof E['response']] &
  number;

/**
 * A call's answer: a declared JSON status with its body parsed by the endpoint's schema, a failure with the one error
 * body, or an HTML page / redirect as text. `expectStatus(res, 201)` narrows it.
 */
export type CallResult<E extends Endpoint> = (
  | EndpointAnswer<E>
  | { [S in ErrorStatus]: { status: S; body: ApiError } }[ErrorStatus]
  | { [S in OtherStatus<E>]: { status: S; body: string } }[OtherStatus<E>]
) & { headers: IncomingHttpHeaders; response: LightMyRequestResponse };

export type CallInput<E extends Endpoint> = EndpointInput<E> & {
  headers?: Record<string, string>;
  cookies?: Record<string, string>;
};

/**
 * Calls an endpoint as a client does: the URL built from its definition, a JSON body (or, for multipart, raw and form
 * endpoints, the bytes given with their content type in `headers`). A 2xx answer is parsed with the endpoint's schema
 * for that status, so an answer that drifts from the contract (or a status the endpoint does not declare) fails the
 * test; a failure must have the one error shape (docs/decisions/053-one-error-shape-never-a-500-for-bad-input.md).
 */
export async function call<E extends Endpoint>(
  t: Pick<TestApp, 'app'>,
  endpoint: E,
  ...[input]: InputRequired<E> extends true ? [input: CallInput<E>] : [input?: CallInput<E>]
): Promise<CallResult<E>> {
  const { params, query, body, headers, cookies } = (input ?? {}) as {
    params?: Record<string, unknown>;
    query?: Record<string, unknown>;
    body?: unknown;
    headers?: Record<string, string>;
    cookies?: Record<string, string>;
  };
  const response = await t.app.inject({
    method: endpoint.method,
    url: buildUrl(endpoint as Endpoint, { params, query } as never),
    ...(headers ? { headers } : {}),
    ...(cookies ? { cookies } : {}),
    ...(body === undefined ? {} : { payload: body as InjectOptions['payload'] }),
  });
  const status = response.statusCode;
  const spec = endpoint.response[status];
  let parsed: unknown;
  if (typeof spec === 'string') parsed = response.body;
  else if (spec || (status >= 200 && status < 300)) {
    const sent: unknown = response.json();
    parsed = parseResponse(endpoint, status, sent).body;
    // The serialiser drops what the schema does not list, so the answer as sent is exactly the answer as parsed.
    if (!isDeepStrictEqual(parsed, sent))
      throw new Error(`${endpoint.method} ${endpoint.path} answered fields its schema does not list: ${response.body}`);
  } else {
    const error = strictApiErrorSchema.safeParse(response.json());
    if (!error.success) throw new Error(`${endpoint.method} ${endpoint.path} answered ${status} without the error shape: ${response.body}`);
    parsed = error.data;
  }
  return { status, body: parsed, headers: response.headers, response } as CallResult<E>;
}

/** Asserts the status (showing the body when it differs) and narrows the answer to it. */
export function expectStatus<R extends { status: number; body: unknown }, S extends R['status']>(
  res: R,
  status: S,
): asserts res is Extract<R, { status: S }> {
  expect(res.status, JSON.stringify(res.body)).toBe(status);
}

/** The body of an answer, asserting its status first (as `schema.parse(res.json())` did, with the status in the message). */
export function bodyOf<R extends { status: number; body: unknown }, S extends R['status']>(
  res: R,
  status: S,
): Extract<R, { status: S }>['body'] {
  expectStatus(res, status);
  return res.body;
}

/** A deliberately malformed body, query or params (the test checks the server's refusal), past the contract's types. */
export function malformed(value: unknown): never {
  return value as never;
}

/** A calendar date (YYYY-MM-DD) this many days from today, so a date a rule wants in the future stays there. */
export function isoDateInDays(days: number): string {
  return new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
}
