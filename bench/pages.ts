import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { asc, count, eq, notExists, sql } from 'drizzle-orm';
import { openDatabase } from '../apps/server/src/db/client.ts';
import { insertCatalogProduct } from '../apps/server/src/db/product-variants.ts';
import { products, productVariants } from '../apps/server/src/db/schema/index.ts';
import { loadApart } from './load-generator.ts';
import type { BenchResult } from './measure.ts';
import { adminQuery, freePort, waitForHealth } from './support.ts';

/**
 * Storefront pages as a shopper's phone gets them: the built app (`npm run build` first) on a throw-away
 * PostgreSQL database with the demo catalog grown to BENCH_PAGE_PRODUCTS (default 1,000) products, measured by
 * Lighthouse 12 in Debian's Chromium with its default mobile settings (simulated slow 4G, 4× CPU slowdown), then
 * the server-rendered HTML under load (autocannon, BENCH_SECONDS each, BENCH_CONNECTIONS connections).
 */
const serverUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const productCount = Number(process.env.BENCH_PAGE_PRODUCTS ?? 1000);
const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 16);
/** Lighthouse runs of each page (after one warm-up run); the medians are the figures to report. */
const lighthouseRounds = Number(process.env.BENCH_LIGHTHOUSE_ROUNDS ?? 5);
/** Where to keep each page's full Lighthouse report (JSON), to read what costs the score. */
const reportDir = process.env.BENCH_LIGHTHOUSE_REPORTS;
/** Only the pages whose name contains one of these comma-separated words (e.g. `listing`), to try one change fast. */
const pageFilter = process.env.BENCH_PAGES?.split(',').filter(Boolean);
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const chromiumFlags = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

interface PageFigures {
  page: string;
  score: number;
  'FCP s': number;
  'LCP s': number;
  'TBT ms': number;
  CLS: number;
  'JS KB (transferred)': number;
  'all KB (transferred)': number;
  a11y: number;
  'best practices': number;
  SEO: number;
}

/**
 * Grows the demo catalog to productCount the way the app writes products: each copy of a demo perfume (with its real
 * image, character and notes) is a product with its sizes, written by insertCatalogProduct, which also writes the
 * product's projection of its sizes, its note words and its sale edges. Then checks that every product has a size
 * (a product without one is not a page a shopper can reach: its listing card and product page would measure less).
 */
async function growCatalog(databaseUrl: string): Promise<void> {
  const database = await openDatabase({ databaseUrl });
  try {
    const demo = await database.db.select().from(products).orderBy(asc(products.createdAt), asc(products.id));
    const demoSizes = await database.db.select().from(productVariants).orderBy(asc(productVariants.position));
    if (demo.length === 0) throw new Error('pages bench: the demo catalog is empty');
    const missing = productCount - demo.length;
    await database.db.transaction(async (tx) => {
      for (let n = 1; n <= missing; n += 1) {
        const base = demo[n % demo.length]!;
        const {
          id,
          createdAt: _createdAt,
          updatedAt: _updatedAt,
          pricePaise: _price,
          salePricePaise: _sale,
          effectivePricePaise: _effective,
          totalStock: _stock,
          variants: _variants,
          noteWords: _noteWords,
          searchDocument: _search,
          averageReview: _average,
          reviewCount: _reviews,
          ...values
        } = base;
        const sizes = demoSizes
          .filter((size) => size.productId === id)
          .map((size) => ({
            sizeMl: size.sizeMl,
            kind: size.kind,
            name: size.name,
            pricePaise: size.pricePaise + n * 100,
            salePricePaise: size.salePricePaise > 0 ? size.salePricePaise + n * 100 : 0,
            stock: size.stock,
            image: size.image,
            isHidden: size.isHidden,
            saleStartsAt: size.saleStartsAt,
            saleEndsAt: size.saleEndsAt,
          }));
        await insertCatalogProduct(tx, { ...values, title: `${base.title} No. ${n}`, isFeatured: false }, sizes);
      }
    });
    await database.db.execute(sql`ANALYZE products`);
    await database.db.execute(sql`ANALYZE product_variants`);
    const [sizeless] = await database.db
      .select({ count: count() })
      .from(products)
      .where(
        notExists(
          database.db
            .select({ one: sql`1` })
            .from(productVariants)
            .where(eq(productVariants.productId, products.id)),
        ),
      );
    if (sizeless?.count) throw new Error(`pages bench: ${sizeless.count} products have no sizes`);
  } finally {
    await database.close();
  }
}

