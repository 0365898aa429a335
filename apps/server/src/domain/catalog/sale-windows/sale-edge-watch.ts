import type { DbOrTx } from '../../../db/client.ts';
import { CATALOG_TAGS } from '../catalog-index/catalog-tags.ts';
import { nextSaleEdge, productsWithSaleEdgeIn } from './next-sale-edge.ts';

/** What the watch needs of a cache: a deadline for what it holds (InvalidatedCache.expireAt), and drops by tag. */
export interface ExpiringCache {
  expireAt(at: number, tags?: readonly string[]): void;
  invalidateTags(tags: Iterable<string>): void;
  invalidate(): void;
}

/** Past this many products at one edge, the caches drop everything at it rather than tag by tag. */
const MOST_PRODUCTS_DROPPED_BY_TAG = 5000;

/**
 * What a sale edge of these products makes stale: their own answers and pages, and every listing (their price orders
 * and counts them), as a price written for them would; undefined when they are too many to name.
 */
export function saleEdgeTags(productIds: readonly string[]): string[] | undefined {
  if (productIds.length > MOST_PRODUCTS_DROPPED_BY_TAG) return undefined;
  return [...productIds.map(CATALOG_TAGS.product), CATALOG_TAGS.listing, CATALOG_TAGS.anyProduct];
}

interface WatchLog {
  warn(obj: object, msg: string): void;
}

/** Timers longer than this are cut into steps (Node's limit is about 24.8 days). */
const MAX_TIMER_MS = 60 * 60_000;
const RETRY_MS = 1000;

/**
 * Keeps this instance's catalog caches from outliving the catalog's next sale start or end (decision 081). Cached
 * answers and pages show the sales in force when they were made; at the next edge they are stale, though nothing was
 * written. So every cache gets that edge as its deadline (the first read from then on loads afresh, at the new price),
 * and a timer at the edge finds the one after it. The edge is looked up again whenever the catalog changes (a window
 * may have been set, moved or removed): `refresh()` on every catalog notification.
 *
 * This makes each instance switch at the edge on its own clock, whether or not the sale-edge job has run yet; the job
 * then re-sorts listings by price (the projection's effective price) and its write drops what it changed. At the edge
 * the caches drop only what the products whose sale starts or ends there show, and every listing (decision 121): a
 * Diwali sale starting on 200 sizes no longer empties every cache of every instance.
 */
export class SaleEdgeWatch {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> | undefined;
  private isDirty = false;
  private isStopped = false;
  /** The edge last given to the caches as their deadline (epoch ms). */
  private announced: number | undefined;

  constructor(
    private readonly db: DbOrTx,
    private readonly caches: readonly ExpiringCache[],
    private readonly log?: WatchLog,
  ) {}

  /** Looks the next edge up and applies it; calls made while a look-up runs are answered by one more look-up after it. */
  refresh(): Promise<void> {
    if (this.running) {
      this.isDirty = true;
      return this.running;
    }
    this.running = (async () => {
      do {
        this.isDirty = false;
        await this.refreshOnce();
      } while (this.isDirty && !this.isStopped);
    })().finally(() => {
      this.running = undefined;
    });
    return this.running;
  }

  stop(): void {
    this.isStopped = true;
    if (this.timer) clearTimeout(this.timer);
  }

  private async refreshOnce(): Promise<void> {
    if (this.isStopped) return;
    const now = Date.now();
    let at: number;
    let changing: string[];
    let missed: string[];
    try {
      const edge = await nextSaleEdge(this.db, new Date(now));
      at = edge?.getTime() ?? Number.POSITIVE_INFINITY;
      // The caches drop what the announced edge changes when it passes; an edge after it that passed before this
      // look-up (two edges a moment apart, or a late timer) is dropped here, as its deadline never was.
      const announced = this.announced;
      [changing, missed] = await Promise.all([
        at === Number.POSITIVE_INFINITY ? [] : productsWithSaleEdgeIn(this.db, at, at + 1),
        announced !== undefined && announced < now ? productsWithSaleEdgeIn(this.db, announced + 1, now + 1) : [],
      ]);
    } catch (error) {
      // The database is unreachable: the caches keep their deadline, and the look-up is tried again shortly.
      this.log?.warn({ err: error }, 'could not read the next sale start or end; trying again');
      this.schedule(Date.now() + RETRY_MS);
      return;
    }
    if (this.isStopped) return;
    const missedTags = missed.length > 0 ? saleEdgeTags(missed) : [];
    for (const cache of this.caches) {
      if (missedTags) cache.invalidateTags(missedTags);
      else cache.invalidate();
      cache.expireAt(at, saleEdgeTags(changing));
    }
    this.announced = at === Number.POSITIVE_INFINITY ? undefined : at;
    this.schedule(at);
  }

  private schedule(at: number): void {
    if (this.timer) clearTimeout(this.timer);
    if (this.isStopped || at === Number.POSITIVE_INFINITY) return;
    // One millisecond past the edge, so the look-up it starts finds the edge passed.
    const delay = Math.min(Math.max(at - Date.now() + 1, 0), MAX_TIMER_MS);
    this.timer = setTimeout(() => void this.refresh(), delay);
    this.timer.unref();
  }
}
