import type { FastifyBaseLogger } from 'fastify';
import type { AppConfig } from './config.ts';
import type { Db } from './db/client.ts';
import type { Mailer } from './infra/mail/mailer.ts';
import type { JobHandler } from './infra/jobs/queue.ts';
import type { ObjectStorage } from './infra/storage/storage.ts';
import type { PaymentGateways } from './infra/payments/gateway.ts';
import type { InvalidatedCache } from './infra/cache/invalidated-cache.ts';
import type { WhatsAppSender } from './infra/whatsapp/whatsapp-sender.ts';
import type { ShiprocketApi } from './infra/couriers/shiprocket-client.ts';

import type { KeptDocument } from './http/compressed-copies.ts';
import type { CatalogIndex } from './domain/catalog/catalog-index/catalog-index.ts';
import type { CatalogChanges } from './domain/catalog/catalog-index/catalog-changes.ts';

/**
 * A page as sent: the document as UTF-8 bytes, or as a KeptDocument when it is a guest's page (kept until the catalog
 * changes, sent in the encoding asked for), or a redirect. Bytes for the reason a cached answer keeps them (CachedJson).
 */
export type CachedPage = ({ status: number; body: Buffer } | { status: number; kept: KeptDocument } | { status: number; location: string }) & {
  /** What the page shows (decision 099): dropping one of these tags drops the page. */
  tags?: readonly string[];
};

/**
 * A cached JSON answer: the serialised body as UTF-8 bytes and its validator. Bytes, not the text: a Buffer lives
 * outside V8's heap, so the young-generation collections that meet a kept answer do not copy it (decision 121). Held
 * as a KeptDocument: as its Brotli copy alone once that is made (decision 163).
 */
export interface CachedJson {
  kept: KeptDocument;
  etag: string;
  /** What the answer shows (decision 099): dropping one of these tags drops it. */
  tags: readonly string[];
}

/**
 * Everything a route or use case may need, built once at start (server.ts) or per test file.
 * Adapters are chosen by configuration; use cases only see these interfaces.
 */
export interface AppContext {
  config: AppConfig;
  db: Db;
  dbKind: 'pglite' | 'postgres';
  mailer: Mailer;
  log: FastifyBaseLogger;
  /** Background job handlers by type; each area registers its own in buildContext. */
  jobHandlers: Record<string, JobHandler>;
  /** Uploaded and generated images: local files or S3-compatible storage. */
  storage: ObjectStorage;
  /** Card (Razorpay or simulated) and redirect (legacy) payment adapters, chosen by configuration. */
  payments?: PaymentGateways;
  /** Shiprocket, when its credentials are set; without it parcels are shipped with a typed AWB (decision 098). */
  shiprocket?: ShiprocketApi;
  /** WhatsApp updates: the Cloud API, or the outbox folder without credentials. */
  whatsapp: WhatsAppSender;
  /** Shop catalog answers (listing, product, search, reviews, home images), dropped on every catalog write. */
  catalogCache: InvalidatedCache<CachedJson>;
  /** Guests' server-rendered pages, dropped with the catalog cache (the pages show the catalog). */
  pageCache: InvalidatedCache<CachedPage>;
  /** The in-shop catalog in memory: listing, facets and similar scents without reading the table (decision 099). */
  catalogIndex: CatalogIndex;
  /** Follows catalog change notifications into the index and the caches; `sync()` waits for writes committed so far. */
  catalogChanges?: CatalogChanges;
}
