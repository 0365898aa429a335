import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ConfigError, loadConfig } from './config.ts';
import { createRuntime } from './bootstrap.ts';
import { buildApp } from './http/app.ts';
import { ensureAdmin } from './domain/auth/ensure-admin.ts';
import { seedIfEmpty } from './db/seed.ts';
import { Redis } from 'ioredis';

const DEMO_ADMIN = { email: 'admin@aurelle.example', password: 'Aurelle@2026' };

async function main(): Promise<void> {
  let config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  const runtime = await createRuntime(config);
  const { ctx } = runtime;
  const admin = { email: config.ADMIN_EMAIL ?? DEMO_ADMIN.email, password: config.ADMIN_PASSWORD ?? DEMO_ADMIN.password };
  const createdAdmin = await ensureAdmin(ctx.db, admin);
  if (config.SEED_DEMO_DATA) await seedIfEmpty(ctx);

  const here = path.dirname(fileURLToPath(import.meta.url));
  const webDistDir = process.env.AURELLE_WEB_DIST ?? path.resolve(here, '../../web/dist');
  // Several instances share rate-limit counters through Redis; one instance keeps them in memory.
  const redisClient = config.REDIS_URL ? new Redis(config.REDIS_URL, { connectTimeout: 2000, maxRetriesPerRequest: 1 }) : undefined;
  const app = await buildApp(ctx, { webDistDir, redisClient });
  runtime.worker.start();
  await app.listen({ port: config.PORT, host: config.HOST });

  const url = config.APP_URL;
  console.log(`\n  ${config.SHOP_NAME} is running at ${url}`);
  console.log(`  Database: ${ctx.dbKind === 'pglite' ? `embedded PGlite in ${path.join(config.DATA_DIR, 'db')}` : 'PostgreSQL server'}`);
  if (createdAdmin || !config.ADMIN_EMAIL)
    console.log(`  Admin sign-in: ${admin.email} / ${config.ADMIN_PASSWORD ? '(ADMIN_PASSWORD)' : admin.password}\n`);

  const shutdown = async (signal: string) => {
    ctx.log.info({ signal }, 'shutting down');
    await app.close();
    redisClient?.disconnect();
    await runtime.close();
    process.exit(0);
  };
  process.once('SIGINT', () => void shutdown('SIGINT'));
  process.once('SIGTERM', () => void shutdown('SIGTERM'));
}

void main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
