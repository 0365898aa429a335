import type { ChildProcess } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import pg from 'pg';

/** Runs one statement on the PostgreSQL server outside any database the bench creates (CREATE/DROP DATABASE). */
export async function adminQuery(serverUrl: string, sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

/** A port nobody listens on, for the server under test. */
export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

/** Waits until the server under test answers its health check (60 s at most), failing at once if it exits. */
export async function waitForHealth(base: string, child: ChildProcess): Promise<void> {
  for (let i = 0; i < 240; i += 1) {
    if (child.exitCode !== null) throw new Error(`server exited with code ${child.exitCode}`);
    if (
      await fetch(`${base}/api/health`).then(
        (res) => res.ok,
        () => false,
      )
    )
      return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error('server did not become healthy in 60 s');
}

/**
 * How to start the server under test: the built bundle when `npm run build` has made one (what production runs,
 * so its memory is what production would use), else the sources through tsx.
 */
export function serverArguments(root: string): string[] {
  const built = path.join(root, 'apps/server/dist/server.js');
  return existsSync(built) ? [built] : ['--import', 'tsx', path.join(root, 'apps/server/src/server.ts')];
}

/** Resident memory of a process now and at its peak, in MB, from Linux's /proc (undefined elsewhere). */
export function processMemory(pid: number | undefined): { rssMb: number; peakRssMb: number } | undefined {
  if (pid === undefined) return undefined;
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    const kilobytes = (field: string) => Number(new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(status)?.[1] ?? NaN);
    return { rssMb: Math.round(kilobytes('VmRSS') / 1024), peakRssMb: Math.round(kilobytes('VmHWM') / 1024) };
  } catch {
    return undefined;
  }
}
