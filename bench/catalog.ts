import { spawn, type ChildProcess } from 'node:child_process';
import { setTimeout as sleep } from 'node:timers/promises';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, openSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import {
  categoryValues,
  concentrationValues,
  fragranceTypeValues,
  MAX_SIZES_PER_EDIT,
  normaliseNoteName,
  priceBandPaise,
  priceBandValues,
  sizeFilterValues,
  sortByValues,
  type Category,
  type Concentration,
  type PriceBand,
} from '@aurelle/contract';
import { openDatabase, queryRows, type Database } from '../apps/server/src/db/client.ts';
import { demoHouses, demoProducts } from '../apps/server/src/db/demo/catalog-data.ts';
import { perfumeProfile } from '../apps/server/src/db/demo/perfume-profiles.ts';
import { demoSizes } from '../apps/server/src/db/demo/sizes.ts';
import { hashPassword } from '../apps/server/src/domain/auth/passwords.ts';
import { insertCatalogProduct, type NewCatalogProduct, type NewVariant } from '../apps/server/src/db/product-variants.ts';
import { loadApart, type LoadResult } from './load-generator.ts';
import type { BenchResult } from './measure.ts';
import { adminQuery, freePort, processMemory, serverArguments, waitForHealth } from './support.ts';

/**
 * Shop listing, search and product pages under load, at several catalog sizes. For each size in
 * BENCH_CATALOG_SIZES (default 1,000, 10,000 and 50,000; BENCH_PRODUCTS alone sets one size) a fresh database is grown
 * the way the app writes products (insertCatalogProduct: a product and its sizes together, with the demo catalog's
 * notes), then the real server (built when it has been built, in production mode) is driven by autocannon, run in a
 * process of its own, with BENCH_CONNECTIONS (default 20) connections for BENCH_SECONDS (default 10) per scenario after
 * a 5 s warm-up:
 *
 * - cache misses: every request takes the next of ≥ 800 distinct URLs (the server keeps 500 answers, least recently
 *   used first out, so cycling through more than that never hits), the warm-up another set of URLs;
 * - cache hits: one URL repeated (the product page and the four fixed listing and search URLs);
 * - a write storm: shoppers on cache-miss listing and product pages while the admin bulk-edits 500 sizes a second.
 *
 * The database is a throw-away one on the PostgreSQL server (BENCH_DATABASE_URL, default
 * postgres://postgres@127.0.0.1:5432/postgres) or, with BENCH_DATABASE=embedded, the embedded PGlite database in a
 * temporary DATA_DIR. Prints the seed time and the server's resident memory after loading, idle, at its peak and idle
 * again after the scenarios, per size.
 * BENCH_SCENARIOS (e.g. `search` or `listing,product page`) runs only the scenarios whose name contains one of the
 * words (the fixed cached URLs count as "cached", the write storm as "storm").
 * BENCH_SERVER_LOG names a file for the server's standard output (its log lines, what `--trace-gc` in
 * BENCH_SERVER_NODE_ARGS prints), which is otherwise dropped; BENCH_SERVER_LOG_LEVEL its level (default warn; info
 * logs each request with its response time, to find which ones make a scenario's tail).
 */
const serverUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const embedded = process.env.BENCH_DATABASE === 'embedded';
const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 20);
const onlyScenarios = (process.env.BENCH_SCENARIOS ?? '')
  .split(',')
  .map((word) => word.trim().toLowerCase())
  .filter(Boolean);
/** Whether a scenario is measured in this run (BENCH_SCENARIOS). */
const wanted = (scenario: string) => onlyScenarios.length === 0 || onlyScenarios.some((word) => scenario.toLowerCase().includes(word));
const warmUpSeconds = 5;
/** How long the server sits idle after its start before its idle memory is read (see where it is read). */
const idleSettleSeconds = Number(process.env.BENCH_IDLE_SECONDS ?? 45);
/** Node flags for the server under test only, e.g. `--cpu-prof --cpu-prof-dir=/tmp/prof` to see where a scenario's time goes. */
const serverNodeArguments = (process.env.BENCH_SERVER_NODE_ARGS ?? '').split(' ').filter(Boolean);
/** URLs each cache-miss scenario cycles through: more than the 500 answers the server keeps. */
const missUrls = 800;
/** Sizes the admin changes per second in the write storm (in calls of at most MAX_SIZES_PER_EDIT). */
const stormSizesPerSecond = 500;
/** Transactions of this many products each, so many at a time, grow the catalog (the embedded database: one at a time). */
const seedBatch = 250;
const seedLanes = embedded ? 1 : 4;
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const hasWebBuild =
  existsSync(path.join(root, 'apps/web/dist/index.html')) && existsSync(path.join(root, 'apps/web/dist-server/entry-server.js'));
