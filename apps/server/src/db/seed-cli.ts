import { loadConfig } from '../config.ts';
import { createRuntime } from '../bootstrap.ts';
import { reseedDemoData } from './seed.ts';

/** `npm run db:seed`: replaces the catalog with the demo catalog (users and orders are kept). */
const config = loadConfig();
const runtime = await createRuntime(config);
await reseedDemoData(runtime.ctx);
await runtime.close();
console.log('Demo catalog seeded.');
