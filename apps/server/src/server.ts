import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { once } from 'node:events';
import path from 'node:path';
import v8 from 'node:v8';
import { fileURLToPath } from 'node:url';
import { ConfigError, loadConfig, type AppConfig } from './config.ts';
import { createRuntime, type Runtime } from './bootstrap.ts';
import { buildApp } from './http/app.ts';
import { ensureAdmin } from './domain/auth/ensure-admin.ts';
import { seedIfEmpty } from './db/seed.ts';
import { scheduleLowStockDigest } from './domain/catalog/low-stock/schedule-low-stock-digest.ts';
import { Redis } from 'ioredis';

/** The process exits within this long of SIGTERM/SIGINT (finding 8). */
const SHUTDOWN_DEADLINE_MS = 9_500;
/** Requests and the job in hand get this long; the rest is left for closing the database. */
const DRAIN_DEADLINE_MS = 8_000;

const DEMO_ADMIN = { email: 'admin@aurelle.example', password: 'Aurelle@2026' };

/**
 * V8 lets the old generation grow to about four times what survived the last full collection before it collects
 * again; under load that let a server with ~55 MB of live objects reach 350 MB resident. Growing by half instead
 * holds the peak near 200 MB at the same throughput (decision 066; `npm run bench -- catalog` prints both). A value
 * on the command line wins, so the bench can try another (`BENCH_SERVER_NODE_ARGS`, decision 161).
 */
const HEAP_GROWING_PERCENT = 50;

/**
 * V8 optimises a function once it has run about this much bytecode (its default is four times as much). A fresh server,
 * or one started as a sale begins, renders pages with half-warm code for its first ~15 s; a quarter of the budget gets
 * the renderer threads there sooner (product page misses in the bench's first 15 s: 492 vs 436 pages/s, decision 153).
 */
const INTERRUPT_BUDGET = 16_896;

/** The renderer threads' largest semi-space, in MB (V8's default is 16; decision 170). */
const RENDERER_SEMI_SPACE_MB = 8;

/** Set on the child process that prepares an embedded database on its first start. */
const PREPARE_ONLY_ENV = 'AURELLE_PREPARE_ONLY';

/**
 * Migrations, the first admin, the demo catalog and the daily jobs. Instances starting together on one database take
 * turns (migrations ran under the same lock): one creates the first admin and seeds, the next finds both done.
 * Answers whether it created the admin.
 */
async function prepareDatabase(runtime: Runtime, config: AppConfig, admin: { email: string; password: string }): Promise<boolean> {
  const { ctx } = runtime;
  return runtime.database.exclusively(async () => {
    const created = await ensureAdmin(ctx.db, admin);
    if (config.SEED_DEMO_DATA) await seedIfEmpty(ctx);
    // The daily low-stock e-mail's first run; each run then queues the next day's.
    await scheduleLowStockDigest(ctx.db, { hourIst: config.LOW_STOCK_DIGEST_HOUR_IST });
    return created;
  });
}

/**
 * The embedded database's first start renders the demo catalog's images and fills the database: it took the process
 * to ~930 MB, and neither WebAssembly memory nor the allocator's arenas are handed back, so the server then idled at
 * ~700 MB for good. That work runs in a child process that exits; the server opens the prepared database and idles
 * at ~340 MB like any later start.
 */
function isFirstEmbeddedStart(config: AppConfig): boolean {
  return !config.DATABASE_URL && config.SEED_DEMO_DATA && !existsSync(path.join(config.DATA_DIR, 'db'));
}

async function prepareInChildProcess(): Promise<void> {
  const child = spawn(process.execPath, [...process.execArgv, process.argv[1] ?? ''], {
    env: { ...process.env, [PREPARE_ONLY_ENV]: '1' },
    stdio: 'inherit',
  });
  const [code] = (await once(child, 'exit')) as [number | null];
  if (code !== 0) throw new Error(`Preparing the embedded database failed (exit code ${code})`);
}

/**
 * Sets a V8 flag unless the command line names it (`--name`, `--no-name`, `--name=value`), so a bench or an operator
 * can try another value (`BENCH_SERVER_NODE_ARGS`).
 */
function setV8FlagUnlessGiven(name: string, flag: string): void {
  const given = process.execArgv.some((argument) => argument.replace(/^--(no-)?/, '').split('=')[0]?.replaceAll('_', '-') === name);
  if (!given) v8.setFlagsFromString(flag);
}

