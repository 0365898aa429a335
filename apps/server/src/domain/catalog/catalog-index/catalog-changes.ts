import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client.ts';
import type { DroppedTags } from '../../../infra/cache/invalidated-cache.ts';
import type { CatalogIndex } from './catalog-index.ts';
import { CATALOG_TAGS } from './catalog-tags.ts';
import { ChangedTags } from './changed-tags.ts';

/** What the follower needs of a cache: drop all, or drop by tag (InvalidatedCache). */
export interface TaggedCache {
  invalidate(): void;
  invalidateTags(tags: Iterable<string> | DroppedTags): void;
  setLive(isLive: boolean): void;
}

interface Log {
  warn(obj: object, msg: string): void;
}

/** How long `sync()` waits for its own notification before giving up (the listening connection is then broken). */
const SYNC_TIMEOUT_MS = 3000;
const SYNC_PREFIX = 'sync:';
const RETRY_MS = 1000;

/**
 * Follows the catalog's change notifications on one instance (decision 099): each names the products (or reviews' products)
 * a committed write changed; the index re-reads those products and the caches drop only the entries that show them
 * or depend on what changed. Work is done in the order notifications arrive, one batch at a time.
 *
 * `sync()` is a barrier: it notifies a token of its own on the same channel and resolves once that token has come
 * back and everything notified before it has been applied. PostgreSQL delivers notifications in commit order, so
 * after `sync()` every write committed before the call shows, on this instance, in the index and the caches. Callers of
 * one turn of the event loop share one round trip; those who come while it is out share the next.
 */
export class CatalogChanges {
  private readonly instance = randomUUID();
  private pendingIds = new Set<string>();
  private pendingTags = new Set<string>();
  private isEverythingPending = false;
  private readonly waiting = new Map<string, () => void>();
  private work: Promise<void> = Promise.resolve();
  private isLive = false;
  /** The barrier the next callers join (sent once the one in flight is back). */
  private next: { token: string; promise: Promise<void>; resolve: () => void } | undefined;
  private inFlight: Promise<void> | undefined;
  private syncSeq = 0;
  private sendQueued = false;

  constructor(
    private readonly db: DbOrTx,
    private readonly channel: string,
    private readonly index: CatalogIndex,
    private readonly caches: readonly TaggedCache[],
    private readonly onChange: () => void,
    private readonly log?: Log,
  ) {}

  /** Whether the index may answer: loaded and hearing every change. */
  get isIndexUsable(): boolean {
    return this.isLive && this.index.ready;
  }

  notified(payload: string): void {
    if (payload.startsWith(SYNC_PREFIX)) {
      const token = payload.slice(SYNC_PREFIX.length);
      const release = this.waiting.get(token);
      if (release) {
        this.waiting.delete(token);
        // Released once everything notified before the token is applied.
        this.schedule().then(release, release);
      }
      return;
    }
    const separator = payload.indexOf(':');
    const source = separator === -1 ? payload : payload.slice(0, separator);
    const ids =
      separator === -1
        ? []
        : payload
            .slice(separator + 1)
            .split(',')
            .filter(Boolean);
    if (source === 'products' && ids.length > 0) for (const id of ids) this.pendingIds.add(id);
    else if (source === 'reviews' && ids.length > 0) for (const id of ids) this.pendingTags.add(CATALOG_TAGS.reviews(id));
    else if (source === 'feature_images') this.pendingTags.add(CATALOG_TAGS.featureImages);
    // A truncate, or a payload this version does not know: anything may have changed.
    else this.isEverythingPending = true;
    void this.schedule();
  }

  /** The listening connection is up (`true`: reload everything, notifications may have been missed) or down. */
  setLive(isLive: boolean): void {
    this.isLive = isLive;
    for (const cache of this.caches) cache.setLive(isLive);
    if (!isLive) {
      this.index.unload();
      return;
    }
    this.isEverythingPending = true;
    void this.schedule();
  }

  /** Resolves when the work notified so far (and the first load) is done. */
  idle(): Promise<void> {
    return this.work;
  }

  /** Resolves when every catalog write committed before the call is applied here (see the class comment). */
  sync(): Promise<void> {
    if (!this.isLive) return Promise.resolve();
    if (!this.next) {
      let resolve: () => void = () => undefined;
      const promise = new Promise<void>((done) => (resolve = done));
      this.syncSeq += 1;
      this.next = { token: `${this.instance}.${this.syncSeq}`, promise, resolve };
    }
    const joined = this.next.promise;
    // Sent once this turn of the event loop is done: the requests read off the sockets in one turn reach here one
    // after another, and all ride one round trip (sent at once, the first went alone and the rest waited for two).
    if (!this.inFlight && !this.sendQueued) {
      this.sendQueued = true;
      setImmediate(() => {
        this.sendQueued = false;
        if (!this.inFlight) this.sendNext();
      });
    }
    return joined;
  }

  private sendNext(): void {
    const barrier = this.next;
    if (!barrier) return;
    this.next = undefined;
    const timeout = setTimeout(() => {
      if (!this.waiting.delete(barrier.token)) return;
      this.log?.warn({ token: barrier.token }, 'catalog sync: own notification did not come back; answering without it');
      barrier.resolve();
    }, SYNC_TIMEOUT_MS);
    timeout.unref();
    this.waiting.set(barrier.token, () => {
      clearTimeout(timeout);
      barrier.resolve();
    });
    this.inFlight = barrier.promise.finally(() => {
      this.inFlight = undefined;
      if (this.next) this.sendNext();
    });
    this.db.execute(sql`SELECT pg_notify(${this.channel}, ${SYNC_PREFIX + barrier.token})`).catch((error: unknown) => {
      this.log?.warn({ err: error }, 'catalog sync: could not notify');
      if (this.waiting.delete(barrier.token)) {
        clearTimeout(timeout);
        barrier.resolve();
      }
    });
  }

  /** Runs the pending work after whatever is running; failures are logged and the index reloaded next time. */
  private schedule(): Promise<void> {
    this.work = this.work.then(() => this.applyPending());
    return this.work;
  }

  private async applyPending(): Promise<void> {
    if (!this.isEverythingPending && this.pendingIds.size === 0 && this.pendingTags.size === 0) return;
    const everything = this.isEverythingPending;
    const ids = [...this.pendingIds];
    const tags = this.pendingTags;
    this.isEverythingPending = false;
    this.pendingIds = new Set();
    this.pendingTags = new Set();
    try {
      if (everything) {
        if (this.isLive) await this.index.load();
        for (const cache of this.caches) cache.invalidate();
      } else {
        const changed =
          this.isLive && this.index.ready
            ? new ChangedTags(await this.index.apply(ids), (productId) => this.index.similarMoved(productId))
            : new ChangedTags(allClassesOf(ids));
        for (const tag of tags) changed.add(tag);
        for (const cache of this.caches) cache.invalidateTags(changed);
        changed.seal();
      }
    } catch (error) {
      this.log?.warn({ err: error }, 'catalog index: could not apply a change; reloading');
      this.isEverythingPending = true;
      for (const cache of this.caches) cache.invalidate();
      this.index.unload();
      setTimeout(() => void this.schedule(), RETRY_MS).unref();
    }
    this.onChange();
  }
}

function allClassesOf(ids: readonly string[]): Set<string> {
  return new Set([
    ...ids.map(CATALOG_TAGS.product),
    CATALOG_TAGS.listing,
    CATALOG_TAGS.similar,
    CATALOG_TAGS.search,
    CATALOG_TAGS.anyProduct,
  ]);
}