/** Up to `count` product pages' paths, read from the listing page by page. */
async function distinctProductPaths(base: string, count: number): Promise<string[]> {
  const paths: string[] = [];
  for (let page = 1; paths.length < count; page += 1) {
    const answer = (await (await fetch(`${base}/api/shop/products/get?limit=100&page=${page}`)).json()) as {
      data: Array<{ _id: string }>;
      totalPages: number;
    };
    paths.push(...answer.data.map((product) => `/shop/product/${product._id}`));
    if (page >= answer.totalPages) break;
  }
  return paths.slice(0, count);
}

/** Each figure's median over the runs of one page. */
function medianFigures(runs: PageFigures[]): PageFigures {
  const median = (values: number[]) => {
    const sorted = [...values].sort((a, b) => a - b);
    const middle = Math.floor(sorted.length / 2);
    return sorted.length % 2 === 1 ? sorted[middle]! : Number(((sorted[middle - 1]! + sorted[middle]!) / 2).toFixed(3));
  };
  const first = runs[0]!;
  const entries = Object.entries(first).map(([key, value]) =>
    typeof value === 'number' ? [key, median(runs.map((run) => run[key as keyof PageFigures] as number))] : [key, value],
  );
  return Object.fromEntries(entries) as PageFigures;
}

async function lighthouseFigures(url: string, page: string, port: number): Promise<PageFigures> {
  const result = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
  });
  const lhr = result?.lhr;
  if (!lhr) throw new Error(`Lighthouse gave no result for ${url}`);
  if (reportDir) {
    mkdirSync(reportDir, { recursive: true });
    writeFileSync(path.join(reportDir, `${page.replace(/[^a-z]+/gi, '-').replace(/^-|-$/g, '')}.json`), JSON.stringify(lhr));
  }
  const categoryScore = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
  const audit = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  const summary = (lhr.audits['resource-summary']?.details as { items?: Array<{ resourceType: string; transferSize: number }> } | undefined)
    ?.items;
  const transferred = (type: string) => Math.round((summary?.find((item) => item.resourceType === type)?.transferSize ?? 0) / 1024);
  return {
    page,
    score: categoryScore('performance'),
    'FCP s': Number((audit('first-contentful-paint') / 1000).toFixed(1)),
    'LCP s': Number((audit('largest-contentful-paint') / 1000).toFixed(1)),
    'TBT ms': Math.round(audit('total-blocking-time')),
    CLS: Number(audit('cumulative-layout-shift').toFixed(3)),
    'JS KB (transferred)': transferred('script'),
    'all KB (transferred)': transferred('total'),
    a11y: categoryScore('accessibility'),
    'best practices': categoryScore('best-practices'),
    SEO: categoryScore('seo'),
  };
}