async function main(): Promise<void> {
  setV8FlagUnlessGiven('heap-growing-percent', `--heap-growing-percent=${HEAP_GROWING_PERCENT}`);
  // Before the renderer threads' isolates exist, so theirs start with it; a budget given on the command line wins.
  setV8FlagUnlessGiven('interrupt-budget', `--interrupt-budget=${INTERRUPT_BUDGET}`);
  // The young generation is copied by the thread that fills it, without V8's helper threads: under load every core
  // already runs one of the server's isolates (main, a renderer per core), so helpers only took CPU from them (0.52–0.64
  // vs 0.41–0.44 ms of the V8 platform's threads per product page, decision 160). A setting on the command line wins.
  setV8FlagUnlessGiven('parallel-scavenge', '--no-parallel-scavenge');
  // The renderer threads' young generation is capped at 8 MB a semi-space (V8's default grows it to 16): what a page
  // allocates dies young either way, and each renderer then holds ~16 MB less (decision 170). It is set before they
  // start, so only their isolates take it; the main thread's heap is configured already. A command-line value wins.
  setV8FlagUnlessGiven('max-semi-space-size', `--max-semi-space-size=${RENDERER_SEMI_SPACE_MB}`);
  let config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  const admin = { email: config.ADMIN_EMAIL ?? DEMO_ADMIN.email, password: config.ADMIN_PASSWORD ?? DEMO_ADMIN.password };
  if (process.env[PREPARE_ONLY_ENV] === '1') {
    const runtime = await createRuntime(config);
    await prepareDatabase(runtime, config, admin);
    await runtime.close({ jobGraceMs: 0 });
    return;
  }
  const firstStart = isFirstEmbeddedStart(config);
  if (firstStart) await prepareInChildProcess();
  const runtime = await createRuntime(config);
  const { ctx } = runtime;
  const createdAdmin = (await prepareDatabase(runtime, config, admin)) || firstStart;

  const here = path.dirname(fileURLToPath(import.meta.url));
  const webDistDir = process.env.AURELLE_WEB_DIST ?? path.resolve(here, '../../web/dist');
  // Several instances share rate-limit counters through Redis; one instance keeps them in memory.
  const redisClient = config.REDIS_URL ? new Redis(config.REDIS_URL, { connectTimeout: 2000, maxRetriesPerRequest: 1 }) : undefined;
  const app = await buildApp(ctx, { webDistDir, redisClient });
  runtime.worker.start();
  await app.listen({ port: config.PORT, host: config.HOST });

  const url = config.APP_URL;
  console.log(`\n  ${config.SHOP_NAME} is running at ${url}`);
  console.log(`  Database: ${ctx.dbKind === 'pglite' ? `embedded PGlite in ${path.join(config.DATA_DIR, 'db')}` : 'PostgreSQL server'}`);
  if (createdAdmin || !config.ADMIN_EMAIL)
    console.log(`  Admin sign-in: ${admin.email} / ${config.ADMIN_PASSWORD ? '(ADMIN_PASSWORD)' : admin.password}\n`);

  let isShuttingDown = false;
  const shutdown = async (signal: string) => {
    if (isShuttingDown) {
      // A second signal: the operator does not want to wait.
      process.exit(1);
    }
    isShuttingDown = true;
    ctx.log.info({ signal }, 'shutting down');
    // Whatever happens below, the process is gone within SHUTDOWN_DEADLINE_MS (orchestrators kill at 10 s or later).
    setTimeout(() => {
      ctx.log.error('shutdown took too long; exiting');
      process.exit(1);
    }, SHUTDOWN_DEADLINE_MS).unref();
    // Requests in flight and the job in hand finish together; idle keep-alive connections close at once.
    const [{ cutConnections }, isJobDone] = await Promise.all([
      app.drainConnections({ deadlineMs: DRAIN_DEADLINE_MS }),
      runtime.worker.stop({ graceMs: DRAIN_DEADLINE_MS }),
    ]);
    if (cutConnections > 0) ctx.log.warn({ cutConnections }, 'connections cut at the drain deadline');
    if (!isJobDone) ctx.log.warn('a job was still running at the drain deadline; another instance takes it over after its lease');
    redisClient?.disconnect();
    await runtime.close({ jobGraceMs: 0 });
    ctx.log.info('shut down cleanly');
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
}

void main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
