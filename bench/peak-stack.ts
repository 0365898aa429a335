import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { envSchema } from '../apps/server/src/config.ts';
import { processMemory, waitForHealth } from './support.ts';

/** One server process under test: its output's tail and what it logged at warn level and above, by message. */
export interface Instance {
  name: string;
  port: number;
  child: ChildProcess;
  /** The last 20 KB of its output, to tell why it failed. */
  tail: () => string;
  /** Log lines at warn (40) or above, counted by level and message. */
  logged: Map<string, number>;
  exited: Promise<number | null>;
}

const LEVEL_NAMES: Record<number, string> = { 40: 'warn', 50: 'error', 60: 'fatal' };

/**
 * Starts `node apps/server/dist/server.js` (what production runs) with only the settings given: every other variable
 * of config.ts is blanked so nothing leaks in from the environment running the bench.
 */
export function startInstance(root: string, name: string, port: number, settings: Record<string, string>): Instance {
  const entry = path.join(root, 'apps/server/dist/server.js');
  const blank = Object.fromEntries(Object.keys(envSchema.shape).map((key) => [key, '']));
  // BENCH_SERVER_NODE_ARGS: Node flags for the instances only (`--cpu-prof --cpu-prof-dir=/tmp/prof`), as in the catalog bench.
  const nodeArguments = (process.env.BENCH_SERVER_NODE_ARGS ?? '').split(' ').filter(Boolean);
  const child = spawn(process.execPath, [...nodeArguments, entry], {
    cwd: root,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', ...blank, ...settings, PORT: String(port), HOST: '127.0.0.1' },
  });
  let output = '';
  let partial = '';
  const logged = new Map<string, number>();
  const read = (chunk: Buffer) => {
    const text = chunk.toString('utf8');
    output = (output + text).slice(-20_000);
    const lines = (partial + text).split('\n');
    partial = lines.pop() ?? '';
    for (const line of lines) {
      if (!line.startsWith('{')) continue;
      try {
        const entry = JSON.parse(line) as { level?: number; msg?: string; err?: { message?: string } };
        if ((entry.level ?? 0) < 40) continue;
        const key = `${LEVEL_NAMES[entry.level ?? 0] ?? entry.level}: ${entry.msg ?? ''}${entry.err?.message ? ` (${entry.err.message.slice(0, 160)})` : ''}`;
        logged.set(key, (logged.get(key) ?? 0) + 1);
      } catch {
        // not a log line
      }
    }
  };
  child.stdout?.on('data', read);
  child.stderr?.on('data', read);
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return { name, port, child, tail: () => output, logged, exited };
}

export async function waitForInstance(instance: Instance): Promise<void> {
  try {
    await waitForHealth(`http://127.0.0.1:${instance.port}`, instance.child);
  } catch (error) {
    throw new Error(`instance ${instance.name}: ${(error as Error).message}\n${instance.tail()}`, { cause: error });
  }
}

/** SIGTERM (the server drains within 10 s), then SIGKILL. */
export async function stopProcess(child: ChildProcess, exited: Promise<unknown>): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  child.kill('SIGTERM');
  const timeout = new Promise<'timeout'>((resolve) => setTimeout(() => resolve('timeout'), 12_000).unref());
  if ((await Promise.race([exited, timeout])) === 'timeout') {
    child.kill('SIGKILL');
    await exited;
  }
}

export interface Nginx {
  child: ChildProcess;
  exited: Promise<number | null>;
  errorLog: () => string;
  /** Access log lines: `status upstream_addr upstream_status request_time method uri`. */
  accessLog: () => string[];
}

/**
 * nginx in the foreground as one process (`master_process off`: nothing left behind), every path in `dir`, balancing
 * round robin over the instances like deploy/nginx.conf, with what a sale needs on top: a short connect timeout, and
 * `proxy_next_upstream error timeout http_502 http_503` so a request an instance refused or could not take goes to
 * the other (a POST already sent is never repeated: no `non_idempotent`). The client's address is forwarded (the
 * instances trust it, TRUST_PROXY), and the upstream that answered is named in X-Bench-Upstream.
 */