export async function runPagesBench(): Promise<BenchResult[]> {
  if (!existsSync(path.join(root, 'apps/server/dist/server.js')) || !existsSync(path.join(root, 'apps/web/dist-server/entry-server.js'))) {
    throw new Error('pages bench: run `npm run build` first (it measures the built app)');
  }
  const name = `aurelle_pages_${randomBytes(4).toString('hex')}`;
  const databaseUrl = new URL(serverUrl);
  databaseUrl.pathname = `/${name}`;
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'aurelle-pages-'));
  let server: ChildProcess | undefined;
  let chrome: chromeLauncher.LaunchedChrome | undefined;
  await adminQuery(serverUrl, `CREATE DATABASE ${name}`);
  try {
    const port = await freePort();
    const base = `http://127.0.0.1:${port}`;
    server = spawn(process.execPath, [path.join(root, 'apps/server/dist/server.js')], {
      cwd: root,
      stdio: ['ignore', 'ignore', 'inherit'],
      env: {
        ...process.env,
        // Production, as a shop runs (React's production build renders the pages). The payment keys are placeholders
        // of the live kind that production insists on; no page measured here reaches the provider.
        NODE_ENV: 'production',
        PAYMENT_PROVIDER: 'razorpay',
        RAZORPAY_KEY_ID: 'rzp_live_benchplaceholder',
        RAZORPAY_KEY_SECRET: randomBytes(16).toString('hex'),
        RAZORPAY_WEBHOOK_SECRET: randomBytes(16).toString('hex'),
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        DATABASE_URL: databaseUrl.toString(),
        APP_URL: base,
        JWT_SECRET: randomBytes(32).toString('hex'),
        ADMIN_EMAIL: 'bench-admin@aurelle.example',
        ADMIN_PASSWORD: randomBytes(12).toString('hex'),
        LOG_LEVEL: 'warn',
      },
    });
    await waitForHealth(base, server);
    await growCatalog(databaseUrl.toString());
    const listing = (await (await fetch(`${base}/api/shop/products/get?limit=1`)).json()) as {
      total: number;
      data: Array<{ _id: string }>;
    };
    const productId = listing.data[0]?._id;
    if (!productId || listing.total < productCount) throw new Error(`pages bench: the catalog holds ${listing.total} products`);
    console.log(`  pages: ${listing.total} products`);

    const pages = [
      { page: '/shop/home', path: '/shop/home' },
      { page: '/shop/listing', path: '/shop/listing' },
      { page: '/shop/product/{id}', path: `/shop/product/${productId}` },
    ].filter((each) => !pageFilter || pageFilter.some((word) => each.page.includes(word)));
    chrome = await chromeLauncher.launch({ chromePath: '/usr/bin/chromium', chromeFlags: chromiumFlags });
    const runs: PageFigures[] = [];
    for (const each of pages) await lighthouseFigures(`${base}${each.path}`, each.page, chrome.port); // warm: caches, JIT
    // Rounds alternate the pages, so a slow spell of the machine falls on all of them; the median of each figure is
    // what to compare (one Lighthouse run of a page varies by a factor of two in TBT on a 2-core machine).
    for (let round = 0; round < lighthouseRounds; round += 1)
      for (const each of pages) runs.push(await lighthouseFigures(`${base}${each.path}`, each.page, chrome.port));
    console.log(`  Lighthouse 12, mobile (simulated slow 4G, 4x CPU slowdown), ${lighthouseRounds} rounds:`);
    console.table(runs);
    console.log('  medians:');
    console.table(pages.map((each) => medianFigures(runs.filter((run) => run.page === each.page))));

    const results: BenchResult[] = [];
    for (const each of pages) {
      await loadApart({ base, paths: [each.path], connections, duration: 2 });
      const result = await loadApart({ base, paths: [each.path], connections, duration: seconds, headers: { 'accept-encoding': 'br' } });
      results.push({
        name: `pages: server-rendered ${each.page} (${listing.total} products)`,
        requests: result.requests.total,
        errors: result.errors + result.timeouts + result.non2xx,
        p50Ms: result.latency.p50,
        p99Ms: result.latency.p99,
        requestsPerSecond: Math.round(result.requests.average),
      });
    }
    // Cache misses: each request a product page not asked for before in this run (the guest page cache keeps 500), so
    // this is the cost of rendering a page, its loaders' queries included.
    const productPaths = await distinctProductPaths(base, 2000);
    const misses = await loadApart({ base, paths: productPaths, connections, duration: seconds, headers: { 'accept-encoding': 'br' } });
    results.push({
      name: `pages: server-rendered /shop/product/{id}, ${productPaths.length} distinct (cache misses)`,
      requests: misses.requests.total,
      errors: misses.errors + misses.timeouts + misses.non2xx,
      p50Ms: misses.latency.p50,
      p99Ms: misses.latency.p99,
      requestsPerSecond: Math.round(misses.requests.average),
    });
    return results;
  } finally {
    await chrome?.kill();
    if (server && server.exitCode === null) {
      const exited = new Promise((resolve) => server?.once('exit', resolve));
      server.kill('SIGTERM');
      await exited;
    }
    await adminQuery(serverUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    rmSync(dataDir, { recursive: true, force: true });
  }
}
