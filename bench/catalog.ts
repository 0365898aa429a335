import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { filterGroups, rupeesToPaise, type Gender } from '@aurelle/contract';
import { openDatabase } from '../apps/server/src/db/client.ts';
import { demoProducts } from '../apps/server/src/db/demo/catalog-data.ts';
import { insertCatalogProduct, type NewCatalogProduct, type NewVariant } from '../apps/server/src/db/product-variants.ts';
import type { BenchResult } from './measure.ts';
import { adminQuery, freePort, processMemory, serverArguments, waitForHealth } from './support.ts';

/**
 * Shop listing and search under load: a throw-away database on the PostgreSQL server
 * (BENCH_DATABASE_URL, default postgres://postgres@127.0.0.1:5432/postgres) with BENCH_PRODUCTS
 * (default 1,000, as the storefront-speed targets are stated) products, the real server in its own process (built
 * when it has been built), and autocannon driving it for BENCH_SECONDS (default 10) per scenario with
 * BENCH_CONNECTIONS (default 20) connections. Prints the server's resident memory idle and at its peak under load.
 */
const serverUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const productCount = Number(process.env.BENCH_PRODUCTS ?? 1000);
const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 20);
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

const scenarios = [
  {
    name: 'catalog: filtered listing page',
    path: '/api/shop/products/get?gender=female&category=luxury,niche,designer&fragranceType=floral,woody,warm&sortBy=price-hightolow&page=3&limit=24',
  },
  { name: 'catalog: listing first page (all)', path: '/api/shop/products/get' },
  { name: 'catalog: search "vanilla"', path: '/api/shop/search/vanilla' },
  { name: 'catalog: search typo "vanila"', path: '/api/shop/search/vanila' },
];

const editions = ['', 'Intense', 'Absolu', 'Extrait', 'Eau Fraîche', 'Nuit', 'Riviera', 'Privée', 'Reserve', 'Legère'];

/** Demo perfumes multiplied into a large, varied catalog (deterministic, so runs compare). */
function benchRows(count: number) {
  let state = 2026;
  const random = () => {
    state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
  const pick = <T>(values: readonly T[]): T => values[Math.floor(random() * values.length)] as T;
  return Array.from({ length: count }, (_, index) => {
    const base = demoProducts[index % demoProducts.length];
    if (!base) throw new Error('no demo products');
    const gender: Gender = random() < 0.15 ? 'car' : pick(filterGroups.gender);
    const price = Math.round(1999 + random() * 23000);
    const onSale = random() < 0.25;
    const pricePaise = rupeesToPaise(price);
    const stock = Math.floor(random() * 60);
    const values: NewCatalogProduct = {
      image: '/uploads/demo/bench-800.webp',
      title: `${base.title} ${pick(editions)} No. ${index + 1}`.replace(/\s+/g, ' '),
      description: base.description,
      category: pick(filterGroups.category),
      brand: `House ${pick(['Veyra', 'Lumière', 'Ombré', 'Kesar', 'Solenne', 'Ivory', 'Verde', 'Rhodes', 'Drift', 'Roam'])}`,
      gender,
      fragranceType: pick(filterGroups.fragranceType),
      isCarProduct: gender === 'car',
      isFeatured: random() < 0.05,
    };
    // Sizes as the demo sells them: a bottle, a smaller one and a sample; car diffusers in one size.
    const main: NewVariant = { sizeMl: 100, pricePaise, salePricePaise: onSale ? rupeesToPaise(Math.round(price * 0.8)) : 0, stock };
    const sizes: NewVariant[] =
      gender === 'car'
        ? [main]
        : [
            main,
            { sizeMl: 50, pricePaise: Math.round(pricePaise * 0.62), stock },
            { sizeMl: 10, kind: 'sample', pricePaise: Math.round(pricePaise * 0.16), stock },
          ];
    return { values, sizes };
  });
}

async function load(url: string, duration: number): Promise<autocannon.Result> {
  return autocannon({ url, connections, duration });
}

export async function runCatalogBench(): Promise<BenchResult[]> {
  const name = `aurelle_bench_${randomBytes(4).toString('hex')}`;
  const databaseUrl = new URL(serverUrl);
  databaseUrl.pathname = `/${name}`;
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'aurelle-bench-'));
  let server: ChildProcess | undefined;
  await adminQuery(serverUrl, `CREATE DATABASE ${name}`);
  try {
    const seedStarted = Date.now();
    const database = await openDatabase({ databaseUrl: databaseUrl.toString() });
    await database.migrate();
    const rows = benchRows(productCount);
    await database.db.transaction(async (tx) => {
      for (const row of rows) await insertCatalogProduct(tx, row.values, row.sizes);
    });
    await database.db.execute('ANALYZE products');
    await database.close();
    console.log(`  catalog: ${productCount} products seeded in ${((Date.now() - seedStarted) / 1000).toFixed(1)} s`);

    const port = await freePort();
    const base = `http://127.0.0.1:${port}`;
    server = spawn(process.execPath, serverArguments(root), {
      cwd: root,
      stdio: ['ignore', 'ignore', 'inherit'],
      env: {
        ...process.env,
        // Not production: production refuses the simulated provider, and this bench needs no real payment keys.
        NODE_ENV: 'development',
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        DATABASE_URL: databaseUrl.toString(),
        APP_URL: base,
        JWT_SECRET: randomBytes(32).toString('hex'),
        ADMIN_EMAIL: 'bench-admin@aurelle.example',
        ADMIN_PASSWORD: randomBytes(12).toString('hex'),
        PAYMENT_PROVIDER: 'simulated',
        SEED_DEMO_DATA: 'false',
        LOG_LEVEL: 'warn',
      },
    });
    await waitForHealth(base, server);

    const idle = processMemory(server.pid);
    const results: BenchResult[] = [];
    for (const scenario of scenarios) {
      const probe = await fetch(`${base}${scenario.path}`);
      const body = (await probe.json()) as { data?: unknown[]; total?: number };
      if (!probe.ok || !body.data?.length) throw new Error(`${scenario.name}: answered ${probe.status} with no products`);
      await load(`${base}${scenario.path}`, 2); // warm-up: JIT, plan cache, connection pool
      const result = await load(`${base}${scenario.path}`, seconds);
      results.push({
        name: `${scenario.name} (${body.total ?? body.data.length} matches)`,
        requests: result.requests.total,
        errors: result.errors + result.timeouts + result.non2xx,
        p50Ms: result.latency.p50,
        p99Ms: result.latency.p99,
        requestsPerSecond: Math.round(result.requests.average),
      });
    }
    const loaded = processMemory(server.pid);
    if (idle && loaded) console.log(`  catalog: server RSS ${idle.rssMb} MB idle, peak ${loaded.peakRssMb} MB under load`);
    return results;
  } finally {
    if (server && server.exitCode === null) {
      const exited = new Promise((resolve) => server?.once('exit', resolve));
      server.kill('SIGTERM');
      await exited;
    }
    await adminQuery(serverUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    rmSync(dataDir, { recursive: true, force: true });
  }
}