/** What shoppers' browsers send: the server compresses each answer it renders (once per cache entry). */
const browserHeaders = { 'accept-encoding': 'br, gzip, deflate' };

function catalogSizes(): number[] {
  const listed = process.env.BENCH_CATALOG_SIZES ?? process.env.BENCH_PRODUCTS ?? '1000,10000,50000';
  const sizes = listed.split(',').map((part) => Number(part.trim().replace(/_/g, '')));
  if (sizes.length === 0 || sizes.some((size) => !Number.isInteger(size) || size < 10)) {
    throw new Error(`catalog bench: BENCH_CATALOG_SIZES must be whole numbers of products (10 or more), e.g. 1000,10000 (got "${listed}")`);
  }
  return sizes;
}

const thousands = (value: number) => value.toLocaleString('en-US');

/** A deterministic generator, so runs compare. */
function seeded(seed: number) {
  let state = seed;
  const random = () => {
    state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
  const pick = <T>(values: readonly T[]): T => values[Math.floor(random() * values.length)] as T;
  const some = <T>(values: readonly T[], most: number): T[] => {
    const count = 1 + Math.floor(random() * most);
    return [...new Set(Array.from({ length: count }, () => pick(values)))];
  };
  const shuffle = <T>(values: T[]): T[] => {
    for (let i = values.length - 1; i > 0; i -= 1) {
      const j = Math.floor(random() * (i + 1));
      [values[i], values[j]] = [values[j] as T, values[i] as T];
    }
    return values;
  };
  return { random, pick, some, shuffle };
}

const editions = ['', 'Intense', 'Absolu', 'Extrait', 'Eau Fraîche', 'Nuit', 'Riviera', 'Privée', 'Reserve', 'Legère'];

/** What the listing's filters look at, kept for each product so the bench knows how many pages a filter has. */
interface Facts {
  gender: string;
  category: string;
  isCar: boolean;
  fragranceType: string;
  notes: Set<string>;
  concentration: Concentration;
  sizeMl: Set<number>;
  unitPrices: number[];
}

interface BenchRow {
  values: NewCatalogProduct;
  sizes: NewVariant[];
  facts: Facts;
}

/**
 * Demo perfumes multiplied into a large, varied catalog (deterministic): each copy keeps its demo perfume's gender,
 * family, notes pyramid, accords, concentration and house (so note filters, similar scents and search find what a
 * shop would), with its own title, category, price, sale and stock, and sizes as the demo sells them.
 */
export function benchRows(count: number): BenchRow[] {
  const { random, pick } = seeded(2026);
  const allNotes = [
    ...new Set(
      demoProducts.flatMap((product, index) => {
        const { notes } = perfumeProfile(product, index);
        return [...notes.top, ...notes.heart, ...notes.base];
      }),
    ),
  ];
  return Array.from({ length: count }, (_, index) => {
    const baseIndex = index % demoProducts.length;
    const base = demoProducts[baseIndex];
    if (!base) throw new Error('no demo products');
    const profile = perfumeProfile(base, baseIndex);
    // One note in three swapped for another of the vocabulary, so copies of a perfume differ as a house's flankers do.
    const heart = random() < 0.33 ? [...new Set([...profile.notes.heart.slice(1), pick(allNotes)])] : profile.notes.heart;
    const price = Math.round((1999 + random() * 23000) / 100) * 100 - 1;
    const salePrice = random() < 0.25 ? Math.round((price * 0.8) / 100) * 100 - 1 : undefined;
    const stock = Math.floor(random() * 60);
    const category: Category = pick(categoryValues);
    const house = demoHouses[base.house];
    const values: NewCatalogProduct = {
      image: '/uploads/demo/bench-800.webp',
      title: `${base.title} ${pick(editions)} No. ${index + 1}`.replace(/\s+/g, ' '),
      description: base.description,
      category,
      brand: house.name,
      gender: base.gender,
      fragranceType: base.family,
      isCarProduct: base.gender === 'car',
      isFeatured: random() < 0.05,
      concentration: profile.concentration,
      topNotes: profile.notes.top,
      heartNotes: heart,
      baseNotes: profile.notes.base,
      accords: profile.accords,
      longevity: profile.longevity,
      sillage: profile.sillage,
      seasons: profile.seasons,
      timesOfDay: profile.timesOfDay,
      launchYear: profile.launchYear,
      perfumer: profile.perfumer,
      countryOfOrigin: profile.countryOfOrigin,
    };
    // The demo's sizes (a bottle, a smaller one and a sample; attars 12/6/3 ml; car diffusers one size) at this price.
    const sizes = demoSizes({ ...base, price, salePrice, stock });
    const facts: Facts = {
      gender: base.gender,
      category,
      isCar: base.gender === 'car',
      fragranceType: base.family,
      notes: new Set([...profile.notes.top, ...heart, ...profile.notes.base]),
      concentration: profile.concentration,
      sizeMl: new Set(sizes.map((size) => size.sizeMl ?? 0)),
      unitPrices: sizes.map((size) => ((size.salePricePaise ?? 0) > 0 ? (size.salePricePaise ?? 0) : size.pricePaise)),
    };
    return { values, sizes, facts };
  });
}

interface SeededProduct {
  id: string;
  variants: Array<{ id: string; onSale: boolean }>;
}

/**
 * Writes the rows as the app writes products (insertCatalogProduct: the product, its sizes and their projection,
 * its note words), in transactions of `seedBatch` products, `seedLanes` at a time; then checks that every product has
 * its sizes and ANALYZEs, as a shop's database would have been by autovacuum.
 */
async function seedCatalog(database: Database, rows: BenchRow[]): Promise<SeededProduct[]> {
  const seeded: SeededProduct[] = new Array<SeededProduct>(rows.length);
  const batches = Array.from({ length: Math.ceil(rows.length / seedBatch) }, (_, i) => i * seedBatch);
  let nextBatch = 0;
  let done = 0;
  let reported = 0;
  const lane = async () => {
    while (nextBatch < batches.length) {
      const start = batches[nextBatch] ?? 0;
      nextBatch += 1;
      await database.db.transaction(async (tx) => {
        for (let index = start; index < Math.min(start + seedBatch, rows.length); index += 1) {
          const row = rows[index];
          if (!row) continue;
          const created = await insertCatalogProduct(tx, row.values, row.sizes);
          seeded[index] = { id: created.id, variants: created.variants.map((size) => ({ id: size.id, onSale: size.salePricePaise > 0 })) };
        }
      });
      done += Math.min(seedBatch, rows.length - start);
      if (done - reported >= 10_000) {
        reported = done;
        console.log(`    ${thousands(done)} products written`);
      }
    }
  };
  await Promise.all(Array.from({ length: seedLanes }, () => lane()));
  const [sizeless] = await queryRows<{ count: number }>(
    database.db,
    sql`SELECT count(*)::int AS count FROM products WHERE jsonb_array_length(variants) = 0`,
  );
  if (Number(sizeless?.count ?? -1) !== 0) throw new Error(`catalog bench: ${String(sizeless?.count)} products have no sizes`);
  await database.db.execute(sql`ANALYZE`);
  return seeded;
}

/** How many products a listing filter matches, by the rules of the listing (OR within a group, AND across groups). */
function matchCount(rows: BenchRow[], filter: ListingFilter): number {
  let total = 0;
  for (const { facts } of rows) {
    if (filter.gender && !filter.gender.includes(facts.gender)) continue;
    if (filter.category && !filter.category.includes(facts.category)) continue;
    if (filter.car && !facts.isCar) continue;
    if (filter.fragranceType && !filter.fragranceType.includes(facts.fragranceType)) continue;
    if (filter.notes && !filter.notes.some((note) => facts.notes.has(normaliseNoteName(note)))) continue;
    if (filter.concentration && !filter.concentration.includes(facts.concentration)) continue;
    if (filter.size && !filter.size.some((ml) => facts.sizeMl.has(Number(ml)))) continue;
    if (
      filter.price &&
      !filter.price.some((band) => {
        const [low, high] = priceBandPaise[band];
        return facts.unitPrices.some((price) => price >= low && (high === null || price < high));
      })
    )
      continue;
    total += 1;
  }
  return total;
}

interface ListingFilter {
  gender?: string[];
  category?: string[];
  car?: boolean;
  fragranceType?: string[];
  notes?: string[];
  concentration?: string[];
  size?: string[];
  price?: PriceBand[];
}

function listingPath(parameters: Record<string, string | number | undefined>): string {
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(parameters)) if (value !== undefined) search.set(name, String(value));
  return `/api/shop/products/get?${search.toString()}`;
}

