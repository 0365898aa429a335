import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { eq, sql } from 'drizzle-orm';
import { Redis } from 'ioredis';
import { openDatabase, queryRows, type Db } from '../apps/server/src/db/client.ts';
import { demoProducts } from '../apps/server/src/db/demo/catalog-data.ts';
import { scheduleSaleEdges, syncProductVariants } from '../apps/server/src/db/product-variants.ts';
import { productVariants } from '../apps/server/src/db/schema/index.ts';
import { lockProducts } from '../apps/server/src/domain/catalog/variants/lock-products.ts';
import { benchBrands, seedBenchCatalog } from './catalog-data.ts';
import type { BenchResult } from './measure.ts';
import { latencies, percentile, runChecks, type Check } from './peak-checks.ts';
import { startFakeRazorpay } from './peak-razorpay.ts';
import { Gate, runShoppers, type RequestClass, type RunPlan, type Sample, type SaleSize } from './peak-shoppers.ts';
import {
  cpuSeconds,
  backendsCpuSeconds,
  sampleLoad,
  sampleMemory,
  type LoadSample,
  startInstance,
  startNginx,
  stopProcess,
  waitForInstance,
  type Instance,
  type Nginx,
} from './peak-stack.ts';
import { adminQuery, freePort } from './support.ts';

/**
 * `npm run bench -- peak`: a Diwali sale on two instances behind nginx. A throw-away database on the
 * PostgreSQL server with BENCH_PEAK_PRODUCTS (50,000) products written by the app's insertCatalogProduct, a local fake
 * of Razorpay's API, two built server instances (`npm run build`) on Redis, and nginx balancing them. BENCH_PEAK_SHOPPERS
 * (1,000) shoppers arrive over BENCH_PEAK_MINUTES (5): they browse listings (every one a different filter, sort and
 * page), search, open products (API and server-rendered page), sign up, add sizes, check out and pay through the fake
 * (some abandon, some close the page after paying and leave it to the webhook). At 40% of the timeline (minute 2) a
 * timed sale starts on BENCH_PEAK_SALE_SIZES (200) sizes, and BENCH_PEAK_HOT_BUYERS (30% of the shoppers) go for one of
 * them, the hot size, with BENCH_PEAK_HOT_STOCK (hot buyers / 6: 50) units, all at once. Then the database is asked
 * whether anything was oversold, lost or invoiced twice, and each line prints PASS or FAIL.
 *
 * Two phases (BENCH_PEAK_KILL unset): the steady run, then the same run with instance B killed (SIGKILL) at 60% of the
 * timeline (minute 3); BENCH_PEAK_KILL=0 runs the steady phase only, BENCH_PEAK_KILL=1 the kill phase only.
 */
const serverUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const redisUrl = process.env.BENCH_REDIS_URL ?? 'redis://127.0.0.1:6379';
const nginxPath = process.env.NGINX_PATH ?? '/usr/sbin/nginx';
const productCount = Number(process.env.BENCH_PEAK_PRODUCTS ?? 50_000);
const shopperCount = Number(process.env.BENCH_PEAK_SHOPPERS ?? 1000);
const minutes = Number(process.env.BENCH_PEAK_MINUTES ?? 5);
const concurrency = Number(process.env.BENCH_PEAK_CONCURRENCY ?? 64);
const hotBuyers = Math.min(shopperCount, Number(process.env.BENCH_PEAK_HOT_BUYERS ?? Math.round(shopperCount * 0.3)));
const hotStock = Number(process.env.BENCH_PEAK_HOT_STOCK ?? Math.max(1, Math.round(hotBuyers / 6)));
const saleSizeCount = Number(process.env.BENCH_PEAK_SALE_SIZES ?? 200);
const killSetting = process.env.BENCH_PEAK_KILL;
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

const SALE_AT = 0.4;
const KILL_AT = 0.6;
/** Units of each sale size but the hot one: enough that only the hot size sells out. */
const SALE_SIZE_STOCK = 1000;
/** The instances' Razorpay key: it answers only to the bench's local fake of Razorpay's API. */
const PEAK_RAZORPAY_KEY_ID = 'rzp_live_benchlocal';

type Phase = 'steady' | 'kill';

