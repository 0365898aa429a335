import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { BenchResult } from './measure.ts';

/**
 * `npm run bench [-- name...]`: runs every registered benchmark (or the named ones; those marked `onlyWhenNamed` only
 * then) and prints p50/p99.
 * Each area adds one entry: a module under bench/ and the function it exports.
 */
const benches: Array<{ name: string; file: string; run: string; onlyWhenNamed?: boolean }> = [
  { name: 'catalog', file: 'catalog.ts', run: 'runCatalogBench' },
  { name: 'commerce', file: 'commerce.ts', run: 'runCommerceBench' },
  { name: 'pages', file: 'pages.ts', run: 'runPagesBench' },
  // Two instances, nginx and Redis for 10+ minutes: only when asked for (`npm run bench -- peak`).
  { name: 'peak', file: 'peak.ts', run: 'runPeakBench', onlyWhenNamed: true },
];

const here = path.dirname(fileURLToPath(import.meta.url));
const wanted = process.argv.slice(2);
const results: BenchResult[] = [];
for (const bench of benches) {
  if (wanted.length > 0 ? !wanted.includes(bench.name) : bench.onlyWhenNamed) continue;
  const file = path.join(here, bench.file);
  if (!existsSync(file)) {
    console.log(`  ${bench.name}: bench/${bench.file} not present, skipped`);
    continue;
  }
  const module = (await import(file)) as Record<string, unknown>;
  const run = module[bench.run];
  if (typeof run !== 'function') throw new Error(`bench/${bench.file} does not export ${bench.run}()`);
  results.push(...((await run()) as BenchResult[]));
}
console.table(
  results.map((r) => ({
    benchmark: r.name,
    requests: r.requests,
    errors: r.errors,
    'p50 ms': r.p50Ms,
    'p99 ms': r.p99Ms,
    'req/s': r.requestsPerSecond,
    ...(r.non2xx === undefined ? {} : { 'non-2xx': r.non2xx }),
    ...(r.status503 === undefined ? {} : { '503s': r.status503 }),
    ...(r.note === undefined ? {} : { note: r.note }),
  })),
);
process.exit(results.some((r) => r.errors > 0) ? 1 : 0);
