/**
 * An in-process cache that is correct only while it hears every invalidation (docs/decisions/062): it serves
 * entries while `live`, forgets everything on `invalidate()`, and loads straight from the source while not live.
 * Concurrent misses of one key share one load. A load that was under way when an invalidation came is handed to
 * its callers but not kept. Entries may also share a deadline (`expireAt`): what the cache holds changes by itself
 * at a known instant, such as the catalog's next sale start or end (docs/decisions/081).
 */
export class InvalidatedCache<V> {
  private readonly entries = new Map<string, Promise<V>>();
  private generation = 0;
  private isLive = false;
  /** Epoch ms from which nothing kept may be served; Infinity: none; undefined: passed, the next one not yet known. */
  private deadline: number | undefined = Number.POSITIVE_INFINITY;

  constructor(private readonly maxEntries = 500) {}

  /** Whether invalidations are being heard (the listening connection is up). */
  setLive(isLive: boolean): void {
    this.isLive = isLive;
    // Invalidations may have been missed while not live: start again either way.
    this.invalidate();
  }

  invalidate(): void {
    this.generation += 1;
    this.entries.clear();
  }

  /**
   * Sets the instant (epoch ms, Infinity for none) from which every entry, kept now or later, is stale: the first read
   * at or after it starts again. Entries kept while the deadline was passed and unknown are dropped now, since an
   * instant they should not have outlived may lie between their load and this call.
   */
  expireAt(at: number): void {
    if (this.deadline === undefined || Date.now() >= this.deadline) this.invalidate();
    this.deadline = at;
  }

  get size(): number {
    return this.entries.size;
  }

  async get(key: string, load: () => Promise<V>): Promise<V> {
    if (!this.isLive) return load();
    if (this.deadline !== undefined && Date.now() >= this.deadline) {
      this.deadline = undefined;
      this.invalidate();
    }
    const hit = this.entries.get(key);
    if (hit) {
      // Least recently used goes first: re-insert on every hit.
      this.entries.delete(key);
      this.entries.set(key, hit);
      return hit;
    }
    const generation = this.generation;
    const loading = load();
    this.entries.set(key, loading);
    if (this.entries.size > this.maxEntries) {
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
    try {
      return await loading;
    } catch (error) {
      if (this.entries.get(key) === loading) this.entries.delete(key);
      throw error;
    } finally {
      // Invalidated while loading: `entries` was cleared then, and a newer load may hold the key now; nothing to keep.
      if (generation !== this.generation && this.entries.get(key) === loading) this.entries.delete(key);
    }
  }
}