/** Every sort × page size × page of the whole catalog, shuffled, for the given page sizes. */
function sortPagePaths(total: number, limits: readonly number[], seed: number): string[] {
  const paths = sortByValues.flatMap((sortBy) =>
    limits.flatMap((limit) => Array.from({ length: Math.ceil(total / limit) }, (_, i) => listingPath({ sortBy, limit, page: i + 1 }))),
  );
  return seeded(seed).shuffle(paths);
}

/**
 * The sorts × page sizes URLs: 12, 24, 36 and 48 a page (the shop's choices) over every page; a small catalog has fewer
 * than `missUrls` of them, so other page sizes are added until it has enough. The warm-up's page sizes are others.
 */
function sortPageSets(total: number): { measured: string[]; warmUp: string[] } {
  const limits = [12, 24, 36, 48];
  for (const extra of [16, 18, 60, 72, 96, 14, 22, 28, 32, 44, 52, 64, 80, 100]) {
    if (sortPagePaths(total, limits, 1).length >= missUrls) break;
    limits.push(extra);
  }
  return { measured: sortPagePaths(total, limits, 32), warmUp: sortPagePaths(total, [10, 20, 30, 40, 50], 33) };
}

/** Random filter combinations (1–3 groups of 1–3 values each) with a sort, page size and a page within range. */
function filteredSets(rows: BenchRow[]): { measured: string[]; warmUp: string[]; checks: Array<{ path: string; total: number }> } {
  const { random, pick, some } = seeded(3232);
  const notes = [...new Set(rows.slice(0, demoProducts.length * 3).flatMap((row) => [...row.facts.notes]))];
  const groups: Array<(filter: ListingFilter) => void> = [
    (filter) => (filter.gender = some(['male', 'female'], 1)),
    (filter) => (filter.category = some(categoryValues, 3)),
    (filter) => (filter.car = true),
    (filter) => (filter.fragranceType = some(fragranceTypeValues, 3)),
    (filter) => (filter.notes = some(notes, 3)),
    (filter) => (filter.concentration = some(concentrationValues, 2)),
    (filter) => (filter.size = some(sizeFilterValues, 2)),
    (filter) => (filter.price = some(priceBandValues, 2)),
  ];
  const seen = new Set<string>();
  const paths: string[] = [];
  const checks: Array<{ path: string; total: number }> = [];
  const wanted = missUrls + missUrls / 2;
  for (let attempt = 0; paths.length < wanted && attempt < wanted * 200; attempt += 1) {
    const filter: ListingFilter = {};
    for (const group of some(groups, 3)) group(filter);
    const total = matchCount(rows, filter);
    if (total === 0) continue;
    const limit = pick([12, 24, 36, 48]);
    const page = 1 + Math.floor(random() * Math.ceil(total / limit));
    const list = (values: readonly string[] | undefined) => (values ? [...values].sort().join(',') : undefined);
    const parameters = {
      gender: list(filter.gender),
      category: list(filter.category),
      car: filter.car ? 'true' : undefined,
      fragranceType: list(filter.fragranceType),
      notes: list(filter.notes),
      concentration: list(filter.concentration),
      size: list(filter.size),
      price: list(filter.price),
      sortBy: pick(sortByValues),
      limit,
      page,
    };
    const path = listingPath(parameters);
    if (seen.has(path)) continue;
    seen.add(path);
    paths.push(path);
    // A few to check the bench's count against the server's (page size 5: no URL of the runs).
    if (checks.length < 5) checks.push({ path: listingPath({ ...parameters, limit: 5, page: 1 }), total });
  }
  return { measured: paths.slice(0, missUrls), warmUp: paths.slice(missUrls), checks };
}