function log(line: string): void {
  console.log(`  peak: ${line}`);
}

function preflight(): void {
  const missing = ['apps/server/dist/server.js', 'apps/web/dist/index.html'].filter((file) => !existsSync(path.join(root, file)));
  if (missing.length > 0) throw new Error(`peak bench: ${missing.join(' and ')} missing: run \`npm run build\` first`);
  if (!existsSync(nginxPath)) throw new Error(`peak bench: nginx not found at ${nginxPath} (apt-get install -y nginx, or set NGINX_PATH)`);
  for (const [name, value] of Object.entries({ productCount, shopperCount, minutes, concurrency, hotStock, saleSizeCount })) {
    if (!Number.isFinite(value) || value <= 0) throw new Error(`peak bench: ${name} must be a positive number (got ${value})`);
  }
}

/** Words shoppers search for: the demo perfumes' words, the houses and editions of the bench catalog. */
function searchWords(): string[] {
  const words = new Set<string>();
  for (const product of demoProducts) for (const word of product.title.split(/\s+/)) if (word.length >= 3) words.add(word.toLowerCase());
  for (const brand of benchBrands) words.add(brand.toLowerCase());
  for (const extra of ['intense', 'absolu', 'extrait', 'nuit', 'riviera', 'reserve', 'oud', 'rose', 'musk', 'amber']) words.add(extra);
  return [...words];
}

/**
 * The sale as an admin sets it, through the app's own sale-window fields: BENCH_PEAK_SALE_SIZES bottles get a sale
 * price (70%) from `startsAt` to `endsAt`, written under the products' locks with the projection and sale-edge jobs the
 * app writes (syncProductVariants, scheduleSaleEdges). The first is the hot size, with `hotStock` units.
 */
async function prepareSale(db: Db, startsAt: Date, endsAt: Date): Promise<{ saleSizes: SaleSize[]; hot: SaleSize }> {
  const rows = await queryRows<{ id: string; product_id: string; price_paise: number }>(
    db,
    sql`SELECT v.id, v.product_id, v.price_paise FROM product_variants v JOIN products p ON p.id = v.product_id
        WHERE v.size_ml = 100 AND NOT v.is_hidden AND p.archived_at IS NULL ORDER BY md5(v.sku) LIMIT ${saleSizeCount}`,
  );
  if (rows.length === 0) throw new Error('peak bench: no 100 ml bottles to put on sale');
  const saleSizes = rows.map((row) => ({
    productId: row.product_id,
    variantId: row.id,
    pricePaise: row.price_paise,
    salePricePaise: Math.round((row.price_paise * 0.7) / 100) * 100,
  }));
  await db.transaction(async (tx) => {
    await lockProducts(
      tx,
      saleSizes.map((size) => size.productId),
    );
    for (const [index, size] of saleSizes.entries()) {
      await tx
        .update(productVariants)
        .set({
          salePricePaise: size.salePricePaise,
          saleStartsAt: startsAt,
          saleEndsAt: endsAt,
          stock: index === 0 ? hotStock : SALE_SIZE_STOCK,
          updatedAt: new Date(),
        })
        .where(eq(productVariants.id, size.variantId));
    }
    for (const productId of new Set(saleSizes.map((size) => size.productId))) {
      await syncProductVariants(tx, productId);
      await scheduleSaleEdges(tx, productId);
    }
  });
  const [hot] = saleSizes;
  if (!hot) throw new Error('peak bench: no hot size');
  return { saleSizes: saleSizes.slice(1), hot };
}

function summarise(phase: Phase, cls: RequestClass | 'all', samples: readonly Sample[], seconds: number): BenchResult {
  const chosen = samples.filter((s) => cls === 'all' || s.cls === cls);
  const values = latencies(chosen, () => true);
  const names = {
    browse: 'browse (listing, search, product API + page)',
    checkout: 'checkout (add, create order, verify)',
    account: 'account (register, address)',
    all: 'all',
  };
  return {
    name: `peak ${phase}: ${names[cls]}`,
    requests: chosen.length,
    errors: chosen.filter((s) => s.outcome === 'error').length,
    p50Ms: Number(percentile(values, 50).toFixed(1)),
    p99Ms: Number(percentile(values, 99).toFixed(1)),
    requestsPerSecond: Math.round(chosen.length / Math.max(1, seconds)),
  };
}

