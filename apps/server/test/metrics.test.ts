import { randomUUID } from 'node:crypto';
import { Writable } from 'node:stream';
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { endpoints, notReadyResponseSchema } from '@aurelle/contract';
import { queryRows } from '../src/db/client.ts';
import { SEND_ORDER_CONFIRMATION_JOB } from '../src/domain/orders/job-types.ts';
import { buildApp } from '../src/http/app.ts';
import { bodyOf, call, createTestApp, createUser, type TestApp } from './helpers.ts';
import { checkout, payWithSimulatedProvider } from './checkout-helpers.ts';
import { createProduct } from './factories.ts';

/** Prometheus metrics behind METRICS_TOKEN, readiness, one log line per request. */
const TOKEN = 'metrics-token-0123456789abcdef';
const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ METRICS_TOKEN: TOKEN });
});
afterAll(async () => {
  await t.close();
});

/** Another app on the same database and runtime, with other settings or another logger. */
async function appWith(overrides: Partial<Pick<TestApp['ctx'], 'config' | 'log'>>): Promise<Pick<TestApp, 'app'>> {
  const app: FastifyInstance = await buildApp({ ...t.ctx, ...overrides });
  await app.ready();
  return { app };
}

async function scrape(): Promise<string> {
  const res = await call(t, endpoints.metrics, { headers: bearer(TOKEN) });
  if (res.status !== 200) throw new Error(`metrics answered ${res.status}`);
  return res.body;
}

/** The sum of a metric's samples whose labels include `labels`. */
function sampleSum(text: string, name: string, labels: Record<string, string> = {}): number {
  let sum = 0;
  for (const line of text.split('\n')) {
    const match = /^([a-zA-Z_:][a-zA-Z0-9_:]*)(?:\{(.*)\})? (\S+)$/.exec(line);
    if (!match || match[1] !== name) continue;
    const given = match[2] ?? '';
    if (Object.entries(labels).every(([key, value]) => given.includes(`${key}="${value}"`))) sum += Number(match[3]);
  }
  return sum;
}

