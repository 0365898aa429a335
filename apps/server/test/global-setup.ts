import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { migrationsFolder, openDatabase } from '../src/db/client.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A dump of an embedded database migrated once for this run: each test file's database starts from it. */
    migratedPgliteDump: string | undefined;
    /** A database on the PostgreSQL server migrated once for this run: each test file's database is a copy of it. */
    migratedTemplateDatabase: string | undefined;
  }
}

/**
 * Migrates one database for the whole API suite (decision 138): opening an empty embedded database and migrating it
 * took 7–17 s a test file on a slow machine, starting from a dump ~2.5 s; on PostgreSQL a file's database is created
 * from a migrated template. Each file still gets a database of its own.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (serverUrl) {
    const name = `aurelle_template_${randomUUID().replaceAll('-', '').slice(0, 16)}`;
    await onServer(serverUrl, `CREATE DATABASE ${name}`);
    const url = new URL(serverUrl);
    url.pathname = `/${name}`;
    const database = await openDatabase({ databaseUrl: url.toString(), poolSize: 1 });
    try {
      await database.migrate();
    } finally {
      await database.close();
    }
    project.provide('migratedTemplateDatabase', name);
    project.provide('migratedPgliteDump', undefined);
    return () => onServer(serverUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  }
  // The embedded database as the app opens it (pg_trgm), migrated as the app migrates it, then dumped.
  const client = await PGlite.create('memory://', { extensions: { pg_trgm } });
  const dir = mkdtempSync(path.join(os.tmpdir(), 'aurelle-migrated-'));
  try {
    await migrate(drizzle(client), { migrationsFolder });
    const dump = await client.dumpDataDir('none');
    writeFileSync(path.join(dir, 'pgdata.tar'), Buffer.from(await dump.arrayBuffer()));
  } finally {
    await client.close();
  }
  project.provide('migratedPgliteDump', path.join(dir, 'pgdata.tar'));
  project.provide('migratedTemplateDatabase', undefined);
  return async () => rmSync(dir, { recursive: true, force: true });
}

async function onServer(serverUrl: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}
