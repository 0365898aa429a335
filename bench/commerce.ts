import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { openDatabase } from '../apps/server/src/db/client.ts';
import { addresses, users, userSessions } from '../apps/server/src/db/schema/index.ts';
import { insertCatalogProduct, type NewCatalogProduct } from '../apps/server/src/db/product-variants.ts';
import { issueToken, TOKEN_TTL_SECONDS } from '../apps/server/src/domain/auth/tokens.ts';
import { measure, type BenchResult } from './measure.ts';
import { adminQuery, freePort, waitForHealth } from './support.ts';

/**
 * Add-to-cart and create-order under load: a throw-away database on the PostgreSQL server (BENCH_DATABASE_URL,
 * default postgres://postgres@127.0.0.1:5432/postgres), the real server in its own process, and BENCH_SHOPPERS
 * (default 400) distinct shoppers driven over HTTP with BENCH_CONCURRENCY (default 16) requests in flight, so what is
 * measured is the checkout path, not one shopper's lock. Each shopper adds 5 items, then checks out once
 * (reserving stock for every line of the cart).
 */
const serverUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const shopperCount = Number(process.env.BENCH_SHOPPERS ?? 400);
const concurrency = Number(process.env.BENCH_CONCURRENCY ?? 16);
const productCount = 40;
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

export async function runCommerceBench(): Promise<BenchResult[]> {
  const name = `aurelle_bench_${randomBytes(4).toString('hex')}`;
  const databaseUrl = new URL(serverUrl);
  databaseUrl.pathname = `/${name}`;
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'aurelle-bench-'));
  const jwtSecret = randomBytes(32).toString('hex');
  let server: ChildProcess | undefined;
  await adminQuery(serverUrl, `CREATE DATABASE ${name}`);
  try {
    const database = await openDatabase({ databaseUrl: databaseUrl.toString() });
    await database.migrate();
    const catalog = await database.db.transaction(async (tx) => {
      const created = [];
      for (let i = 0; i < productCount; i += 1) {
        const values: NewCatalogProduct = {
          image: `/uploads/bench-${i}.webp`,
          title: `Bench Eau de Parfum ${i + 1}`,
          description: 'A fragrance for load tests.',
          category: 'luxury',
          brand: 'Aurelle',
          gender: i % 2 === 0 ? 'female' : 'male',
          fragranceType: 'woody',
        };
        created.push(await insertCatalogProduct(tx, values, [{ pricePaise: 150_000 + i * 2_500, stock: 1_000_000 }]));
      }
      return created;
    });
    const shoppers = await database.db
      .insert(users)
      .values(
        Array.from({ length: shopperCount }, (_, i) => ({
          userName: `Bench ${i + 1}`,
          email: `bench.${i + 1}@example.com`,
          passwordHash: 'token-only',
        })),
      )
      .returning({ id: users.id });
    const addressRows = await database.db
      .insert(addresses)
      .values(
        shoppers.map((shopper) => ({
          userId: shopper.id,
          fullName: 'Bench Shopper',
          phoneNumber: '9876543210',
          addressLine1: '1 Load Street',
          city: 'Chennai',
          state: 'Tamil Nadu',
          postalCode: '600001',
        })),
      )
      .returning({ id: addresses.id, userId: addresses.userId });
    // One session row per shopper, as a sign-in makes; the token names it.
    const sessionRows = await database.db
      .insert(userSessions)
      .values(shoppers.map((shopper) => ({ userId: shopper.id, expiresAt: new Date(Date.now() + TOKEN_TTL_SECONDS * 1000) })))
      .returning({ id: userSessions.id, userId: userSessions.userId });
    await database.close();
    const addressOf = new Map(addressRows.map((row) => [row.userId, row.id]));
    const sessionOf = new Map(sessionRows.map((session) => [session.userId, session.id]));
    const tokens = await Promise.all(
      shoppers.map(
        async (shopper) => `Bearer ${await issueToken({ sub: shopper.id, sid: sessionOf.get(shopper.id) ?? '', role: 'user' }, jwtSecret)}`,
      ),
    );

    const port = await freePort();
    const base = `http://127.0.0.1:${port}`;
    server = spawn(process.execPath, ['--import', 'tsx', path.join(root, 'apps/server/src/server.ts')], {
      cwd: root,
      stdio: ['ignore', 'ignore', 'inherit'],
      env: {
        ...process.env,
        // Not production: the checkout bench pays through the simulated provider, which production refuses to run.
        NODE_ENV: 'development',
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        DATABASE_URL: databaseUrl.toString(),
        APP_URL: base,
        JWT_SECRET: jwtSecret,
        ADMIN_EMAIL: 'bench-admin@aurelle.example',
        ADMIN_PASSWORD: randomBytes(12).toString('hex'),
        PAYMENT_PROVIDER: 'simulated',
        SEED_DEMO_DATA: 'false',
        LOG_LEVEL: 'warn',
        // One client IP sends everything here; the per-IP payment limit is not what is measured.
        AUTH_RATE_LIMIT_MAX: '1000000',
      },
    });
    await waitForHealth(base, server);

    const post = async (route: string, authorization: string, body: unknown) => {
      const res = await fetch(`${base}${route}`, {
        method: 'POST',
        headers: { authorization, 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
      await res.arrayBuffer();
      return res.ok;
    };
    // Warm-up: JIT, connection pool, plan cache (a few shoppers' first item).
    for (let i = 0; i < 20; i += 1)
      await post('/api/shop/cart/add', tokens[i] ?? '', { productId: catalog[i % productCount]?.id, quantity: 1 });

    const addToCart = await measure('commerce: add-to-cart', { total: shopperCount * 5, concurrency }, (i) =>
      post('/api/shop/cart/add', tokens[i % shopperCount] ?? '', {
        productId: catalog[(i * 7 + Math.floor(i / shopperCount)) % productCount]?.id,
        quantity: 1,
      }),
    );
    const createOrder = await measure('commerce: create-order (cart of ~5 lines)', { total: shopperCount, concurrency }, (i) =>
      post('/api/shop/payment/razorpay/create-order', tokens[i] ?? '', { addressId: addressOf.get(shoppers[i]?.id ?? '') }),
    );
    return [addToCart, createOrder];
  } finally {
    if (server && server.exitCode === null) {
      const exited = new Promise((resolve) => server?.once('exit', resolve));
      server.kill('SIGTERM');
      await exited;
    }
    rmSync(dataDir, { recursive: true, force: true });
    await adminQuery(serverUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  }
}
