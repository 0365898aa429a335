import { sql } from 'drizzle-orm';
import pg from 'pg';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import { queryRows, type Db } from '../db/client.ts';

/**
 * Prometheus metrics (docs/decisions/076-metrics-and-readiness.md), served by `GET /api/metrics`. What the process
 * counts lives here, once per process: the default process metrics, request durations, and the business counters the
 * use cases increment after their transaction commits. What is read from the database (job queue, pool) is gathered
 * on each scrape, for the database of the app being scraped.
 */
export const metricsRegistry = new Registry();
collectDefaultMetrics({ register: metricsRegistry });

/** Labelled by the route's pattern (`/api/shop/products/:id`), never the raw URL, so ids do not multiply the series. */
export const httpRequestDuration = new Histogram({
  name: 'http_request_duration_seconds',
  help: 'Duration of HTTP requests, by method, route pattern and status code',
  labelNames: ['method', 'route', 'status_code'] as const,
  buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
  registers: [metricsRegistry],
});

/** Route label of a request that matched no route (404s, probes of random paths). */
export const UNMATCHED_ROUTE = 'unmatched';

export const ordersPlaced = new Counter({
  name: 'aurelle_orders_placed_total',
  help: 'Orders placed (checkout committed), by payment method',
  labelNames: ['payment_method'] as const,
  registers: [metricsRegistry],
});

/**
 * Incremented where an order becomes paid, inside the confirming transaction: at least once (a confirmation whose
 * transaction later rolls back, to be retried, is counted again).
 */
export const paymentsConfirmed = new Counter({
  name: 'aurelle_payments_confirmed_total',
  help: 'Orders that became paid, by payment method',
  labelNames: ['payment_method'] as const,
  registers: [metricsRegistry],
});

export const refundsExecuted = new Counter({
  name: 'aurelle_refunds_total',
  help: 'Refund payouts settled (committed), by kind and resulting status',
  labelNames: ['kind', 'status'] as const,
  registers: [metricsRegistry],
});

const JOB_STATUSES = ['queued', 'running', 'done', 'failed'] as const;

export interface ScrapeSources {
  db: Db;
  /** Job types with a handler: each gets a series per status even at zero, so alerts see 0 rather than nothing. */
  jobTypes: readonly string[];
}

/**
 * The text exposition of every metric: the process-wide ones, then the job queue (one grouped count of the jobs
 * table), whether that query answered, and the PostgreSQL pool (node-postgres only; PGlite has one in-process
 * connection and no pool). A database that does not answer leaves the job series out, not the scrape.
 */
export async function renderMetrics(sources: ScrapeSources): Promise<string> {
  const scrape = new Registry();
  const queue = new Gauge({
    name: 'aurelle_job_queue_jobs',
    help: 'Background jobs in the jobs table, by status and type (failed = out of attempts, kept for JOB_FAILED_RETENTION_DAYS)',
    labelNames: ['status', 'type'] as const,
    registers: [scrape],
  });
  const databaseUp = new Gauge({
    name: 'aurelle_database_up',
    help: 'Whether the database answered the metrics scrape (1) or not (0)',
    registers: [scrape],
  });
  try {
    const rows = await queryRows<{ status: string; type: string; count: number | string }>(
      sources.db,
      sql`SELECT status, type, count(*) AS count FROM jobs GROUP BY status, type`,
    );
    for (const type of sources.jobTypes) for (const status of JOB_STATUSES) queue.set({ status, type }, 0);
    for (const row of rows) queue.set({ status: row.status, type: row.type }, Number(row.count));
    databaseUp.set(1);
  } catch {
    databaseUp.set(0);
  }

  const client = (sources.db as unknown as { $client?: unknown }).$client;
  if (client instanceof pg.Pool) {
    const pool = [
      ['aurelle_db_pool_total_clients', 'PostgreSQL pool clients, idle and in use', client.totalCount],
      ['aurelle_db_pool_idle_clients', 'PostgreSQL pool clients idle', client.idleCount],
      ['aurelle_db_pool_waiting_clients', 'Queries waiting for a PostgreSQL pool client', client.waitingCount],
    ] as const;
    for (const [name, help, value] of pool) new Gauge({ name, help, registers: [scrape] }).set(value);
  }

  return `${await metricsRegistry.metrics()}\n${await scrape.metrics()}`;
}

export const metricsContentType = metricsRegistry.contentType;
