import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes, randomInt, randomUUID } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import { createServer, type AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { and, eq, inArray, notInArray, sql } from 'drizzle-orm';
import { Redis } from 'ioredis';
import pg from 'pg';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  apiErrorSchema,
  buildUrl,
  endpoints,
  parseResponse,
  type ApiError,
  type Endpoint,
  type EndpointAnswer,
  type EndpointInput,
  type InputRequired,
  type Product,
} from '@aurelle/contract';
import { envSchema } from '../src/config.ts';
import { openDatabase, type Database } from '../src/db/client.ts';
import { campaignDeliveries, jobs, orders, orderStatusHistory, products, users } from '../src/db/schema/index.ts';
import { CAMPAIGN_SEND_JOB, CAMPAIGN_START_JOB } from '../src/domain/campaigns/campaign-send-job.ts';
import { EXPIRE_RESERVATION_JOB, SWEEP_RESERVATIONS_JOB } from '../src/domain/orders/job-types.ts';
import { productInput } from './catalog-helpers.ts';
import { bodyOf, expectStatus, type ErrorStatus } from './helpers.ts';
import { cardCheckoutEndpoint } from './checkout-helpers.ts';
import { parseMail, type ParsedMail } from './mail-parser.ts';

/*
 * Several instances: two real server processes on one PostgreSQL
 * database and one Redis, behind nginx from Debian's packages running deploy/nginx.conf, as README's "Running several
 * instances" deploys them. Every claim is made through HTTP, directly to instance A or B (so the test knows who
 * answered) and through the proxy (round robin: consecutive requests reach both).
 *
 * Needs the PostgreSQL server (TEST_DATABASE_URL), Redis (TEST_REDIS_URL, default redis://127.0.0.1:6379) and nginx
 * (NGINX_PATH, default /usr/sbin/nginx); .ci/run provides all three.
 */

const serverUrl = process.env.TEST_DATABASE_URL;
const redisUrl = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
const nginxPath = process.env.NGINX_PATH ?? '/usr/sbin/nginx';

const repoRoot = path.resolve(import.meta.dirname, '../../..');
const serverEntry = path.resolve(import.meta.dirname, '../src/server.ts');
const run = randomUUID().replaceAll('-', '').slice(0, 12);
/** Logins, registrations and password resets per minute per client address: small, so the shared count is visible. */
const AUTH_LIMIT = 5;

// ---------------------------------------------------------------------------------------------------------------------
// HTTP: who sends (a loopback source address of its own, so each actor has its own rate-limit counters) and where.

interface Target {
  name: 'A' | 'B' | 'proxy';
  port: number;
}

interface Client {
  /** Source address of every request: 127.x.y.z is all loopback on Linux. */
  ip: string;
  headers: Record<string, string>;
}

function newClient(): Client {
  return { ip: `127.${randomInt(1, 255)}.${randomInt(0, 256)}.${randomInt(2, 255)}`, headers: {} };
}

interface RawAnswer {
  status: number;
  headers: http.IncomingHttpHeaders;
  text: string;
}

function rawRequest(
  port: number,
  request: { method: string; path: string; headers?: Record<string, string>; body?: string; localAddress?: string },
): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const outgoing = http.request(
      {
        host: '127.0.0.1',
        port,
        method: request.method,
        path: request.path,
        headers: request.headers ?? {},
        ...(request.localAddress ? { localAddress: request.localAddress } : {}),
        agent: false,
        timeout: 30_000,
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () =>
          resolve({ status: response.statusCode ?? 0, headers: response.headers, text: Buffer.concat(chunks).toString('utf8') }),
        );
        response.on('error', reject);
      },
    );
    outgoing.on('timeout', () => outgoing.destroy(new Error(`${request.method} ${request.path} on :${port} timed out`)));
    outgoing.on('error', reject);
    outgoing.end(request.body);
  });
}

type Answer<E extends Endpoint> = (EndpointAnswer<E> | { [S in ErrorStatus]: { status: S; body: ApiError } }[ErrorStatus]) & {
  headers: http.IncomingHttpHeaders;
};

type CallInput<E extends Endpoint> = EndpointInput<E> & { headers?: Record<string, string> };