describe('GET /api/metrics', () => {
  it('asks for the token: 401 without it or with another, with a Bearer challenge', async () => {
    const anonymous = await call(t, endpoints.metrics);
    expect(anonymous.status).toBe(401);
    expect(anonymous.headers['www-authenticate']).toMatch(/^Bearer/);
    expect((await call(t, endpoints.metrics, { headers: bearer(`${TOKEN}x`) })).status).toBe(401);
    expect((await call(t, endpoints.metrics, { headers: bearer('short') })).status).toBe(401);
    expect((await call(t, endpoints.metrics, { headers: { authorization: TOKEN } })).status).toBe(401);
  });

  it('does not exist while METRICS_TOKEN is unset, in development and in production alike', async () => {
    for (const isProduction of [false, true]) {
      const other = await appWith({ config: { ...t.config, METRICS_TOKEN: undefined, isProduction } });
      try {
        const res = await call(other, endpoints.metrics, { headers: bearer(TOKEN) });
        expect(res.status).toBe(404);
        expect(res.body).toEqual({ success: false, message: 'Route GET /api/metrics not found' });
      } finally {
        await other.app.close();
      }
    }
  });

  it('answers the text exposition format with the right token, with the process metrics', async () => {
    const res = await call(t, endpoints.metrics, { headers: bearer(TOKEN) });
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    expect(res.headers['cache-control']).toBe('no-store');
    const text = String(res.body);
    expect(text).toMatch(/^# TYPE process_cpu_user_seconds_total counter$/m);
    expect(text).toMatch(/^nodejs_heap_size_used_bytes \d/m);
    expect(text).toMatch(/^aurelle_database_up 1$/m);
  });

  it('times requests by route pattern, never by the raw URL', async () => {
    const product = await createProduct(t);
    expect((await call(t, endpoints.getProduct, { params: { id: product.id } })).status).toBe(200);
    const text = await scrape();
    const route = '/api/shop/products/get/:id';
    expect(sampleSum(text, 'http_request_duration_seconds_count', { method: 'GET', route, status_code: '200' })).toBeGreaterThanOrEqual(1);
    expect(text).toMatch(/^http_request_duration_seconds_bucket\{.*le="0\.005".*\} \d+$/m);
    expect(text).not.toContain(product.id);
    // A path no route matches is one series, whatever the path.
    await t.app.inject({ method: 'GET', url: `/api/no-such-thing/${product.id}` });
    const after = await scrape();
    expect(sampleSum(after, 'http_request_duration_seconds_count', { route: 'unmatched', status_code: '404' })).toBeGreaterThanOrEqual(1);
    expect(after).not.toContain(product.id);
  });

  it('counts orders placed, payments confirmed and refunds, and shows the job queue by status and type', async () => {
    const before = await scrape();
    const { shopper, order } = await checkout(t);
    const placed = await scrape();
    expect(sampleSum(placed, 'aurelle_orders_placed_total') - sampleSum(before, 'aurelle_orders_placed_total')).toBe(1);
    expect(sampleSum(placed, 'aurelle_payments_confirmed_total')).toBe(sampleSum(before, 'aurelle_payments_confirmed_total'));

    const paid = await payWithSimulatedProvider(t, shopper, order.id);
    expect(paid.status).toBe(200);
    const after = await scrape();
    expect(sampleSum(after, 'aurelle_payments_confirmed_total', { payment_method: 'razorpay' })).toBe(
      sampleSum(before, 'aurelle_payments_confirmed_total', { payment_method: 'razorpay' }) + 1,
    );
    expect(after).toMatch(/^# TYPE aurelle_job_queue_jobs gauge$/m);
    // The paid order queued its confirmation e-mail: the queue shows it whatever its status by now.
    expect(sampleSum(after, 'aurelle_job_queue_jobs', { type: SEND_ORDER_CONFIRMATION_JOB })).toBeGreaterThanOrEqual(1);
    // Every job type with a handler has a series per status, zero included.
    for (const type of Object.keys(t.ctx.jobHandlers)) {
      expect(after).toContain(`aurelle_job_queue_jobs{status="failed",type="${type}"}`);
    }
    if (t.ctx.dbKind === 'postgres') expect(after).toMatch(/^aurelle_db_pool_total_clients \d+$/m);
    else expect(after).not.toContain('aurelle_db_pool_');

    // An admin's refund, paid out by the (simulated) provider.
    const admin = await createUser(t, { role: 'admin' });
    const refunded = await call(t, endpoints.refundOrder, {
      headers: admin.auth,
      params: { id: order.orderId },
      body: { amount: 1, reason: 'Goodwill gesture', requestId: randomUUID() },
    });
    expect(refunded.status).toBe(200);
    const labels = { kind: 'admin', status: 'processed' };
    expect(sampleSum(await scrape(), 'aurelle_refunds_total', labels)).toBe(sampleSum(after, 'aurelle_refunds_total', labels) + 1);
  });
});

describe('readiness', () => {
  async function latestMigration() {
    const [latest] = await queryRows<{ id: number; hash: string; created_at: string }>(
      t.ctx.db,
      sql`SELECT id, hash, created_at FROM drizzle.__drizzle_migrations ORDER BY created_at DESC LIMIT 1`,
    );
    if (!latest) throw new Error('no migrations recorded');
    return latest;
  }
  async function restore(latest: Awaited<ReturnType<typeof latestMigration>>) {
    await t.ctx.db.execute(
      sql`INSERT INTO drizzle.__drizzle_migrations (id, hash, created_at) VALUES (${latest.id}, ${latest.hash}, ${latest.created_at})`,
    );
  }

  it('is ready when the database answers and every migration is applied', async () => {
    const body = bodyOf(await call(t, endpoints.ready), 200);
    expect(body).toMatchObject({ ready: true, database: 'up' });
    expect(body.migrations.applied).toBe(body.migrations.expected);
  });

  it('answers 503 and says why when the last migration is not recorded', async () => {
    const latest = await latestMigration();
    await t.ctx.db.execute(sql`DELETE FROM drizzle.__drizzle_migrations WHERE id = ${latest.id}`);
    try {
      const res = await call(t, endpoints.ready);
      expect(res.status).toBe(503);
      expect(res.body).toMatchObject({
        success: false,
        status: 'unavailable',
        ready: false,
        database: 'up',
        message: expect.stringMatching(/migrations are not applied/),
      });
      const { migrations } = notReadyResponseSchema.parse(res.body);
      expect(migrations.applied).toBe(migrations.expected - 1);
    } finally {
      await restore(latest);
    }
    expect((await call(t, endpoints.ready)).status).toBe(200);
  });

  it('is not fooled by a row count that matches while the last migration is missing', async () => {
    const latest = await latestMigration();
    await t.ctx.db.execute(sql`DELETE FROM drizzle.__drizzle_migrations WHERE id = ${latest.id}`);
    await t.ctx.db.execute(sql`INSERT INTO drizzle.__drizzle_migrations (hash, created_at) VALUES ('stray', 1)`);
    try {
      const res = await call(t, endpoints.ready);
      expect(res.status).toBe(503);
      const { migrations } = notReadyResponseSchema.parse(res.body);
      expect(migrations.applied).toBe(migrations.expected);
    } finally {
      await t.ctx.db.execute(sql`DELETE FROM drizzle.__drizzle_migrations WHERE hash = 'stray'`);
      await restore(latest);
    }
    expect((await call(t, endpoints.ready)).status).toBe(200);
  });
});

describe('request logs', () => {
  it('writes one line per request, at completion, with method, route, status, duration, request id and user', async () => {
    const lines: Array<Record<string, unknown>> = [];
    const sink = new Writable({
      write(chunk: Buffer, _encoding, done) {
        for (const line of chunk.toString('utf8').split('\n')) if (line) lines.push(JSON.parse(line) as Record<string, unknown>);
        done();
      },
    });
    const log = pino({ level: 'info' }, sink) as unknown as FastifyBaseLogger;
    const logged = await appWith({ log });
    try {
      const shopper = await createUser(t);
      expect((await call(logged, endpoints.getCart, { headers: shopper.auth })).status).toBe(200);
      expect((await call(logged, endpoints.health)).status).toBe(200);
    } finally {
      await logged.app.close();
    }
    const requests = lines.filter((line) => line.req !== undefined || line.res !== undefined || line.route !== undefined);
    expect(requests).toHaveLength(2);
    expect(lines.some((line) => line.msg === 'incoming request')).toBe(false);
    const [cart, health] = requests;
    expect(cart).toMatchObject({ level: 30, msg: 'request completed', method: 'GET', route: '/api/shop/cart/get', status: 200 });
    expect(cart?.userId).toEqual(expect.any(String));
    expect(cart?.reqId).toEqual(expect.any(String));
    expect(cart?.durationMs).toEqual(expect.any(Number));
    expect(health).toMatchObject({ route: '/api/health', status: 200 });
    expect(health).not.toHaveProperty('userId');
  });
});
