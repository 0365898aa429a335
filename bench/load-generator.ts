import { fork } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';

/** What one load run asks: autocannon on `base`, each request on the next of `paths`, cycling. */
export interface LoadRequest {
  base: string;
  paths: readonly string[];
  connections: number;
  duration: number;
  headers?: Record<string, string>;
}

export type LoadResult = autocannon.Result;

/** The child's one message back: autocannon's result, or why it failed. */
export type LoadAnswer = { result: LoadResult } | { error: string };

const childModule = path.join(path.dirname(fileURLToPath(import.meta.url)), 'load-process.ts');

/**
 * Sends the load from a process of its own that holds nothing but the URLs (decision 149), so autocannon never shares
 * an event loop or a heap with the bench's seed rows (50,000 products' worth at the largest size), whatever a later
 * bench comes to hold. BENCH_LOAD_IN_PROCESS=true keeps the old way, to compare.
 */
export async function loadApart(request: LoadRequest): Promise<LoadResult> {
  if (process.env.BENCH_LOAD_IN_PROCESS === 'true') return runLoad(request);
  const child = fork(childModule, [], { execArgv: ['--import', 'tsx'], stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
  const answer = new Promise<LoadAnswer>((resolve, reject) => {
    child.once('message', (message) => resolve(message as LoadAnswer));
    child.once('error', reject);
    child.once('exit', (code) => reject(new Error(`bench load process exited with code ${code} before answering`)));
  });
  child.send(request);
  const settled = await answer.finally(() => child.kill());
  if ('error' in settled) throw new Error(`bench load process: ${settled.error}`);
  return settled.result;
}

/** Autocannon on one URL, or (several paths) each request on the next of the paths, cycling. */
export async function runLoad({ base, paths, connections, duration, headers = {} }: LoadRequest): Promise<LoadResult> {
  let next = 0;
  return autocannon({
    url: `${base}${paths[0] ?? '/'}`,
    connections,
    duration,
    headers,
    requests: paths.length > 1 ? [{ setupRequest: (request) => ({ ...request, path: paths[next++ % paths.length] ?? '/' }) }] : undefined,
  });
}
