import { loadConfig } from '../config.ts';
import { openDatabase } from './client.ts';
import path from 'node:path';

/** `npm run db:migrate`: applies the committed migrations to DATABASE_URL or the embedded database. */
const config = loadConfig();
const database = await openDatabase({ databaseUrl: config.DATABASE_URL, pgliteDir: path.join(config.DATA_DIR, 'db') });
await database.migrate();
await database.close();
console.log(`Migrations applied (${database.kind}).`);