function printBreakdown(samples: readonly Sample[]): void {
  const names = [...new Set(samples.map((s) => s.name))];
  console.table(
    names.map((name) => {
      const chosen = samples.filter((s) => s.name === name);
      const values = latencies(chosen, () => true);
      const waits = chosen.map((s) => s.waitMs).sort((a, b) => a - b);
      return {
        request: name,
        class: chosen[0]?.cls,
        count: chosen.length,
        'sold out': chosen.filter((s) => s.outcome === 'sold-out').length,
        cut: chosen.filter((s) => s.outcome === 'cut').length,
        errors: chosen.filter((s) => s.outcome === 'error').length,
        'p50 ms': Number(percentile(values, 50).toFixed(1)),
        'p99 ms': Number(percentile(values, 99).toFixed(1)),
        'max ms': Number((values.at(-1) ?? 0).toFixed(1)),
        'gate wait p99 ms': Number(percentile(waits, 99).toFixed(1)),
      };
    }),
  );
}

interface PhaseContext {
  run: string;
  template: string;
  redisPrefix: string;
  databases: string[];
}

async function runPhase(phase: Phase, context: PhaseContext): Promise<{ results: BenchResult[]; checks: Check[] }> {
  const durationMs = minutes * 60_000;
  const name = `aurelle_peak_${context.run}_${phase}`;
  await adminQuery(serverUrl, `CREATE DATABASE ${name} TEMPLATE ${context.template}`);
  context.databases.push(name);
  const databaseUrl = new URL(serverUrl);
  databaseUrl.pathname = `/${name}`;
  const workDir = mkdtempSync(path.join(os.tmpdir(), 'aurelle-peak-'));
  const keySecret = randomBytes(24).toString('hex');
  const webhookSecret = randomBytes(24).toString('hex');
  const metricsToken = randomBytes(24).toString('hex');
  const [portA, portB, proxyPort] = [await freePort(), await freePort(), await freePort()];
  const appUrl = `http://127.0.0.1:${proxyPort}`;
  const fake = await startFakeRazorpay({
    keyId: PEAK_RAZORPAY_KEY_ID,
    keySecret,
    webhookSecret,
    webhookUrl: () => `${appUrl}/api/shop/payment/razorpay/webhook`,
  });
  const instanceRedis = new URL(redisUrl);
  instanceRedis.searchParams.set('keyPrefix', `${context.redisPrefix}${phase}:`);
  const shared = {
    // Production, as a sale runs: React renders pages with its production build (the development one, which Node
    // picks without NODE_ENV=production, renders several times slower). The key is a live-looking one because
    // production refuses test keys (rzp_test_…); it opens nothing but the local fake.
    NODE_ENV: 'production',
    DATABASE_URL: databaseUrl.toString(),
    REDIS_URL: instanceRedis.toString(),
    JWT_SECRET: randomBytes(32).toString('hex'),
    APP_URL: appUrl,
    ADMIN_EMAIL: 'peak-admin@aurelle.example',
    ADMIN_PASSWORD: randomBytes(12).toString('hex'),
    PAYMENT_PROVIDER: 'razorpay',
    RAZORPAY_KEY_ID: PEAK_RAZORPAY_KEY_ID,
    RAZORPAY_KEY_SECRET: keySecret,
    RAZORPAY_WEBHOOK_SECRET: webhookSecret,
    RAZORPAY_API_URL: fake.url,
    SEED_DEMO_DATA: 'false',
    // Behind nginx, which forwards each shopper's address: rate limits count each shopper, not the proxy.
    TRUST_PROXY: 'true',
    LOG_LEVEL: 'warn',
    // The bench reads each instance's pool and event loop every second (sampleLoad).
    METRICS_TOKEN: metricsToken,
  };
  const instances: Instance[] = [];
  let nginx: Nginx | undefined;
  let db: Db | undefined;
  let closeDb: (() => Promise<void>) | undefined;
  let killTimer: NodeJS.Timeout | undefined;
  try {
    instances.push(startInstance(root, 'A', portA, { ...shared, DATA_DIR: path.join(workDir, 'data-a') }));
    instances.push(startInstance(root, 'B', portB, { ...shared, DATA_DIR: path.join(workDir, 'data-b') }));
    const startedAt = Date.now();
    await Promise.all(instances.map((instance) => waitForInstance(instance)));
    nginx = await startNginx(nginxPath, path.join(workDir, 'nginx'), { listen: proxyPort, upstreams: [portA, portB] });
    log(`${phase}: instances A :${portA}, B :${portB} up in ${((Date.now() - startedAt) / 1000).toFixed(1)} s behind nginx ${appUrl}`);

    const database = await openDatabase({ databaseUrl: databaseUrl.toString(), poolSize: 3 });
    db = database.db;
    closeDb = () => database.close();

    // Warm-up, not measured: each instance's first listing, search and page (JIT, pools, the catalog index).
    for (const port of [portA, portB]) {
      for (const route of ['/api/shop/products/get', '/api/shop/search/oud', '/shop/listing']) {
        await fetch(`http://127.0.0.1:${port}${route}`).then((res) => res.arrayBuffer());
      }
    }

    const t0Wall = Date.now() + 3000;
    const saleStartsAt = new Date(t0Wall + SALE_AT * durationMs);
    const { saleSizes, hot } = await prepareSale(db, saleStartsAt, new Date(t0Wall + durationMs + 3_600_000));
    const initialStock = new Map(
      (await queryRows<{ id: string; stock: number }>(db, sql`SELECT id, stock FROM product_variants`)).map((row) => [row.id, row.stock]),
    );
    log(
      `${phase}: ${shopperCount} shoppers over ${minutes} min (at most ${concurrency} requests in flight); sale on ${saleSizes.length + 1} sizes at ${(SALE_AT * minutes).toFixed(1)} min; ` +
        `${hotBuyers} buyers for the hot size (${hotStock} units)` +
        (phase === 'kill' ? `; instance B killed at ${(KILL_AT * minutes).toFixed(1)} min` : ''),
    );
    await new Promise((resolve) => setTimeout(resolve, t0Wall - Date.now()));

    const plan: RunPlan = {
      proxyPort,
      fakeUrl: fake.url,
      keySecret,
      t0: performance.now(),
      durationMs,
      saleAtMs: SALE_AT * durationMs,
      ...(phase === 'kill' ? { killAtMs: KILL_AT * durationMs } : {}),
      shoppers: shopperCount,
      hotBuyers,
      gate: new Gate(concurrency),
      saleSizes,
      hot,
      searchWords: searchWords(),
      phase,
    };
    const loadBefore = os.loadavg()[0] ?? 0;
    const backends = async () =>
      (await queryRows<{ pid: number }>(database.db, sql`SELECT pid FROM pg_stat_activity WHERE datname = current_database()`)).map(
        (row) => row.pid,
      );
    const cpuBefore = {
      A: cpuSeconds(instances[0]?.child.pid),
      B: cpuSeconds(instances[1]?.child.pid),
      postgres: backendsCpuSeconds(await backends()),
      bench: process.cpuUsage(),
    };
    const cpuAtKill: { B?: number | undefined } = {};
    const memory = sampleMemory(instances, t0Wall);
    const load = sampleLoad(instances, t0Wall, metricsToken);
    const lag = monitorEventLoopDelay({ resolution: 20 });
    lag.enable();
    const instanceB = instances[1];
    if (plan.killAtMs !== undefined && instanceB) {
      killTimer = setTimeout(
        () => {
          cpuAtKill.B = cpuSeconds(instanceB.child.pid);
          instanceB.child.kill('SIGKILL');
          plan.killedAtMs = performance.now() - plan.t0;
          log(`${phase}: kill -9 instance B (pid ${instanceB.child.pid}) at ${(plan.killedAtMs / 1000).toFixed(1)} s`);
        },
        plan.killAtMs - (performance.now() - plan.t0),
      );
    }
    const progress = setInterval(() => {
      log(`${phase}: ${((Date.now() - t0Wall) / 1000).toFixed(0)} s`);
    }, 30_000);
    const record = await runShoppers(plan, minutes).finally(() => clearInterval(progress));
    const seconds = (performance.now() - plan.t0) / 1000;
    lag.disable();
    log(`${phase}: shoppers done in ${seconds.toFixed(0)} s; waiting for the provider's webhooks`);

    // Razorpay keeps retrying its webhooks; the run is judged once they have all been answered (or given up on).
    const pendingWebhooks = await fake.drain(150_000);
    if (pendingWebhooks > 0) log(`${phase}: ${pendingWebhooks} webhooks still undelivered after 150 s`);
    const cpu = {
      A: (cpuSeconds(instances[0]?.child.pid) ?? 0) - (cpuBefore.A ?? 0),
      B: (cpuAtKill.B ?? cpuSeconds(instances[1]?.child.pid) ?? 0) - (cpuBefore.B ?? 0),
      // The database's backends (the instances' pools and listeners, the bench's own): what each used since the start.
      postgres: [...backendsCpuSeconds(await backends()).entries()].reduce(
        (sum, [pid, used]) => sum + used - (cpuBefore.postgres.get(pid) ?? 0),
        0,
      ),
      bench: (() => {
        const used = process.cpuUsage(cpuBefore.bench);
        return (used.user + used.system) / 1e6;
      })(),
    };
    // Background work due by now (confirmation e-mails, sale edges; in the kill phase whatever B held, taken over once
    // its lease lapses) is given a minute to finish before it is judged.
    const jobsSettled = await waitForDueJobs(db, 60_000);
    const samples = memory.stop();
    const loadSamples = load.stop();

    const checks = await runChecks({
      db,
      record,
      fake,
      hot,
      hotStock,
      saleSizes,
      saleStartsAt,
      initialStock,
      memory: samples,
      memoryIsChecked: phase === 'steady',
      instanceNames: instances.map((instance) => instance.name),
      ...(plan.killedAtMs === undefined ? {} : { killAtSeconds: plan.killedAtMs / 1000 }),
    });
    checks.push(...(await checkJobs(db, jobsSettled, saleStartsAt)));

    printBreakdown(record.samples);
    const upstreamLines = describeUpstreams(record.samples, portA, portB, plan.killedAtMs);
    for (const line of upstreamLines) log(`${phase}: ${line}`);
    const retriedByNginx = nginx.accessLog().filter((line) => line.split(' ')[1]?.endsWith(',')).length;
    log(`${phase}: nginx passed ${retriedByNginx} requests on to the other instance (error, timeout, 502 or 503)`);
    log(
      `${phase}: machine load average ${loadBefore.toFixed(1)} before, ${(os.loadavg()[0] ?? 0).toFixed(1)} after (${os.cpus().length} cores); ` +
        `bench process event-loop delay p99 ${(lag.percentile(99) / 1e6).toFixed(0)} ms, max ${(lag.max / 1e6).toFixed(0)} ms (latencies include it)`,
    );
    log(
      `${phase}: CPU seconds over ${seconds.toFixed(0)} s of load: instance A ${cpu.A.toFixed(1)}, instance B ${cpu.B.toFixed(1)}, ` +
        `PostgreSQL backends of this database ${cpu.postgres.toFixed(1)} (B's died with it), the bench itself ${cpu.bench.toFixed(1)} (of ${(seconds * os.cpus().length).toFixed(0)} the machine has)`,
    );
    log(`${phase}: ${describeLoad(loadSamples, plan.saleAtMs / 1000)}`);
    for (const instance of instances) {
      const lines = [...instance.logged.entries()].sort((a, b) => b[1] - a[1]).slice(0, 12);
      if (lines.length > 0) log(`${phase}: instance ${instance.name} logged ${lines.map(([line, n]) => `${n}× ${line}`).join(' | ')}`);
    }
    for (const check of checks) console.log(`  ${check.verdict} ${phase}: ${check.name} — ${check.detail}`);

    const failures = checks.filter((check) => check.verdict === 'FAIL').length;
    return {
      results: [
        summarise(phase, 'browse', record.samples, seconds),
        summarise(phase, 'checkout', record.samples, seconds),
        summarise(phase, 'account', record.samples, seconds),
        {
          name: `peak ${phase}: checks (${checks.length - failures}/${checks.length} PASS or INFO)`,
          requests: checks.length,
          errors: failures,
          p50Ms: 0,
          p99Ms: 0,
          requestsPerSecond: 0,
        },
      ],
      checks: checks.map((check) => ({ ...check, name: `${phase}: ${check.name}` })),
    };
  } finally {
    if (killTimer) clearTimeout(killTimer);
    if (nginx) await stopProcess(nginx.child, nginx.exited);
    await Promise.all(instances.map((instance) => stopProcess(instance.child, instance.exited)));
    await fake.close();
    if (closeDb) await closeDb();
    await adminQuery(serverUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    rmSync(workDir, { recursive: true, force: true });
  }
}

/** Waits until no job is due and not yet done (queued, or running on a lease), at most `timeoutMs`. */
async function waitForDueJobs(db: Db, timeoutMs: number): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const [row] = await queryRows<{ n: number }>(
      db,
      sql`SELECT count(*)::int AS n FROM jobs WHERE status IN ('queued', 'running') AND run_at <= now()`,
    );
    if ((row?.n ?? 0) === 0) return true;
    if (Date.now() > deadline) return false;
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
}