/** Calls an endpoint over HTTP; a success is parsed with the endpoint's schema, a failure must have the one error shape. */
async function call<E extends Endpoint>(
  target: Target,
  client: Client,
  endpoint: E,
  ...[input]: InputRequired<E> extends true ? [input: CallInput<E>] : [input?: CallInput<E>]
): Promise<Answer<E>> {
  const { params, query, body, headers } = (input ?? {}) as {
    params?: Record<string, unknown>;
    query?: Record<string, unknown>;
    body?: unknown;
    headers?: Record<string, string>;
  };
  const url = buildUrl(endpoint as Endpoint, { params, query } as never);
  const raw = await rawRequest(target.port, {
    method: endpoint.method,
    path: url,
    headers: { ...(body === undefined ? {} : { 'content-type': 'application/json' }), ...client.headers, ...headers },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    localAddress: client.ip,
  });
  const where = `${endpoint.method} ${url} on ${target.name}`;
  let sent: unknown;
  try {
    sent = JSON.parse(raw.text);
  } catch {
    throw new Error(`${where} answered ${raw.status} without JSON: ${raw.text.slice(0, 300)}`);
  }
  if (raw.status >= 200 && raw.status < 300) return { ...parseResponse(endpoint, raw.status, sent), headers: raw.headers } as Answer<E>;
  const error = apiErrorSchema.safeParse(sent);
  if (!error.success) throw new Error(`${where} answered ${raw.status} without the error shape: ${raw.text.slice(0, 300)}`);
  return { status: raw.status, body: error.data, headers: raw.headers } as Answer<E>;
}

// ---------------------------------------------------------------------------------------------------------------------
// Processes and services, each undone in afterAll in reverse order, whatever failed.

const cleanups: Array<{ name: string; run: () => Promise<void> | void }> = [];
const children = new Set<ChildProcess>();
/** Should the test runner itself die, no server or proxy outlives it. */
const killChildrenOnExit = () => {
  for (const child of children) child.kill('SIGKILL');
};

interface Process {
  name: string;
  child: ChildProcess;
  output: () => string;
  exited: Promise<number | null>;
}

