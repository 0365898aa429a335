import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { connect, createServer, type Socket } from 'node:net';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { JobWorker, enqueueJob } from '../src/infra/jobs/queue.ts';
import { createTestApp, type TestApp } from './helpers.ts';

/*
 * Finding 8: on SIGTERM the requests in flight and the job in hand finish, idle and finished keep-alive
 * connections close at once, and the process exits well within 10 s. Raw sockets show exactly what a keep-alive
 * client sees.
 */

interface RawResponse {
  status: number;
  headers: Record<string, string>;
  /** Whether the server closed the connection after answering. */
  closed: Promise<void>;
}

/** Opens a keep-alive connection. */
async function openConnection(port: number): Promise<Socket> {
  const socket = connect(port, '127.0.0.1');
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', resolve);
    socket.once('error', reject);
  });
  return socket;
}

/** Reads one HTTP/1.1 answer's status and headers from the socket. */
function readResponse(socket: Socket): Promise<RawResponse> {
  const closed = new Promise<void>((resolve) => socket.once('close', () => resolve()));
  return new Promise((resolve, reject) => {
    let buffered = '';
    const onData = (chunk: Buffer) => {
      buffered += chunk.toString('latin1');
      const end = buffered.indexOf('\r\n\r\n');
      if (end < 0) return;
      socket.off('data', onData);
      const [statusLine = '', ...lines] = buffered.slice(0, end).split('\r\n');
      const headers: Record<string, string> = {};
      for (const line of lines) {
        const colon = line.indexOf(':');
        headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
      }
      resolve({ status: Number(statusLine.split(' ')[1]), headers, closed });
    };
    socket.on('data', onData);
    socket.once('error', reject);
  });
}

const LOGIN_BODY = JSON.stringify({ email: 'nobody@example.com', password: 'not-the-password' });

/** Sends a login request whose body is held back after its first byte, so it stays in flight. */
function startSlowLogin(socket: Socket): { finish(): void } {
  socket.write(
    `POST /api/auth/login HTTP/1.1\r\nHost: shop.test\r\nOrigin: http://shop.test\r\nContent-Type: application/json\r\n` +
      `Content-Length: ${Buffer.byteLength(LOGIN_BODY)}\r\n\r\n${LOGIN_BODY.slice(0, 1)}`,
  );
  return { finish: () => socket.write(LOGIN_BODY.slice(1)) };
}

describe('draining HTTP connections', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it('finishes requests in flight, closes their keep-alive connections and idle ones at once, and cuts none', async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = t.app.server.address() as AddressInfo;

    // An idle keep-alive connection that has already been answered once.
    const idle = await openConnection(port);
    const firstAnswer = readResponse(idle);
    idle.write('GET /api/health HTTP/1.1\r\nHost: shop.test\r\n\r\n');
    expect((await firstAnswer).headers['connection']).toBe('keep-alive');
    const idleClosed = new Promise<void>((resolve) => idle.once('close', () => resolve()));

    // Three connections, each with a login in flight.
    const busy = await Promise.all([1, 2, 3].map(() => openConnection(port)));
    const answers = busy.map((socket) => readResponse(socket));
    const logins = busy.map((socket) => startSlowLogin(socket));
    await new Promise((resolve) => setTimeout(resolve, 100));

    const drained = t.app.drainConnections({ deadlineMs: 15_000 });
    await idleClosed;
    // The clients finish sending after the shutdown began: their requests are still answered in full.
    for (const login of logins) login.finish();
    for (const answer of await Promise.all(answers)) {
      expect(answer.status).toBe(401);
      expect(answer.headers['connection']).toBe('close');
      await answer.closed;
    }
    expect(await drained).toEqual({ cutConnections: 0 });
  }, 30_000);
});

describe('the job in hand at shutdown', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it('is asked to wrap up and waited for; one that ignores the request is left to its lease after the grace', async () => {
    let wrappedUp = false;
    const cooperative = new JobWorker({
      db: t.ctx.db,
      pollIntervalMs: 10,
      handlers: {
        cooperative: async (_payload, job) => {
          await new Promise<void>((resolve) => job.shutdown?.addEventListener('abort', () => resolve()));
          wrappedUp = true;
        },
      },
    });
    await enqueueJob(t.ctx.db, 'cooperative', {});
    cooperative.start();
    await waitFor(async () => (await jobStatuses(t, 'cooperative')).includes('running'));
    expect(await cooperative.stop({ graceMs: 5_000 })).toBe(true);
    expect(wrappedUp).toBe(true);
    expect(await jobStatuses(t, 'cooperative')).toEqual(['done']);

    const stubborn = new JobWorker({
      db: t.ctx.db,
      pollIntervalMs: 10,
      handlers: { stubborn: () => new Promise<void>(() => undefined) },
    });
    await enqueueJob(t.ctx.db, 'stubborn', {});
    stubborn.start();
    await waitFor(async () => (await jobStatuses(t, 'stubborn')).includes('running'));
    expect(await stubborn.stop({ graceMs: 200 })).toBe(false);
    stubborn.abandon();
  });
});

async function jobStatuses(t: TestApp, type: string): Promise<string[]> {
  const rows = await t.ctx.db.query.jobs.findMany({ where: (jobs, { eq }) => eq(jobs.type, type) });
  return rows.map((row) => row.status);
}

async function waitFor(condition: () => Promise<boolean>, timeoutMs = 10_000): Promise<void> {
  const started = Date.now();
  while (!(await condition())) {
    if (Date.now() - started > timeoutMs) throw new Error('timed out waiting');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

describe('the server process', () => {
  it('exits 0 on SIGTERM with a request in flight and keep-alive connections open, answering the request first', async () => {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'aurelle-shutdown-'));
    const port = await freePort();
    const serverEntry = path.resolve(import.meta.dirname, '../src/server.ts');
    const child = spawn(process.execPath, ['--import', 'tsx', serverEntry], {
      env: {
        ...process.env,
        NODE_ENV: 'test',
        PORT: String(port),
        HOST: '127.0.0.1',
        APP_URL: 'http://shop.test',
        DATA_DIR: dataDir,
        SEED_DEMO_DATA: 'false',
        LOG_LEVEL: 'info',
        DATABASE_URL: '',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
    try {
      await waitFor(async () => output.includes('is running at'), 60_000);

      const idle = await openConnection(port);
      const firstAnswer = readResponse(idle);
      idle.write('GET /api/health HTTP/1.1\r\nHost: shop.test\r\n\r\n');
      expect((await firstAnswer).status).toBe(200);
      const inFlight = await openConnection(port);
      const answer = readResponse(inFlight);
      const login = startSlowLogin(inFlight);
      await new Promise((resolve) => setTimeout(resolve, 100));

      child.kill('SIGTERM');
      await waitFor(async () => output.includes('shutting down'));
      login.finish();
      expect((await answer).status).toBe(401);
      expect(await exited).toBe(0);
      expect(output).toContain('shut down cleanly');
      expect(output).not.toContain('connections cut');
    } finally {
      child.kill('SIGKILL');
      rmSync(dataDir, { recursive: true, force: true });
    }
  }, 90_000);
});
