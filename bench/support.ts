import type { ChildProcess } from 'node:child_process';
import net from 'node:net';
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