/** Background jobs: none failed or left undone, and how long after the sale's start its edge jobs ran. */
async function checkJobs(db: Db, settled: boolean, saleStartsAt: Date): Promise<Check[]> {
  const rows = await queryRows<{ type: string; status: string; n: number; retried: number }>(
    db,
    sql`SELECT type, status, count(*)::int AS n, count(*) FILTER (WHERE attempts > 1)::int AS retried FROM jobs
        WHERE run_at <= now() GROUP BY 1, 2 ORDER BY 1, 2`,
  );
  const start = sql`${saleStartsAt.toISOString()}::timestamptz`;
  const [edges] = await queryRows<{ n: number; p50: number | null; max: number | null }>(
    db,
    sql`SELECT count(*)::int AS n,
          percentile_cont(0.5) WITHIN GROUP (ORDER BY extract(epoch FROM finished_at - ${start})) AS p50,
          max(extract(epoch FROM finished_at - ${start})) AS max
        FROM jobs WHERE type = 'catalog.sale-edge' AND status = 'done' AND run_at <= ${start} + interval '1 second'`,
  );
  // A settled job keeps who ran it but not when it was claimed: a job that was already due when its worker finished the
  // previous one was claimed at once, so the gap between the two finishes is its claim and run.
  const runTimes = await queryRows<{ type: string; n: number; p50: number; max: number }>(
    db,
    sql`WITH done AS (
          SELECT type, run_at, finished_at, lag(finished_at) OVER (PARTITION BY locked_by ORDER BY finished_at) AS previous
          FROM jobs WHERE status = 'done' AND finished_at IS NOT NULL AND locked_by IS NOT NULL)
        SELECT type, count(*)::int AS n,
          percentile_cont(0.5) WITHIN GROUP (ORDER BY extract(epoch FROM finished_at - previous)) AS p50,
          max(extract(epoch FROM finished_at - previous)) AS max
        FROM done WHERE previous IS NOT NULL AND run_at <= previous GROUP BY type ORDER BY type`,
  );
  const failed = rows.filter((row) => row.status === 'failed').reduce((sum, row) => sum + row.n, 0);
  const undone = rows.filter((row) => row.status === 'queued' || row.status === 'running').reduce((sum, row) => sum + row.n, 0);
  return [
    {
      name: 'background jobs done',
      verdict: settled && failed === 0 ? 'PASS' : 'FAIL',
      detail:
        `${rows.map((row) => `${row.n} ${row.type} ${row.status}${row.retried > 0 ? ` (${row.retried} taken over or retried)` : ''}`).join(', ')}` +
        `; ${undone} due and not done a minute after the shoppers, ${failed} failed` +
        `; a job back to back (median/max): ${runTimes.map((row) => `${row.type} ${(Number(row.p50) * 1000).toFixed(0)}/${(Number(row.max) * 1000).toFixed(0)} ms (${row.n})`).join(', ') || 'none queued'}`,
    },
    {
      // Prices shown and charged follow the window at once (each instance's caches expire at the edge); the listings'
      // order by price and the price projection follow when each product's sale-edge job has run.
      name: 'sale start applied by its jobs',
      verdict: 'INFO',
      detail: `the sale's ${edges?.n ?? 0} start jobs (one per product) finished ${Number(edges?.p50 ?? 0).toFixed(1)} s (median) and ${Number(edges?.max ?? 0).toFixed(1)} s (last) after the start`,
    },
  ];
}

