import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { migrationsFolder, openDatabase, queryRows, type Database } from '../src/db/client.ts';

/** A copy of the migrations that stops before `tag`: the database as a shop running the previous release has it. */
function migrationsBefore(tag: string): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'aurelle-migrations-'));
  cpSync(migrationsFolder, dir, { recursive: true });
  const journalPath = path.join(dir, 'meta', '_journal.json');
  const journal = JSON.parse(readFileSync(journalPath, 'utf8')) as { entries: Array<{ tag: string }> };
  const stop = journal.entries.findIndex((entry) => entry.tag === tag);
  if (stop < 0) throw new Error(`no migration ${tag}`);
  writeFileSync(journalPath, JSON.stringify({ ...journal, entries: journal.entries.slice(0, stop) }));
  return dir;
}

async function scratchDatabase(): Promise<{ open: (f: string) => Promise<Database>; drop: () => Promise<void> }> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) {
    // One embedded database kept in a folder, opened twice: before and after the upgrade.
    const dir = mkdtempSync(path.join(os.tmpdir(), 'aurelle-pglite-'));
    return {
      open: (migrations) => openDatabase({ pgliteDir: dir, migrationsFolder: migrations }),
      drop: async () => rmSync(dir, { recursive: true, force: true }),
    };
  }
  const name = `aurelle_migration_${randomUUID().replaceAll('-', '').slice(0, 12)}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    open: (migrations) => openDatabase({ databaseUrl: url.toString(), migrationsFolder: migrations }),
    drop: async () => {
      const client = new pg.Client({ connectionString: serverUrl });
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await client.end();
    },
  };
}

describe('migration 0006_product_variants on a database with products, carts and orders', () => {
  const before = migrationsBefore('0006_product_variants');
  const cleanups: Array<() => Promise<void>> = [async () => rmSync(before, { recursive: true, force: true })];
  afterAll(async () => {
    for (const cleanup of cleanups) await cleanup();
  });

  it('makes each product one 100 ml size and points cart and order lines at it, changing nothing an order showed', async () => {
    const scratch = await scratchDatabase();
    cleanups.push(scratch.drop);
    const old = await scratch.open(before);
    await old.migrate();
    const userId = randomUUID();
    const productId = randomUUID();
    const orderId = randomUUID();
    await old.db.execute(
      sql`INSERT INTO users (id, user_name, email, password_hash) VALUES (${userId}, 'Old Shopper', 'old@example.com', 'x')`,
    );
    await old.db.execute(sql`
      INSERT INTO products (id, image, title, description, category, brand, price_paise, sale_price_paise, total_stock, gender, fragrance_type)
      VALUES (${productId}, '/uploads/old.webp', 'Old Oud', 'An oud from before sizes.', 'luxury', 'Maison', 450000, 399900, 7, 'male', 'oud')`);
    await old.db.execute(sql`INSERT INTO cart_items (user_id, product_id, quantity) VALUES (${userId}, ${productId}, 2)`);
    await old.db.execute(sql`
      INSERT INTO orders (id, user_id, payment_method, payment_provider, subtotal_paise, total_paise, address_snapshot)
      VALUES (${orderId}, ${userId}, 'razorpay', 'simulated', 849800, 849800, '{}'::jsonb)`);
    await old.db.execute(sql`
      INSERT INTO order_items (order_id, product_id, title, image, unit_price_paise, quantity) VALUES
        (${orderId}, ${productId}, 'Old Oud', '/uploads/old.webp', 399900, 1),
        (${orderId}, NULL, 'A Deleted Scent', '/uploads/gone.webp', 450000, 1)`);
    await old.close();

    const upgraded = await scratch.open(migrationsFolder);
    cleanups.unshift(() => upgraded.close());
    await upgraded.migrate();
    const [variant, ...more] = await queryRows<{
      id: string;
      size_ml: number;
      sku: string;
      price_paise: number;
      sale_price_paise: number;
      stock: number;
    }>(
      upgraded.db,
      sql`SELECT id, size_ml, sku, price_paise, sale_price_paise, stock FROM product_variants WHERE product_id = ${productId}`,
    );
    expect(more).toEqual([]);
    expect(variant).toMatchObject({ size_ml: 100, price_paise: 450000, sale_price_paise: 399900, stock: 7 });
    expect(variant?.sku).toMatch(/^AUR-[0-9A-F]{10}-100$/);

    const [product] = await queryRows<{
      price_paise: number;
      total_stock: number;
      variants: Array<{ id: string; sizeMl: number; stock: number }>;
    }>(upgraded.db, sql`SELECT price_paise, total_stock, variants FROM products WHERE id = ${productId}`);
    expect(product).toMatchObject({ price_paise: 450000, total_stock: 7 });
    expect(product?.variants).toEqual([expect.objectContaining({ id: variant?.id, sizeMl: 100, stock: 7, pricePaise: 450000 })]);

    const cart = await queryRows<{ variant_id: string; quantity: number }>(upgraded.db, sql`SELECT variant_id, quantity FROM cart_items`);
    expect(cart).toEqual([{ variant_id: variant?.id, quantity: 2 }]);

    const lines = await queryRows<{
      title: string;
      image: string;
      unit_price_paise: number;
      quantity: number;
      variant_id: string | null;
      variant_label: string | null;
      sku: string | null;
    }>(upgraded.db, sql`SELECT title, image, unit_price_paise, quantity, variant_id, variant_label, sku FROM order_items ORDER BY title`);
    expect(lines).toEqual([
      {
        title: 'A Deleted Scent',
        image: '/uploads/gone.webp',
        unit_price_paise: 450000,
        quantity: 1,
        variant_id: null,
        variant_label: null,
        sku: null,
      },
      {
        title: 'Old Oud',
        image: '/uploads/old.webp',
        unit_price_paise: 399900,
        quantity: 1,
        variant_id: variant?.id,
        variant_label: '100 ml',
        sku: variant?.sku,
      },
    ]);
  });
});