/** Words shoppers type: catalog words, note names, houses, accords, families; then pairs of words of one perfume. */
export function searchSets(rows: BenchRow[]): { measured: string[]; warmUp: string[] } {
  const { pick, shuffle } = seeded(4242);
  const words = (text: string) =>
    text
      .toLowerCase()
      .split(/\s+/)
      .filter((word) => /^[\p{L}'-]{3,}$/u.test(word));
  const single = new Set<string>();
  for (const { values } of rows.slice(0, demoProducts.length * editions.length)) {
    for (const word of words(values.title)) single.add(word);
    for (const note of [...(values.topNotes ?? []), ...(values.heartNotes ?? []), ...(values.baseNotes ?? [])])
      single.add(note.toLowerCase());
    for (const accord of values.accords ?? []) single.add(accord);
    single.add(values.brand.toLowerCase());
    for (const word of words(values.brand)) single.add(word);
  }
  for (const value of [...fragranceTypeValues, ...categoryValues]) single.add(value);
  const pairs = new Set<string>();
  for (let i = 0; pairs.size < missUrls * 3 && i < rows.length * 4; i += 1) {
    const { values } = rows[i % rows.length] ?? {};
    if (!values) break;
    const own = [
      ...words(values.title),
      ...[...(values.topNotes ?? []), ...(values.heartNotes ?? []), ...(values.baseNotes ?? [])].map((note) => note.toLowerCase()),
      ...(values.accords ?? []),
      values.fragranceType,
      ...words(values.brand),
    ];
    const first = pick(own);
    const second = pick(own);
    if (first !== second) pairs.add(`${first} ${second}`);
  }
  const all = shuffle([...single, ...[...pairs].filter((pair) => !single.has(pair))]);
  // Half single words, half pairs in the measured set, as far as the words go.
  const singles = all.filter((keyword) => single.has(keyword));
  const doubles = all.filter((keyword) => !single.has(keyword));
  const measured = shuffle([...singles.slice(0, missUrls / 2), ...doubles.slice(0, missUrls - Math.min(singles.length, missUrls / 2))]);
  const chosen = new Set(measured);
  return {
    measured: measured.map((keyword) => `/api/shop/search/${encodeURIComponent(keyword)}`),
    warmUp: all.filter((keyword) => !chosen.has(keyword)).map((keyword) => `/api/shop/search/${encodeURIComponent(keyword)}`),
  };
}

/** The scenario's load at BENCH_CONNECTIONS connections, sent from a process of its own. */
async function load(base: string, duration: number, paths: readonly string[], headers: Record<string, string> = {}): Promise<LoadResult> {
  return loadApart({ base, duration, paths, headers, connections });
}

function row(name: string, result: LoadResult, note?: string): BenchResult {
  return {
    name,
    requests: result.requests.total,
    errors: result.errors + result.timeouts + result.non2xx,
    non2xx: result.non2xx,
    status503: result.statusCodeStats?.['503']?.count ?? 0,
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    requestsPerSecond: Math.round(result.requests.average),
    ...(note ? { note } : {}),
  };
}

async function stopServer(server: ChildProcess | undefined): Promise<void> {
  if (!server || server.exitCode !== null) return;
  const exited = new Promise((resolve) => server.once('exit', resolve));
  server.kill('SIGTERM');
  await exited;
}

/** Signs in as the admin as the back office does (the token comes back as the httpOnly cookie). */
async function adminCookie(base: string, email: string, password: string): Promise<string> {
  const res = await fetch(`${base}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: base, 'sec-fetch-site': 'same-origin' },
    body: JSON.stringify({ email, password }),
  });
  await res.arrayBuffer();
  const token = res.headers
    .getSetCookie()
    .map((cookie) => cookie.split(';')[0] ?? '')
    .find((cookie) => cookie.startsWith('token='));
  if (!res.ok || !token) throw new Error(`catalog bench: the admin could not sign in (${res.status})`);
  return token;
}

interface StormEdits {
  calls: number;
  ok: number;
  sizesChanged: number;
  ticks: number;
  latencies: number[];
  failures: Map<number, number>;
}

/**
 * The admin's bulk edits during the storm: each second the next `stormSizesPerSecond` sizes, in calls of at most
 * MAX_SIZES_PER_EDIT through POST /api/admin/products/sizes/edit, one after another as the back office sends them;
 * the calls alternate a price cut (1% on sizes not on sale, so no sale price ends up above its price; it reorders the
 * listing) and a stock change (+1, with a reason). Runs until `stop` says so; a second whose calls took longer than
 * a second is followed at once by the next.
 */
async function adminEdits(base: string, cookie: string, products: SeededProduct[], stop: { done: boolean }): Promise<StormEdits> {
  const { shuffle } = seeded(5151);
  const allSizes = shuffle(products.flatMap((product) => product.variants.map((size) => size.id)));
  const notOnSale = shuffle(products.flatMap((product) => product.variants.filter((size) => !size.onSale).map((size) => size.id)));
  const edits: StormEdits = { calls: 0, ok: 0, sizesChanged: 0, ticks: 0, latencies: [], failures: new Map() };
  const started = performance.now();
  const cursor = { price: 0, stock: 0 };
  while (!stop.done) {
    for (let left = stormSizesPerSecond; left > 0 && !stop.done; left -= MAX_SIZES_PER_EDIT) {
      const isPrice = edits.calls % 2 === 0;
      const from = isPrice ? notOnSale : allSizes;
      const at = isPrice ? cursor.price : cursor.stock;
      const ids = Array.from({ length: Math.min(left, MAX_SIZES_PER_EDIT, from.length) }, (_, i) => from[(at + i) % from.length] ?? '');
      if (isPrice) cursor.price += ids.length;
      else cursor.stock += ids.length;
      const change = isPrice
        ? { kind: 'lowerPrice', percent: 1 }
        : { kind: 'adjustStock', by: 1, reason: 'Bench: restock during the write storm' };
      const t0 = performance.now();
      edits.calls += 1;
      try {
        const res = await fetch(`${base}/api/admin/products/sizes/edit`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', cookie, origin: base, 'sec-fetch-site': 'same-origin' },
          body: JSON.stringify({ variantIds: ids, change }),
        });
        const body = (await res.json().catch(() => ({}))) as { rows?: unknown[] };
        if (res.ok) {
          edits.ok += 1;
          edits.sizesChanged += body.rows?.length ?? 0;
        } else edits.failures.set(res.status, (edits.failures.get(res.status) ?? 0) + 1);
      } catch {
        edits.failures.set(0, (edits.failures.get(0) ?? 0) + 1);
      }
      edits.latencies.push(performance.now() - t0);
    }
    edits.ticks += 1;
    const wait = started + edits.ticks * 1000 - performance.now();
    if (wait > 0 && !stop.done) await new Promise((resolve) => setTimeout(resolve, wait));
  }
  return edits;
}

const fixedScenarios = [
  {
    name: 'filtered listing page, cached',
    path: '/api/shop/products/get?gender=female&category=luxury,niche,designer&fragranceType=floral,woody,warm&sortBy=price-hightolow&page=3&limit=24',
  },
  { name: 'listing first page (all), cached', path: '/api/shop/products/get' },
  { name: 'search "vanilla", cached', path: '/api/shop/search/vanilla' },
  { name: 'search typo "vanila", cached', path: '/api/shop/search/vanila' },
];

/**
 * BENCH_REUSE_DATABASE names a database a run kept (BENCH_KEEP_DATABASE=true) on the PostgreSQL server: it is measured
 * again as it is, without growing it (for profiling one change after another; a write storm has changed its prices).
 */
const reusedDatabase = process.env.BENCH_REUSE_DATABASE?.trim() || undefined;

/** The products of a kept database, in the order they were written, as seedCatalog answers them. */
async function readSeededProducts(database: Database): Promise<SeededProduct[]> {
  const found = await queryRows<{ id: string; variants: Array<{ id: string; salePricePaise: number }> }>(
    database.db,
    sql`SELECT id, variants FROM products WHERE archived_at IS NULL ORDER BY created_at, id`,
  );
  return found.map((product) => ({
    id: product.id,
    variants: product.variants.map((size) => ({ id: size.id, onSale: size.salePricePaise > 0 })),
  }));
}

/** A kept database's bench admin signs in with this run's password (the server makes an admin only when there is none). */
async function giveBenchAdminPassword(database: Database, email: string, password: string): Promise<void> {
  await database.db.execute(sql`UPDATE users SET password_hash = ${await hashPassword(password)} WHERE email = ${email}`);
}

async function benchOneSize(productCount: number): Promise<BenchResult[]> {
  const label = `${thousands(productCount)}${embedded ? ' (embedded)' : ''}`;
  if (reusedDatabase && (embedded || !/^[a-z0-9_]+$/.test(reusedDatabase))) {
    throw new Error('catalog bench: BENCH_REUSE_DATABASE names a kept database on the PostgreSQL server (letters, digits, _)');
  }
  const name = reusedDatabase ?? `aurelle_bench_${randomBytes(4).toString('hex')}`;
  const databaseUrl = new URL(serverUrl);
  databaseUrl.pathname = `/${name}`;
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'aurelle-bench-'));
  const adminEmail = 'bench-admin@aurelle.example';
  const adminPassword = randomBytes(12).toString('hex');
  let server: ChildProcess | undefined;
  if (!embedded && !reusedDatabase) await adminQuery(serverUrl, `CREATE DATABASE ${name}`);
  try {
    console.log(`  catalog ${label}: growing the catalog…`);
    const seedStarted = Date.now();
    const rows = benchRows(productCount);
    // The embedded database allows one process at a time: it is seeded here and closed before the server opens it.
    const database = await openDatabase(
      embedded ? { pgliteDir: path.join(dataDir, 'db') } : { databaseUrl: databaseUrl.toString(), poolSize: seedLanes },
    );
    let products: SeededProduct[];
    try {
      await database.migrate();
      products = reusedDatabase ? await readSeededProducts(database) : await seedCatalog(database, rows);
      if (reusedDatabase) await giveBenchAdminPassword(database, adminEmail, adminPassword);
    } finally {
      await database.close();
    }
    const seedSeconds = (Date.now() - seedStarted) / 1000;
    const sizeCount = products.reduce((sum, product) => sum + product.variants.length, 0);
    console.log(
      `  catalog ${label}: ${thousands(productCount)} products (${thousands(sizeCount)} sizes) seeded in ${seedSeconds.toFixed(1)} s`,
    );

    const port = await freePort();
    const base = `http://127.0.0.1:${port}`;
    server = spawn(process.execPath, [...serverNodeArguments, ...serverArguments(root)], {
      cwd: root,
      stdio: ['ignore', process.env.BENCH_SERVER_LOG ? openSync(process.env.BENCH_SERVER_LOG, 'w') : 'ignore', 'inherit'],
      env: {
        ...process.env,
        // Production, as a shop runs (React's production build renders the product pages). The payment keys are
        // placeholders of the live kind production insists on; nothing measured here reaches the provider.
        NODE_ENV: 'production',
        PAYMENT_PROVIDER: 'razorpay',
        RAZORPAY_KEY_ID: 'rzp_live_benchplaceholder',
        RAZORPAY_KEY_SECRET: randomBytes(16).toString('hex'),
        RAZORPAY_WEBHOOK_SECRET: randomBytes(16).toString('hex'),
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        DATABASE_URL: embedded ? '' : databaseUrl.toString(),
        APP_URL: base,
        JWT_SECRET: randomBytes(32).toString('hex'),
        ADMIN_EMAIL: adminEmail,
        ADMIN_PASSWORD: adminPassword,
        SEED_DEMO_DATA: 'false',
        LOG_LEVEL: process.env.BENCH_SERVER_LOG_LEVEL ?? 'warn',
      },
    });
    await waitForHealth(base, server);
    const afterLoad = processMemory(server.pid);
    // V8 gives back what loading the index left behind once the process has been idle for a while (~30 s here: 316 →
    // 259 MB at 50,000 products), so the idle figure is read after that; the figure right after the load is kept too.
    await sleep(idleSettleSeconds * 1000);
    const idle = processMemory(server.pid);
    const results: BenchResult[] = [];

    const run = async (scenario: string, warmUp: readonly string[], measured: readonly string[], note?: string) => {
      if (!wanted(scenario)) return;
      await load(base, warmUpSeconds, warmUp, browserHeaders);
      const result = row(`${label}: ${scenario}`, await load(base, seconds, measured, browserHeaders), note);
      results.push(result);
      console.log(
        `  catalog ${result.name}: ${result.requestsPerSecond} req/s, p50 ${result.p50Ms} ms, p99 ${result.p99Ms} ms, ${result.errors} errors`,
      );
    };

    // Cache misses: listing over sorts × page sizes × pages.
    const sortPages = sortPageSets(productCount);
    await run('listing (sorts × page sizes), misses', sortPages.warmUp, sortPages.measured, `${sortPages.measured.length} URLs`);

    // Cache misses: filter combinations. The bench's count of a few is checked against the server's first.
    const filtered = filteredSets(rows);
    for (const check of filtered.checks) {
      // Asked again once when no answer came: the first check may take a kept-alive socket from the health check,
      // idle since before the listing scenario, which the server closes at its keep-alive timeout (72 s) as it is used.
      const url = `${base}${check.path}`;
      const answer = await fetch(url)
        .catch(() => fetch(url))
        .then(
          async (res) => ({ status: res.status, total: ((await res.json()) as { total?: number }).total, failure: '' }),
          // A request that never got an answer (a kept-alive socket closed under it, say) says why.
          (error: unknown) => ({
            status: 0,
            total: undefined,
            failure: ` (${String(error instanceof Error ? (error.cause ?? error) : error)})`,
          }),
        );
      if (answer.total !== check.total)
        console.warn(
          `  catalog ${label}: ${check.path} answered ${answer.status}${answer.failure} with ${answer.total} matches; the bench counted ${check.total}`,
        );
    }
    await run('listing, filtered, misses', filtered.warmUp, filtered.measured, `${filtered.measured.length} URLs`);

    const search = searchSets(rows);
    await run(`search (${search.measured.length} words and pairs), misses`, search.warmUp, search.measured);

    const ids = products.map((product) => product.id);
    const warmIds = ids.slice(0, Math.max(1, Math.min(200, Math.floor(ids.length / 5))));
    const pagePaths = ids.slice(warmIds.length, warmIds.length + missUrls).map((id) => `/shop/product/${id}`);
    // The warm-up renders pages too: other products than the measured ones, more of them than the page cache keeps, so
    // its pages are misses as the measured ones are (decision 151). Where the catalog has too few (1,000 products), the
    // first products are used, as before: the page cache keeps all 200 of them after their second ask.
    const otherIds = ids.slice(warmIds.length + missUrls, warmIds.length + 2 * missUrls);
    const pageWarmUp = (otherIds.length >= missUrls / 2 ? otherIds : warmIds).map((id) => `/shop/product/${id}`);
    if (hasWebBuild) {
      await run(`product page HTML (${pagePaths.length} products), misses`, pageWarmUp, pagePaths);
      const one = [`/shop/product/${ids[0] ?? ''}`];
      await run('product page HTML, cached', one, one);
    } else {
      console.log(`  catalog ${label}: product page scenarios skipped: apps/web/dist is missing (run \`npm run build\` first)`);
    }

    // Cache hits: the four fixed URLs (no compression asked, as this bench always measured them).
    for (const scenario of fixedScenarios.filter((fixed) => wanted(fixed.name))) {
      const probe = await fetch(`${base}${scenario.path}`);
      const body = (await probe.json().catch(() => ({}))) as { data?: unknown[]; total?: number };
      if (!probe.ok || !body.data?.length) console.warn(`  catalog ${label}: ${scenario.name}: answered ${probe.status} with no products`);
      await load(base, warmUpSeconds, [scenario.path]);
      const result = row(
        `${label}: ${scenario.name} (${body.total ?? body.data?.length ?? 0} matches)`,
        await load(base, seconds, [scenario.path]),
      );
      results.push(result);
    }

    // The write storm: shoppers on cache-miss listing and product pages while the admin bulk-edits sizes every second.
    if (wanted('write storm')) await writeStorm();
    async function writeStorm() {
      const cookie = await adminCookie(base, adminEmail, adminPassword);
      const shopperPaths = (listing: readonly string[], pages: readonly string[]) =>
        pages.length > 0 ? listing.flatMap((path, i) => [path, pages[i % pages.length] ?? path]) : [...listing];
      const productPath = (id: string) => (hasWebBuild ? `/shop/product/${id}` : `/api/shop/products/get/${id}`);
      const stormPages = ids.slice(warmIds.length, warmIds.length + missUrls).map(productPath);
      await load(base, warmUpSeconds, shopperPaths(sortPages.warmUp, warmIds.map(productPath)), browserHeaders);
      const stop = { done: false };
      const editing = adminEdits(base, cookie, products, stop);
      const storm = await load(base, seconds, shopperPaths(sortPages.measured, stormPages), browserHeaders);
      stop.done = true;
      const edits = await editing;
      const sorted = [...edits.latencies].sort((a, b) => a - b);
      const at = (p: number) => Math.round(sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0);
      const failures = [...edits.failures].map(([status, count]) => `${count}× ${status || 'network'}`).join(', ');
      const perSecond = Math.round(edits.sizesChanged / seconds);
      const stormRow = row(
        `${label}: write storm, shoppers (listing + product ${hasWebBuild ? 'pages' : 'JSON'}), misses`,
        storm,
        `admin: ${edits.ok}/${edits.calls} edit calls ok, ${thousands(edits.sizesChanged)} sizes (${perSecond}/s of ${stormSizesPerSecond}/s asked), call p50 ${at(50)} ms, p99 ${at(99)} ms${failures ? `; failed: ${failures}` : ''}`,
      );
      results.push(stormRow);
      console.log(`  catalog ${stormRow.name}: ${stormRow.requestsPerSecond} req/s, p99 ${stormRow.p99Ms} ms; ${stormRow.note ?? ''}`);
    }

    const loaded = processMemory(server.pid);
    // What the server keeps once the shoppers have gone: the heaps grown under the misses, and what the allocator kept.
    await sleep(idleSettleSeconds * 1000);
    const rested = processMemory(server.pid);
    const memory =
      afterLoad && idle && loaded && rested
        ? `server RSS ${afterLoad.rssMb} MB after loading, ${idle.rssMb} MB idle ${idleSettleSeconds} s later, peak ${loaded.peakRssMb} MB, ${rested.rssMb} MB idle ${idleSettleSeconds} s after the scenarios`
        : 'server RSS unknown';
    console.log(`  catalog ${label}: ${memory}`);
    const first = results[0];
    if (first) first.note = `seeded in ${seedSeconds.toFixed(0)} s; ${memory}; ${first.note ?? ''}`.replace(/; $/, '');
    return results;
  } finally {
    await stopServer(server);
    // BENCH_KEEP_DATABASE=true keeps the grown database to look into (EXPLAIN ANALYZE); drop it by hand afterwards.
    if (process.env.BENCH_KEEP_DATABASE === 'true' || reusedDatabase) console.log(`  catalog ${label}: database kept: ${name}`);
    else if (!embedded) await adminQuery(serverUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    rmSync(dataDir, { recursive: true, force: true });
  }
}

export async function runCatalogBench(): Promise<BenchResult[]> {
  const results: BenchResult[] = [];
  for (const size of catalogSizes()) results.push(...(await benchOneSize(size)));
  return results;
}
