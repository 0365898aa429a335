/** A timed loop: `total` calls with `concurrency` in flight, latency of each recorded. */
export interface BenchResult {
  name: string;
  requests: number;
  errors: number;
  p50Ms: number;
  p99Ms: number;
  requestsPerSecond: number;
  /** Answers that were not 2xx (counted in errors too), and how many of them were 503 (overload, database unreachable). */
  non2xx?: number;
  status503?: number;
  /** Anything else a row should say (memory, seed time, side work done during the run). */
  note?: string;
}

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return 0;
  const index = Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1);
  return sorted[Math.max(0, index)] ?? 0;
}

export async function measure(
  name: string,
  options: { total: number; concurrency: number },
  call: (index: number) => Promise<boolean>,
): Promise<BenchResult> {
  const latencies: number[] = [];
  let errors = 0;
  let next = 0;
  const started = performance.now();
  async function lane(): Promise<void> {
    while (next < options.total) {
      const index = next;
      next += 1;
      const t0 = performance.now();
      const ok = await call(index).catch(() => false);
      latencies.push(performance.now() - t0);
      if (!ok) errors += 1;
    }
  }
  await Promise.all(Array.from({ length: options.concurrency }, () => lane()));
  const elapsedSeconds = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  return {
    name,
    requests: latencies.length,
    errors,
    p50Ms: Number(percentile(latencies, 50).toFixed(1)),
    p99Ms: Number(percentile(latencies, 99).toFixed(1)),
    requestsPerSecond: Number((latencies.length / elapsedSeconds).toFixed(0)),
  };
}
