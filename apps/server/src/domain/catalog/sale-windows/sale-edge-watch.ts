import type { DbOrTx } from '../../../db/client.ts';
import { nextSaleEdge } from './next-sale-edge.ts';

/** What the watch needs of a cache: one deadline for everything it holds (InvalidatedCache.expireAt). */
export interface ExpiringCache {
  expireAt(at: number): void;
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
 * then re-sorts listings by price (the projection's effective price) and its write drops every instance's caches.
 */
export class SaleEdgeWatch {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> | undefined;
  private isDirty = false;
  private isStopped = false;

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
    let edge: Date | null;
    try {
      edge = await nextSaleEdge(this.db, new Date());
    } catch (error) {
      // The database is unreachable: the caches keep their deadline, and the look-up is tried again shortly.
      this.log?.warn({ err: error }, 'could not read the next sale start or end; trying again');
      this.schedule(Date.now() + RETRY_MS);
      return;
    }
    if (this.isStopped) return;
    const at = edge?.getTime() ?? Number.POSITIVE_INFINITY;
    for (const cache of this.caches) cache.expireAt(at);
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