/** Who answered: requests per instance (X-Bench-Upstream), before and after the kill. */
/** Each instance's pool waits and event-loop delay: over the sale's first 30 s, and over the rest of the run. */
function describeLoad(samples: readonly LoadSample[], saleAtSeconds: number): string {
  const names = [...new Set(samples.map((sample) => sample.instance))].sort();
  const part = (chosen: readonly LoadSample[]) =>
    names
      .map((name) => {
        const mine = chosen.filter((sample) => sample.instance === name);
        if (mine.length === 0) return `${name} no reading`;
        const waiting = Math.max(...mine.map((sample) => sample.poolWaiting));
        const lag = Math.max(...mine.map((sample) => sample.eventLoopP99Ms));
        return `${name} pool waits ≤ ${waiting}, event-loop delay p99 ≤ ${lag.toFixed(0)} ms (${mine.length} readings)`;
      })
      .join('; ');
  const inSale = (sample: LoadSample) => sample.atSeconds >= saleAtSeconds && sample.atSeconds < saleAtSeconds + 30;
  return (
    `instances' load, read each second — the sale's first 30 s: ${part(samples.filter(inSale))}; ` +
    `the rest of the run: ${part(samples.filter((sample) => !inSale(sample)))}`
  );
}

function describeUpstreams(samples: readonly Sample[], portA: number, portB: number, killAtMs: number | undefined): string[] {
  const count = (filter: (s: Sample) => boolean) => {
    const chosen = samples.filter(filter);
    const to = (port: number) => chosen.filter((s) => s.upstream.endsWith(`:${port}`)).length;
    return `A ${to(portA)}, B ${to(portB)}, both tried ${chosen.filter((s) => s.upstream.includes(',')).length}`;
  };
  if (killAtMs === undefined) return [`requests answered by ${count(() => true)}`];
  return [`before the kill: ${count((s) => s.startMs < killAtMs)}`, `after the kill: ${count((s) => s.startMs >= killAtMs)}`];
}

