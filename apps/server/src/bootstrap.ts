import path from 'node:path';
import pino from 'pino';
import type { FastifyBaseLogger } from 'fastify';
import type { AppConfig } from './config.ts';
import type { AppContext, CachedJson, CachedPage } from './context.ts';
import { openDatabase, type Database } from './db/client.ts';
import { createMailer } from './infra/mail/mailer.ts';
import { JobWorker } from './infra/jobs/queue.ts';
import { registerJobHandlers } from './jobs.ts';
import { createStorage } from './infra/storage/create-storage.ts';
import { createPaymentGateways } from './infra/payments/index.ts';
import { createWhatsAppSender } from './infra/whatsapp/index.ts';
import { createShiprocketClient } from './infra/couriers/shiprocket-client.ts';
import { InvalidatedCache } from './infra/cache/invalidated-cache.ts';
import { SaleEdgeWatch } from './domain/catalog/sale-windows/sale-edge-watch.ts';
import { CatalogIndex } from './domain/catalog/catalog-index/catalog-index.ts';
import { CatalogChanges } from './domain/catalog/catalog-index/catalog-changes.ts';

/** Channel the database notifies on every catalog write (migration 0003). */
export const CATALOG_CHANGE_CHANNEL = 'aurelle_catalog';

export interface Runtime {
  ctx: AppContext;
  database: Database;
  worker: JobWorker;
  /** Stops the worker (waiting for its job in hand at most `jobGraceMs`), the mailer and the database. */
  close(options?: { jobGraceMs?: number }): Promise<void>;
}

/** Opens the database (embedded or server), migrates it and wires the adapters chosen by configuration. */
export async function createRuntime(
  config: AppConfig,
  overrides: { log?: FastifyBaseLogger; databaseUrl?: string; pgliteDir?: string; pgliteDump?: Blob } = {},
): Promise<Runtime> {
  const log = overrides.log ?? (pino({ level: config.LOG_LEVEL }) as unknown as FastifyBaseLogger);
  const database = await openDatabase({
    databaseUrl: overrides.databaseUrl ?? config.DATABASE_URL,
    pgliteDir: overrides.pgliteDir ?? path.join(config.DATA_DIR, 'db'),
    poolSize: config.DATABASE_POOL_SIZE,
    ...(overrides.pgliteDump ? { pgliteDump: overrides.pgliteDump } : {}),
  });
  await database.migrate();
  const mailer = createMailer({ smtpUrl: config.SMTP_URL, from: config.MAIL_FROM, outboxDir: path.join(config.DATA_DIR, 'outbox'), log });
  const payments = createPaymentGateways(config, database.db);
  const ctx: AppContext = {
    config,
    db: database.db,
    dbKind: database.kind,
    mailer,
    log,
    jobHandlers: {},
    storage: createStorage(config),
    payments,
    shiprocket: createShiprocketClient(config),
    whatsapp: createWhatsAppSender(config),
    // Kept from a key's second ask: most misses are one shopper's own filters and page, asked for once (decision 116).
    catalogCache: new InvalidatedCache<CachedJson>(500, (entry) => entry.tags, { keep: 'from the second ask' }),
    pageCache: new InvalidatedCache<CachedPage>(200, (page) => page.tags ?? [], { keep: 'from the second ask' }),
    // The catalog's reads go through connections of their own, so browsing never queues behind checkouts (decision 124).
    catalogIndex: new CatalogIndex(database.catalogDb),
  };
  // Cached answers and pages never outlive the catalog's next sale start or end (docs/decisions/081).
  const saleEdges = new SaleEdgeWatch(database.db, [ctx.catalogCache, ctx.pageCache], log);
  await saleEdges.refresh();
  // Every instance hears every catalog write, its own and others' (docs/decisions/062), naming what changed: the
  // index re-reads those products and the caches drop what shows them (decision 099). The write may also have set,
  // moved or removed a sale's window.
  const catalogChanges = new CatalogChanges(
    database.catalogDb,
    CATALOG_CHANGE_CHANNEL,
    ctx.catalogIndex,
    [ctx.catalogCache, ctx.pageCache],
    () => void saleEdges.refresh(),
    log,
  );
  ctx.catalogChanges = catalogChanges;
  await database.listen(CATALOG_CHANGE_CHANNEL, {
    onNotification: (payload) => catalogChanges.notified(payload),
    onLive: (isLive) => {
      catalogChanges.setLive(isLive);
      if (!isLive) log.warn('catalog change notifications lost; serving the catalog uncached until they are back');
    },
  });
  // The index is loaded (after LISTEN, so no write falls between) before the first request.
  await catalogChanges.idle();
  registerJobHandlers(ctx);
  const worker = new JobWorker({
    db: ctx.db,
    handlers: ctx.jobHandlers,
    log,
    pollIntervalMs: config.NODE_ENV === 'test' ? 50 : 1000,
    retention: { doneDays: config.JOB_RETENTION_DAYS, failedDays: config.JOB_FAILED_RETENTION_DAYS },
  });
  return {
    ctx,
    database,
    worker,
    async close(options = {}) {
      saleEdges.stop();
      await worker.stop({ graceMs: options.jobGraceMs });
      mailer.close();
      await database.close();
    },
  };
}