export async function startNginx(nginxPath: string, dir: string, ports: { listen: number; upstreams: number[] }): Promise<Nginx> {
  mkdirSync(dir, { recursive: true });
  for (const temp of ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi']) mkdirSync(path.join(dir, temp), { recursive: true });
  const config = `
master_process off;
worker_rlimit_nofile 16384;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
events { worker_connections 8192; }
http {
  log_format bench '$status $upstream_addr $upstream_status $request_time $request_method $uri';
  access_log ${dir}/access.log bench buffer=256k flush=2s;
  client_body_temp_path ${dir}/client_body;
  proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi;
  scgi_temp_path ${dir}/scgi;
  keepalive_timeout 75s;
  keepalive_requests 100000;

  upstream aurelle {
${ports.upstreams.map((port) => `    server 127.0.0.1:${port} max_fails=1 fail_timeout=10s;`).join('\n')}
    keepalive 64;
  }

  server {
    listen 127.0.0.1:${ports.listen} backlog=4096;
    server_name _;
    client_max_body_size 25m;

    location / {
      proxy_pass http://aurelle;
      proxy_http_version 1.1;
      proxy_set_header Connection "";
      proxy_set_header Host $http_host;
      proxy_set_header X-Forwarded-For $remote_addr;
      proxy_set_header X-Forwarded-Proto $scheme;
      proxy_connect_timeout 1s;
      proxy_send_timeout 30s;
      proxy_read_timeout 30s;
      proxy_next_upstream error timeout http_502 http_503;
      proxy_next_upstream_tries 2;
      proxy_next_upstream_timeout 5s;
      add_header X-Bench-Upstream $upstream_addr always;
    }
  }
}
`;
  const file = path.join(dir, 'nginx.conf');
  writeFileSync(file, config);
  // `-e` before the configuration is read: nginx's compiled-in error log (/var/log/nginx) may not be writable.
  const child = spawn(nginxPath, ['-p', dir, '-e', path.join(dir, 'error.log'), '-c', file, '-g', 'daemon off;'], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output = (output + chunk.toString()).slice(-5000)));
  child.stderr?.on('data', (chunk: Buffer) => (output = (output + chunk.toString()).slice(-5000)));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const errorLog = () => {
    const log = path.join(dir, 'error.log');
    return `${output}${existsSync(log) ? readFileSync(log, 'utf8') : ''}`;
  };
  for (let i = 0; ; i += 1) {
    if (child.exitCode !== null) throw new Error(`nginx exited (${child.exitCode}):\n${errorLog()}`);
    const ok = await fetch(`http://127.0.0.1:${ports.listen}/api/health`).then(
      (res) => res.ok,
      () => false,
    );
    if (ok) break;
    if (i > 80) throw new Error(`nginx not answering on ${ports.listen}:\n${errorLog()}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return {
    child,
    exited,
    errorLog,
    accessLog: () => {
      const log = path.join(dir, 'access.log');
      return existsSync(log) ? readFileSync(log, 'utf8').split('\n').filter(Boolean) : [];
    },
  };
}

/** A killed process not yet reaped is a zombie: /proc still has it, without memory figures. */
const finite = (value: number | undefined) => (value !== undefined && Number.isFinite(value) ? value : undefined);

export interface MemorySample {
  atSeconds: number;
  rssMb: Record<string, number | undefined>;
}

/** Resident memory of each instance every `everyMs` (10 s), from /proc; a dead instance reads undefined. */
export function sampleMemory(instances: readonly Instance[], startedAt: number, everyMs = 10_000) {
  const samples: MemorySample[] = [];
  const take = () =>
    samples.push({
      atSeconds: Math.round((Date.now() - startedAt) / 1000),
      rssMb: Object.fromEntries(
        instances.map((instance) => [
          instance.name,
          instance.child.exitCode === null && instance.child.signalCode === null
            ? finite(processMemory(instance.child.pid)?.rssMb)
            : undefined,
        ]),
      ),
    });
  take();
  const timer = setInterval(take, everyMs);
  return {
    samples,
    stop() {
      clearInterval(timer);
      take();
      return samples;
    },
  };
}

/** CPU time (user + system) a process has used, in seconds, from /proc (undefined once it is gone). */
export function cpuSeconds(pid: number | undefined): number | undefined {
  if (pid === undefined) return undefined;
  try {
    // Fields after the command (which may hold spaces) start at the state: utime and stime are the 12th and 13th.
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) / 100;
  } catch {
    return undefined;
  }
}

/** CPU seconds used so far by the given PostgreSQL backends (those of the bench's database, from pg_stat_activity). */
export function backendsCpuSeconds(pids: readonly number[]): Map<number, number> {
  return new Map(
    pids.flatMap((pid) => {
      const seconds = cpuSeconds(pid);
      return seconds === undefined ? [] : [[pid, seconds] as const];
    }),
  );
}

/** One reading of an instance's `/api/metrics`: queries waiting for a pool client, and the event loop's delay since the last. */
export interface LoadSample {
  atSeconds: number;
  instance: string;
  poolWaiting: number;
  eventLoopP99Ms: number;
}

/**
 * Reads each live instance's Prometheus metrics every `everyMs`: how many queries wait for one of its pool's clients,
 * and the p99 of its event loop's delay (prom-client resets that histogram at each scrape, so each reading covers the
 * time since the one before). Tells whether a slow stretch waited on connections or on the instance's one thread.
 */
export function sampleLoad(instances: readonly Instance[], startedAt: number, token: string, everyMs = 1000) {
  const samples: LoadSample[] = [];
  const valueOf = (text: string, name: string) => Number(new RegExp(`^${name} ([0-9.e+-]+)`, 'm').exec(text)?.[1] ?? Number.NaN);
  const take = () =>
    Promise.all(
      instances
        .filter((instance) => instance.child.exitCode === null && instance.child.signalCode === null)
        .map(async (instance) => {
          try {
            const answer = await fetch(`http://127.0.0.1:${instance.port}/api/metrics`, {
              headers: { authorization: `Bearer ${token}` },
              signal: AbortSignal.timeout(everyMs * 5),
            });
            const text = await answer.text();
            samples.push({
              atSeconds: (Date.now() - startedAt) / 1000,
              instance: instance.name,
              poolWaiting: valueOf(text, 'aurelle_db_pool_waiting_clients'),
              eventLoopP99Ms: valueOf(text, 'nodejs_eventloop_lag_p99_seconds') * 1000,
            });
          } catch {
            // A reading lost under load (or an instance killed) is a gap, not a failure.
          }
        }),
    );
  const timer = setInterval(() => void take(), everyMs);
  return {
    stop(): LoadSample[] {
      clearInterval(timer);
      return samples;
    },
  };
}