export async function runPeakBench(): Promise<BenchResult[]> {
  preflight();
  const redis = new Redis(redisUrl, { maxRetriesPerRequest: 1, connectTimeout: 2000, lazyConnect: true });
  try {
    await redis.connect();
    await redis.ping();
  } catch (error) {
    redis.disconnect();
    throw new Error(`peak bench: Redis not reachable at ${redisUrl} (${(error as Error).message})`, { cause: error });
  }
  const run = randomBytes(4).toString('hex');
  const context: PhaseContext = { run, template: `aurelle_peak_${run}_catalog`, redisPrefix: `aurelle-peak-${run}:`, databases: [] };
  const phases: Phase[] = killSetting === '0' ? ['steady'] : killSetting === '1' ? ['kill'] : ['steady', 'kill'];
  const results: BenchResult[] = [];
  const checks: Check[] = [];
  try {
    await adminQuery(serverUrl, `CREATE DATABASE ${context.template}`);
    context.databases.push(context.template);
    const templateUrl = new URL(serverUrl);
    templateUrl.pathname = `/${context.template}`;
    const seedStarted = Date.now();
    const database = await openDatabase({ databaseUrl: templateUrl.toString(), poolSize: 2 });
    await database.migrate();
    await database.close();
    await seedBenchCatalog(templateUrl.toString(), productCount, { lanes: 4 });
    log(`${productCount} products seeded in ${((Date.now() - seedStarted) / 1000).toFixed(1)} s (each phase starts from a copy)`);
    for (const phase of phases) {
      const outcome = await runPhase(phase, context);
      results.push(...outcome.results);
      checks.push(...outcome.checks);
    }
  } finally {
    for (const name of context.databases.reverse()) await adminQuery(serverUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    const keys = await redis.keys(`${context.redisPrefix}*`).catch(() => [] as string[]);
    if (keys.length > 0) await redis.del(...keys);
    redis.disconnect();
  }
  console.log('\n  peak: verdict');
  for (const check of checks) console.log(`  ${check.verdict} ${check.name} — ${check.detail}`);
  return results;
}
