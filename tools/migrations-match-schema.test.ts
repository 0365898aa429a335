import { execFileSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

/**
 * A schema edit lands with its migration: drizzle-kit generates from the Drizzle schema against a copy of the committed
 * migrations, and must find nothing to write. (Migrations are applied from code at every start, so a schema change
 * without one would reach production as code expecting columns no database has.)
 */
const root = path.resolve(import.meta.dirname, '..');
const migrationsDir = path.join(root, 'apps/server/src/db/migrations');
const drizzleKit = path.join(root, 'node_modules/drizzle-kit/bin.cjs');
const scratch: string[] = [];

/** The .sql files drizzle-kit leaves after generating from `schemaFile` against a copy of the committed migrations. */
function generateAgainstCommittedMigrations(schemaFile: string): string[] {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'aurelle-migrations-'));
  scratch.push(dir);
  cpSync(migrationsDir, path.join(dir, 'migrations'), { recursive: true });
  // A plain object: the config needs no import, so it may live outside the repository.
  writeFileSync(
    path.join(dir, 'drizzle.config.mjs'),
    `export default ${JSON.stringify({ dialect: 'postgresql', schema: schemaFile, out: './migrations' })};\n`,
  );
  execFileSync(process.execPath, [drizzleKit, 'generate', '--config', 'drizzle.config.mjs'], {
    cwd: dir,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, FORCE_COLOR: '0' },
  });
  return readdirSync(path.join(dir, 'migrations')).filter((file) => file.endsWith('.sql'));
}

const committed = () => readdirSync(migrationsDir).filter((file) => file.endsWith('.sql'));

afterAll(() => {
  for (const dir of scratch) rmSync(dir, { recursive: true, force: true });
});

describe('the committed migrations match the Drizzle schema', { timeout: 120_000 }, () => {
  it('generating from the schema finds nothing to migrate', () => {
    expect(generateAgainstCommittedMigrations(path.join(root, 'apps/server/src/db/schema/index.ts'))).toEqual(committed());
  });

  it('a schema with a table the migrations lack is caught', () => {
    // Inside the repository, so the schema's own imports resolve.
    const driftDir = path.join(root, '.tmp/schema-drift');
    mkdirSync(driftDir, { recursive: true });
    scratch.push(driftDir);
    const schemaIndex = path.relative(driftDir, path.join(root, 'apps/server/src/db/schema/index.ts')).replace(/\\/g, '/');
    writeFileSync(
      path.join(driftDir, 'schema.ts'),
      [
        "import { pgTable, text } from 'drizzle-orm/pg-core';",
        `export * from '${schemaIndex.replace(/\.ts$/, '')}';`,
        "export const driftProbe = pgTable('drift_probe', { id: text('id').primaryKey() });",
        '',
      ].join('\n'),
    );
    expect(generateAgainstCommittedMigrations(path.join(driftDir, 'schema.ts')).length).toBe(committed().length + 1);
  });
});