function startProcess(name: string, command: string, args: string[], env: NodeJS.ProcessEnv): Process {
  const child = spawn(command, args, { cwd: repoRoot, env, stdio: ['ignore', 'pipe', 'pipe'] });
  children.add(child);
  let output = '';
  const keep = (chunk: Buffer) => {
    // The last 20 KB is enough to tell why a process failed.
    output = (output + chunk.toString('utf8')).slice(-20_000);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  const exited = new Promise<number | null>((resolve) =>
    child.once('exit', (code) => {
      children.delete(child);
      resolve(code);
    }),
  );
  cleanups.push({ name, run: () => stopProcess({ name, child, output: () => output, exited }) });
  return { name, child, output: () => output, exited };
}

/** SIGTERM, then SIGKILL if it has not exited within 10 s. */
async function stopProcess(process: Process): Promise<void> {
  if (process.child.exitCode !== null || process.child.signalCode !== null) return;
  process.child.kill('SIGTERM');
  const timeout = new Promise<'timeout'>((resolve) => setTimeout(() => resolve('timeout'), 10_000).unref());
  if ((await Promise.race([process.exited, timeout])) === 'timeout') {
    process.child.kill('SIGKILL');
    await process.exited;
  }
}

async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

/** Polls `condition` until it holds; fails with `describe()` (a process's output, a state) at the deadline. */
async function waitFor(condition: () => Promise<boolean> | boolean, timeoutMs: number, describe: () => string): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`timed out after ${timeoutMs} ms: ${describe()}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** Ready: answers 200 on /api/health/ready (database up, every migration applied); fails at once if the process died. */
async function waitUntilReady(instance: Process, port: number): Promise<void> {
  let last = 'no answer yet';
  await waitFor(
    async () => {
      if (instance.child.exitCode !== null)
        throw new Error(`instance ${instance.name} exited (${instance.child.exitCode}):\n${instance.output()}`);
      const answer = await rawRequest(port, { method: 'GET', path: '/api/health/ready' }).catch((error: unknown) => {
        last = String(error);
        return undefined;
      });
      if (answer) last = `${answer.status} ${answer.text}`;
      return answer?.status === 200;
    },
    120_000,
    () => `instance ${instance.name} not ready (${last}):\n${instance.output()}`,
  );
}

/**
 * nginx in the foreground as one process (no workers to leave behind), every path in the temp dir, serving
 * deploy/nginx.conf with its upstreams pointed at the two instances. The header naming the upstream that answered is
 * the test's own, to show the round robin.
 */
function writeNginxConfig(dir: string, ports: { proxy: number; a: number; b: number }): string {
  const shipped = readFileSync(path.join(repoRoot, 'deploy/nginx.conf'), 'utf8');
  const site = shipped
    .replace(/server app1:3000/, `server 127.0.0.1:${ports.a}`)
    .replace(/server app2:3000/, `server 127.0.0.1:${ports.b}`)
    .replace(/listen 80;/, `listen 127.0.0.1:${ports.proxy};`);
  if (site.includes('app1:3000') || site.includes('app2:3000') || !site.includes(`listen 127.0.0.1:${ports.proxy};`)) {
    throw new Error('deploy/nginx.conf no longer has the `server app1:3000`, `server app2:3000` and `listen 80;` lines the test rewrites');
  }
  writeFileSync(path.join(dir, 'aurelle.conf'), site);
  for (const temp of ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi']) mkdirSync(path.join(dir, temp));
  const main = `
daemon off;
master_process off;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
events { worker_connections 256; }
http {
  access_log off;
  client_body_temp_path ${dir}/client_body;
  proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi;
  scgi_temp_path ${dir}/scgi;
  add_header X-Test-Upstream $upstream_addr always;
  include ${dir}/aurelle.conf;
}
`;
  const file = path.join(dir, 'nginx.conf');
  writeFileSync(file, main);
  return file;
}

// ---------------------------------------------------------------------------------------------------------------------
// The deployment under test.

let db: Database;
let redis: Redis;
let redisPrefix: string;
let A: Target;
let B: Target;
let proxy: Target;
let appUrl: string;
const instances: Process[] = [];
const received: ParsedMail[] = [];
const admin = { email: `admin.${run}@example.com`, password: `Admin-${run}`, client: newClient() };

// Skipped on the embedded database (the default API run): several instances need a PostgreSQL server to share.
describe.skipIf(!serverUrl)('two app instances on one PostgreSQL server and Redis, behind nginx (needs TEST_DATABASE_URL)', () => {
  beforeAll(async () => {
    process.once('exit', killChildrenOnExit);
    if (!existsSync(nginxPath)) throw new Error(`nginx not found at ${nginxPath} (apt-get install -y nginx, or set NGINX_PATH)`);
    const workDir = mkdtempSync(path.join(os.tmpdir(), 'aurelle-multi-'));
    cleanups.push({ name: 'temp dir', run: () => rmSync(workDir, { recursive: true, force: true }) });

    // A database of its own, dropped at the end.
    const databaseName = `aurelle_multi_${run}`;
    const serverAdmin = new pg.Client({ connectionString: serverUrl });
    await serverAdmin.connect();
    await serverAdmin.query(`CREATE DATABASE ${databaseName}`);
    await serverAdmin.end();
    cleanups.push({
      name: 'database',
      run: async () => {
        const client = new pg.Client({ connectionString: serverUrl });
        await client.connect();
        await client.query(`DROP DATABASE IF EXISTS ${databaseName} WITH (FORCE)`);
        await client.end();
      },
    });
    const databaseUrl = new URL(serverUrl ?? '');
    databaseUrl.pathname = `/${databaseName}`;

    // Redis keys of this run only, under a prefix of its own (ioredis reads `keyPrefix` from the URL), deleted at the end.
    redisPrefix = `aurelle-test-${run}:`;
    redis = new Redis(redisUrl, { maxRetriesPerRequest: 1, connectTimeout: 2000 });
    await redis.ping();
    cleanups.push({
      name: 'redis keys',
      run: async () => {
        const keys = await redis.keys(`${redisPrefix}*`);
        if (keys.length > 0) await redis.del(...keys);
        redis.disconnect();
      },
    });
    const instanceRedisUrl = new URL(redisUrl);
    instanceRedisUrl.searchParams.set('keyPrefix', redisPrefix);

    // The mail server both instances deliver to.
    const smtp = new SMTPServer({
      disabledCommands: ['STARTTLS', 'AUTH'],
      authOptional: true,
      disableReverseLookup: true,
      logger: false,
      onData(stream, _session, callback) {
        const chunks: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('end', () => {
          received.push(parseMail(Buffer.concat(chunks).toString('utf8')));
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
    cleanups.push({ name: 'smtp', run: () => new Promise<void>((resolve) => smtp.close(() => resolve())) });
    const smtpPort = (smtp.server.address() as AddressInfo).port;

    const [portA, portB, proxyPort] = [await freePort(), await freePort(), await freePort()];
    A = { name: 'A', port: portA };
    B = { name: 'B', port: portB };
    proxy = { name: 'proxy', port: proxyPort };
    appUrl = `http://127.0.0.1:${proxyPort}`;

    // What README lists for each instance: the same database, Redis, secret, mail server and public URL. Every other
    // setting of config.ts is blanked, so nothing leaks in from the environment running the test.
    const blank = Object.fromEntries(Object.keys(envSchema.shape).map((key) => [key, '']));
    const { AURELLE_MIGRATIONS_DIR: _migrations, ...inherited } = process.env;
    const shared = {
      ...inherited,
      ...blank,
      NODE_ENV: 'test',
      HOST: '127.0.0.1',
      APP_URL: appUrl,
      DATABASE_URL: databaseUrl.toString(),
      REDIS_URL: instanceRedisUrl.toString(),
      JWT_SECRET: randomBytes(32).toString('hex'),
      SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
      ADMIN_EMAIL: admin.email,
      ADMIN_PASSWORD: admin.password,
      SEED_DEMO_DATA: 'false',
      TRUST_PROXY: 'true',
      PAYMENT_PROVIDER: 'simulated',
      AUTH_RATE_LIMIT_MAX: String(AUTH_LIMIT),
      // A campaign may be scheduled a second ahead, so its start is seen within the test.
      CAMPAIGN_SCHEDULE_MIN_LEAD_SECONDS: '1',
      LOG_LEVEL: 'warn',
      // API only: the web app's pages are not what this test is about.
      AURELLE_WEB_DIST: '',
    };
    // Both at once on the empty database: migrations and the first admin take turns under the start-up lock.
    for (const [target, name] of [
      [A, 'A'],
      [B, 'B'],
    ] as const) {
      const dataDir = path.join(workDir, `data-${name}`);
      instances.push(
        startProcess(name, process.execPath, ['--import', 'tsx', serverEntry], { ...shared, PORT: String(target.port), DATA_DIR: dataDir }),
      );
    }
    const [instanceA, instanceB] = instances as [Process, Process];
    await Promise.all([waitUntilReady(instanceA, portA), waitUntilReady(instanceB, portB)]);

    const nginxDir = path.join(workDir, 'nginx');
    mkdirSync(nginxDir);
    const nginxConfig = writeNginxConfig(nginxDir, { proxy: proxyPort, a: portA, b: portB });
    const nginx = startProcess('nginx', nginxPath, ['-p', nginxDir, '-e', path.join(nginxDir, 'error.log'), '-c', nginxConfig], {});
    await waitFor(
      async () => {
        if (nginx.child.exitCode !== null) throw new Error(`nginx exited (${nginx.child.exitCode}):\n${nginx.output()}`);
        const answer = await rawRequest(proxyPort, { method: 'GET', path: '/api/health' }).catch(() => undefined);
        return answer?.status === 200;
      },
      20_000,
      () =>
        `nginx not answering:\n${nginx.output()}\n${existsSync(path.join(nginxDir, 'error.log')) ? readFileSync(path.join(nginxDir, 'error.log'), 'utf8') : ''}`,
    );

    // The test reads and arranges state in the same database (moving a reservation's expiry, adding subscribers).
    db = await openDatabase({ databaseUrl: databaseUrl.toString(), poolSize: 3 });
    cleanups.push({ name: 'test database pool', run: () => db.close() });

    const signedIn = bodyOf(
      await call(proxy, admin.client, endpoints.login, { body: { email: admin.email, password: admin.password } }),
      200,
    );
    admin.client.headers = { authorization: `Bearer ${signedIn.token}` };
  }, 180_000);

  afterAll(async () => {
    const failures: string[] = [];
    // Processes first (they hold connections to the database and Redis), then what they used.
    for (const cleanup of [...cleanups].reverse()) {
      try {
        await cleanup.run();
      } catch (error) {
        failures.push(`${cleanup.name}: ${String(error)}`);
      }
    }
    process.off('exit', killChildrenOnExit);
    killChildrenOnExit();
    if (failures.length > 0) throw new Error(`cleanup failed:\n${failures.join('\n')}`);
  }, 60_000);

  it('start together on one empty database, and the proxy spreads requests over both', async () => {
    for (const target of [A, B]) {
      const ready = bodyOf(await call(target, newClient(), endpoints.ready), 200);
      expect(ready.migrations.applied).toBe(ready.migrations.expected);
    }
    // The first admin was created once, by whichever instance took the start-up lock first.
    const admins = await db.db.select({ email: users.email }).from(users).where(eq(users.role, 'admin'));
    expect(admins).toEqual([{ email: admin.email }]);

    const upstreams = new Set<string>();
    for (let index = 0; index < 4; index += 1) {
      const answer = await rawRequest(proxy.port, { method: 'GET', path: '/api/health' });
      expect(answer.status).toBe(200);
      upstreams.add(String(answer.headers['x-test-upstream']));
    }
    expect([...upstreams].sort()).toEqual([`127.0.0.1:${A.port}`, `127.0.0.1:${B.port}`].sort());
  });

  it('sessions work on both: a sign-in on A is honoured by B and the proxy, and a logout on B ends it on A', async () => {
    const shopper = newClient();
    const email = `session.${run}@example.com`;
    const answer = await call(A, shopper, endpoints.register, {
      body: { userName: 'Session Shopper', email, password: 'correct-horse-9' },
    });
    const { token } = bodyOf(answer, 201);
    const cookie = (answer.headers['set-cookie']?.[0] ?? '').split(';')[0] ?? '';
    expect(cookie).toBe(`token=${token}`);
    const bearer = { authorization: `Bearer ${token}` };

    expect(bodyOf(await call(B, shopper, endpoints.checkAuth, { headers: bearer }), 200).user.email).toBe(email);
    expect(bodyOf(await call(B, shopper, endpoints.session, { headers: { cookie } }), 200).user?.email).toBe(email);
    for (let index = 0; index < 2; index += 1) {
      expect(bodyOf(await call(proxy, shopper, endpoints.checkAuth, { headers: bearer }), 200).user.email).toBe(email);
    }
    // A cookie-authenticated write on B (from the shop's own origin, as the browser sends it).
    const sessions = bodyOf(await call(B, shopper, endpoints.listMySessions, { headers: { cookie } }), 200).sessions;
    expect(sessions).toHaveLength(1);
    expectStatus(await call(B, shopper, endpoints.logout, { headers: { cookie, origin: appUrl } }), 200);

    expect((await call(A, shopper, endpoints.checkAuth, { headers: bearer })).status).toBe(401);
    expect(bodyOf(await call(A, shopper, endpoints.session, { headers: { cookie } }), 200).user).toBeNull();
    for (let index = 0; index < 2; index += 1) {
      expect((await call(proxy, shopper, endpoints.checkAuth, { headers: bearer })).status).toBe(401);
    }
  });

  it('rate limits are shared: failed logins alternating between A, B and the proxy are refused at the shared count', async () => {
    const attacker = newClient();
    const wrong = { body: { email: admin.email, password: 'not-the-password' } };
    const rotation = [A, B, proxy];
    for (let attempt = 0; attempt < AUTH_LIMIT; attempt += 1) {
      const target = rotation[attempt % rotation.length] as Target;
      expect((await call(target, attacker, endpoints.login, wrong)).status, `attempt ${attempt + 1} on ${target.name}`).toBe(401);
    }
    // One more anywhere is one too many, though no instance alone has seen the limit yet.
    for (const target of [B, A, proxy, proxy]) {
      const refused = await call(target, attacker, endpoints.login, wrong);
      expect(refused.status, `on ${target.name}`).toBe(429);
      expect(refused.body.message).toMatch(/^Too many requests/);
    }
    // The counter lives in Redis, per route and client address, under this deployment's prefix.
    expect(Number(await redis.get(`${redisPrefix}fastify-rate-limit-POST/api/auth/login-${attacker.ip}`))).toBe(AUTH_LIMIT + 4);
    // Another client is counted on its own.
    expect((await call(A, newClient(), endpoints.login, wrong)).status).toBe(401);
  });

  describe('cached catalog reads', () => {
    let product: Product;
    const listing = { query: { sortBy: 'price-lowtohigh', limit: 100 } } as const;
    const readers = () => [A, B, proxy, proxy];
    const guest = newClient();
    const buyerEmail = `buyer.${run}@example.com`;

    async function listed(target: Target): Promise<Product | undefined> {
      return bodyOf(await call(target, guest, endpoints.listProducts, listing), 200).data.find((row) => row.id === product.id);
    }
    async function shown(target: Target): Promise<Product> {
      return bodyOf(await call(target, guest, endpoints.getProduct, { params: { id: product.id } }), 200).data;
    }
    /** Every instance has the listing and the product page in its cache. */
    async function warmBoth(): Promise<void> {
      for (const target of readers()) {
        await listed(target);
        await shown(target);
      }
      // A second read of the same listing is the cached answer: the same body, the same ETag.
      const first = await call(A, guest, endpoints.listProducts, listing);
      const again = await call(A, guest, endpoints.listProducts, listing);
      expect(again.headers['etag']).toBe(first.headers['etag']);
    }

    beforeAll(async () => {
      const created = await call(B, admin.client, endpoints.addProduct, {
        body: productInput({ title: `Two Instances ${run}`, price: 5000, totalStock: 12 }),
      });
      product = bodyOf(created, 201).data;
    });

    it("show on A and through the proxy, at once, an admin's price and stock edit made through B", async () => {
      await warmBoth();
      for (const target of readers()) expect((await listed(target))?.price, `listing on ${target.name}`).toBe(5000);

      const edited = await call(B, admin.client, endpoints.editProduct, {
        params: { id: product.id },
        body: productInput({ title: product.title, image: product.image, price: 4200, totalStock: 9 }),
      });
      expectStatus(edited, 200);
      // No waiting: the very next reads, on the instance that did not make the change and through the proxy.
      for (const target of readers()) {
        const row = await listed(target);
        expect({ price: row?.price, totalStock: row?.totalStock }, `listing on ${target.name}`).toEqual({ price: 4200, totalStock: 9 });
        const page = await shown(target);
        expect({ price: page.price, totalStock: page.totalStock }, `product on ${target.name}`).toEqual({ price: 4200, totalStock: 9 });
      }
    });

    it('show on A and through the proxy, at once, the stock a purchase through B left', async () => {
      const shopper = newClient();
      const registered = bodyOf(
        await call(B, shopper, endpoints.register, {
          body: { userName: 'Buying Shopper', email: buyerEmail, password: 'correct-horse-9' },
        }),
        201,
      );
      shopper.headers = { authorization: `Bearer ${registered.token}` };
      const address = bodyOf(
        await call(B, shopper, endpoints.addAddress, {
          body: {
            fullName: 'Asha Rao',
            phoneNumber: '9876543210',
            addressLine1: '12 Carter Road',
            addressLine2: 'Bandra West',
            city: 'Mumbai',
            state: 'Maharashtra',
            postalCode: '400050',
          },
        }),
        201,
      ).address;
      expectStatus(await call(B, shopper, endpoints.addToCart, { body: { productId: product.id, quantity: 2 } }), 200);
      await warmBoth();

      const order = bodyOf(await call(B, shopper, cardCheckoutEndpoint, { body: { addressId: address.id } }), 200);
      for (const target of readers()) {
        expect((await listed(target))?.totalStock, `listing on ${target.name}`).toBe(7);
        expect((await shown(target)).totalStock, `product on ${target.name}`).toBe(7);
      }
      // Paid on B with the simulated provider's dialog answered by A: the signing secret is shared through JWT_SECRET.
      const dialog = bodyOf(
        await call(A, shopper, endpoints.simulatedCheckout, { body: { providerOrderId: order.id, outcome: 'success' } }),
        200,
      );
      if (dialog.outcome !== 'success') throw new Error('the simulated payment failed');
      const { razorpay_order_id, razorpay_payment_id, razorpay_signature } = dialog;
      expectStatus(
        await call(B, shopper, endpoints.verifyPayment, { body: { razorpay_order_id, razorpay_payment_id, razorpay_signature } }),
        200,
      );
      for (const target of readers()) expect((await shown(target)).totalStock, `product on ${target.name}`).toBe(7);
      // The confirmation e-mail is one job, run by one of the two workers.
      const mailsToBuyer = () => received.filter((mail) => mail.to === buyerEmail);
      await waitFor(
        () => mailsToBuyer().length > 0,
        30_000,
        () => 'no order confirmation received',
      );
      expect(mailsToBuyer()).toHaveLength(1);
    });

    it('give a reservation back once when it expires, though both instances run the expiry', async () => {
      const shopper = newClient();
      const registered = bodyOf(
        await call(A, shopper, endpoints.register, {
          body: { userName: 'Lapsing Shopper', email: `lapsing.${run}@example.com`, password: 'correct-horse-9' },
        }),
        201,
      );
      shopper.headers = { authorization: `Bearer ${registered.token}` };
      const address = bodyOf(
        await call(A, shopper, endpoints.addAddress, {
          body: {
            fullName: 'Ravi Menon',
            phoneNumber: '9123456780',
            addressLine1: '3 Park Street',
            city: 'Kolkata',
            state: 'West Bengal',
            postalCode: '700016',
          },
        }),
        201,
      ).address;
      expectStatus(await call(A, shopper, endpoints.addToCart, { body: { productId: product.id, quantity: 3 } }), 200);
      const { orderId } = bodyOf(await call(A, shopper, cardCheckoutEndpoint, { body: { addressId: address.id } }), 200);
      expect((await shown(B)).totalStock).toBe(4);

      // The 15-minute window is over now: the order's expiry job, five more copies of it (as a retry or a double
      // enqueue would leave) and the safety-net sweep are all due at once, for the workers of both instances.
      const expiryTypes = [EXPIRE_RESERVATION_JOB, SWEEP_RESERVATIONS_JOB];
      await db.db.transaction(async (tx) => {
        await tx
          .update(orders)
          .set({ reservationExpiresAt: sql`now() - interval '1 second'` })
          .where(eq(orders.id, orderId));
        await tx.insert(jobs).values(Array.from({ length: 5 }, () => ({ type: EXPIRE_RESERVATION_JOB, payload: { orderId } })));
        await tx
          .update(jobs)
          .set({ runAt: sql`now()` })
          .where(and(inArray(jobs.type, expiryTypes), eq(jobs.status, 'queued')));
      });
      const expiryJobs = () =>
        db.db.select({ status: jobs.status, lastError: jobs.lastError }).from(jobs).where(inArray(jobs.type, expiryTypes));
      await waitFor(
        async () => (await expiryJobs()).every((job) => job.status === 'done' || job.status === 'failed'),
        30_000,
        () => 'expiry jobs still queued or running',
      );
      expect((await expiryJobs()).filter((job) => job.status !== 'done')).toEqual([]);

      const [row] = await db.db
        .select({ status: orders.status, paymentStatus: orders.paymentStatus })
        .from(orders)
        .where(eq(orders.id, orderId));
      expect(row).toEqual({ status: 'cancelled', paymentStatus: 'failed' });
      const cancellations = await db.db
        .select({ toStatus: orderStatusHistory.toStatus })
        .from(orderStatusHistory)
        .where(and(eq(orderStatusHistory.orderId, orderId), eq(orderStatusHistory.toStatus, 'cancelled')));
      expect(cancellations).toHaveLength(1);
      // Three units back, once: 7 again, not 10.
      const [stock] = await db.db.select({ totalStock: products.totalStock }).from(products).where(eq(products.id, product.id));
      expect(stock?.totalStock).toBe(7);
      // A job's write reaches both caches by the database's notification, as an admin's does.
      for (const target of readers()) {
        await expect.poll(async () => (await shown(target)).totalStock, { timeout: 5000, interval: 50 }).toBe(7);
        await expect.poll(async () => (await listed(target))?.totalStock, { timeout: 5000, interval: 50 }).toBe(7);
      }
    });
  });

  it('send a campaign once: one mail per recipient, though both instances run workers and both were asked to send', async () => {
    // Subscribers straight in the database (they sign in by nothing; the campaign only needs their addresses).
    await db.db.insert(users).values(
      Array.from({ length: 40 }, (_, index) => ({
        userName: `Subscriber ${index}`,
        email: `subscriber.${index}.${run}@example.com`,
        passwordHash: 'token-only',
      })),
    );
    await db.db.insert(users).values({
      userName: 'Unsubscribed',
      email: `unsubscribed.${run}@example.com`,
      passwordHash: 'token-only',
      unsubscribedAt: new Date(),
    });
    const subject = `Two instances, one send ${run}`;
    const campaign = bodyOf(
      await call(proxy, admin.client, endpoints.createCampaign, {
        body: {
          subject,
          templateType: 'newsletter',
          templateData: { title: 'New arrivals', content: 'Iris and amber.' },
          targetAudience: 'all',
          selectedUsers: [],
        },
      }),
      201,
    ).data;

    // The admin's double click lands on both instances at once: one starts the delivery, the other is refused.
    const sends = await Promise.all(
      [A, B].map((target) => call(target, admin.client, endpoints.sendCampaign, { params: { id: campaign.id } })),
    );
    expect(sends.map((answer) => answer.status).sort()).toEqual([202, 409]);
    // And a second delivery job for it, as a retried enqueue would leave: the two workers may run both at once.
    await db.db.insert(jobs).values({ type: CAMPAIGN_SEND_JOB, payload: { campaignId: campaign.id } });

    const campaignJobs = () =>
      db.db
        .select({ status: jobs.status, lockedBy: jobs.lockedBy })
        .from(jobs)
        .where(and(eq(jobs.type, CAMPAIGN_SEND_JOB), sql`${jobs.payload}->>'campaignId' = ${campaign.id}`));
    let state = campaign;
    await waitFor(
      async () => {
        const list = bodyOf(await call(proxy, admin.client, endpoints.listCampaigns), 200).data;
        state = list.find((entry) => entry.id === campaign.id) ?? state;
        const busy = (await campaignJobs()).some((job) => job.status === 'queued' || job.status === 'running');
        return state.status === 'sent' && !busy;
      },
      60_000,
      () => `campaign ${JSON.stringify(state)}`,
    );
    // The first job kept one worker busy while it sent; the other instance's worker took the second, found the first
    // one running and deferred to a continuation, which found the campaign sent. Both instances' workers took part.
    const finished = await campaignJobs();
    expect(finished.length).toBeGreaterThanOrEqual(2);
    expect(new Set(finished.map((job) => job.status))).toEqual(new Set(['done']));
    const workerPids = new Set(finished.map((job) => Number(job.lockedBy?.split(':').at(-2))));
    expect([...workerPids].sort()).toEqual(instances.map((instance) => instance.child.pid).sort());

    const recipients = await db.db
      .select({ email: users.email })
      .from(users)
      .where(and(eq(users.isActive, true), sql`${users.unsubscribedAt} IS NULL`));
    const expected = recipients.map((row) => row.email).sort();
    expect(expected.length).toBeGreaterThanOrEqual(44);
    const unsent = await db.db
      .select({ email: campaignDeliveries.email, status: campaignDeliveries.status })
      .from(campaignDeliveries)
      .where(and(eq(campaignDeliveries.campaignId, campaign.id), notInArray(campaignDeliveries.status, ['sent'])));
    expect(unsent).toEqual([]);
    expect({ recipientCount: state.recipientCount, sentCount: state.sentCount }).toEqual({
      recipientCount: expected.length,
      sentCount: expected.length,
    });
    // What the mail server received: each recipient exactly once.
    const mailed = received
      .filter((mail) => mail.subject === subject)
      .map((mail) => mail.to)
      .sort();
    expect(mailed).toEqual(expected);
    // Long after the purchase, its confirmation has still arrived once (see above), beside the campaign.
    expect(received.filter((mail) => mail.to === `buyer.${run}@example.com` && mail.subject !== subject)).toHaveLength(1);
  });

  it('start a scheduled campaign once at its time, though both instances run its start job', async () => {
    const readers = await db.db
      .insert(users)
      .values(
        Array.from({ length: 6 }, (_, index) => ({
          userName: `Scheduled reader ${index}`,
          email: `scheduled.${index}.${run}@example.com`,
          passwordHash: 'token-only',
        })),
      )
      .returning({ id: users.id, email: users.email });
    const subject = `Two instances, one scheduled start ${run}`;
    const campaign = bodyOf(
      await call(proxy, admin.client, endpoints.createCampaign, {
        body: {
          subject,
          templateType: 'newsletter',
          templateData: { title: 'At nine sharp', content: 'Vetiver and smoke.' },
          targetAudience: 'selected',
          selectedUsers: readers.map((reader) => reader.id),
        },
      }),
      201,
    ).data;
    const at = new Date(Date.now() + 3000).toISOString();
    bodyOf(await call(A, admin.client, endpoints.scheduleCampaign, { params: { id: campaign.id }, body: { scheduledAt: at } }), 200);
    // A second start job for the same time, as a retried enqueue could leave: each instance's worker may take one.
    await db.db
      .insert(jobs)
      .values({ type: CAMPAIGN_START_JOB, payload: { campaignId: campaign.id, scheduledAt: at }, runAt: new Date(at) });

    const jobsOf = (type: string) =>
      db.db
        .select({ status: jobs.status, lockedBy: jobs.lockedBy })
        .from(jobs)
        .where(and(eq(jobs.type, type), sql`${jobs.payload}->>'campaignId' = ${campaign.id}`));
    let state = campaign;
    await waitFor(
      async () => {
        const list = bodyOf(await call(proxy, admin.client, endpoints.listCampaigns), 200).data;
        state = list.find((entry) => entry.id === campaign.id) ?? state;
        const busy = [...(await jobsOf(CAMPAIGN_START_JOB)), ...(await jobsOf(CAMPAIGN_SEND_JOB))].some(
          (job) => job.status === 'queued' || job.status === 'running',
        );
        return state.status === 'sent' && !busy;
      },
      60_000,
      () => `campaign ${JSON.stringify(state)}`,
    );
    expect(state).toMatchObject({ status: 'sent', scheduledAt: at, recipientCount: readers.length, sentCount: readers.length });
    expect(Date.parse(state.sentAt ?? '')).toBeGreaterThanOrEqual(Date.parse(at));
    expect((await jobsOf(CAMPAIGN_START_JOB)).map((job) => job.status)).toEqual(['done', 'done']);
    const mailed = received
      .filter((mail) => mail.subject === subject)
      .map((mail) => mail.to)
      .sort();
    expect(mailed).toEqual(readers.map((reader) => reader.email).sort());
  });
});
