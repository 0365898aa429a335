import { Doorkeeper } from './doorkeeper.ts';

/**
 * An in-process cache that is correct only while it hears every invalidation (docs/decisions/062): it serves
 * entries while `live`, forgets everything on `invalidate()`, and loads straight from the source while not live.
 * Concurrent misses of one key share one load. A load that was under way when an invalidation came is handed to
 * its callers but not kept. Entries may also share a deadline (`expireAt`): what the cache holds changes by itself
 * at a known instant, such as the catalog's next sale start or end (docs/decisions/081). It may keep only what is
 * asked for a second time (decision 116).
 */
const MAX_REMEMBERED_DROPS = 1000;

/** The tags a drop names: a set, or an object that answers for each tag an entry carries (decision 169). */
export type DroppedTags = Pick<ReadonlySet<string>, 'has' | 'size'>;

export class InvalidatedCache<V> {
  private readonly entries = new Map<string, Promise<V>>();
  /**
   * Each kept entry's tags (decision 099). A drop finds its entries by reading them (decision 155): drops are rare next
   * to the misses that keep entries, and an index of keys by tag cost each miss and each eviction ~30 map writes.
   */
  private readonly tagsOfKey = new Map<string, readonly string[]>();
  /** Recent tag drops, so a load that a drop overtook is not kept (see `get`). */
  private readonly drops: Array<{ seq: number; tags: DroppedTags }> = [];
  private dropSeq = 0;
  private generation = 0;
  private isLive = false;
  /** Epoch ms from which nothing kept may be served; Infinity: none; undefined: passed, the next one not yet known. */
  private deadline: number | undefined = Number.POSITIVE_INFINITY;
  /** What goes at the deadline: the entries under these tags, or every entry (undefined). */
  private deadlineTags: readonly string[] | undefined;

  /** With `keep: 'from the second ask'`: the keys asked for lately (decision 116). */
  private readonly doorkeeper: Doorkeeper | undefined;

  constructor(
    private readonly maxEntries = 500,
    /** What an entry depends on: dropping any of these tags drops it. Untagged entries go only with `invalidate()`. */
    private readonly readTags: (value: V) => readonly string[] = () => [],
    /**
     * Which misses are kept: every one, or only a key asked for before (among the last 4–8 × maxEntries keys asked
     * for); a key's first ask is then loaded for its caller alone.
     */
    { keep = 'every miss' }: { keep?: 'every miss' | 'from the second ask' } = {},
  ) {
    this.doorkeeper = keep === 'from the second ask' ? new Doorkeeper(maxEntries * 4) : undefined;
  }

  /** Whether invalidations are being heard (the listening connection is up). */
  setLive(isLive: boolean): void {
    this.isLive = isLive;
    // Invalidations may have been missed while not live: start again either way.
    this.invalidate();
  }

  invalidate(): void {
    this.generation += 1;
    this.entries.clear();
    this.tagsOfKey.clear();
  }

  /** Drops every entry tagged with one of `tags` (and any load under way that turns out to carry one). */
  invalidateTags(tags: Iterable<string> | DroppedTags): void {
    const dropped: DroppedTags = 'has' in tags ? tags : new Set(tags);
    if (dropped.size === 0) return;
    this.dropSeq += 1;
    this.drops.push({ seq: this.dropSeq, tags: dropped });
    if (this.drops.length > MAX_REMEMBERED_DROPS) this.drops.shift();
    for (const [key, tagsOfEntry] of this.tagsOfKey) if (holdsAny(tagsOfEntry, dropped)) this.forget(key);
  }

  private forget(key: string): void {
    this.entries.delete(key);
    this.tagsOfKey.delete(key);
  }

  /** Whether a tag drop made after `sinceSeq` names one of `tags` (or may have: older drops are not remembered). */
  private droppedSince(sinceSeq: number, tags: readonly string[]): boolean {
    if (sinceSeq === this.dropSeq) return false;
    const oldest = this.drops[0];
    if (!oldest || oldest.seq > sinceSeq + 1) return true;
    return this.drops.some((drop) => drop.seq > sinceSeq && tags.some((tag) => drop.tags.has(tag)));
  }

  /**
   * Sets the instant (epoch ms, Infinity for none) from which the entries under `tags` (every entry, kept now or later,
   * when no tags are given) are stale: the first read at or after it drops them. A deadline that passed unread drops
   * its entries now. Without tags, entries kept while the deadline was passed and unknown are dropped too, since an
   * instant they should not have outlived may lie between their load and this call; with tags, the caller has dropped
   * what any such instant changed (SaleEdgeWatch does, decision 121).
   */
  expireAt(at: number, tags?: readonly string[]): void {
    if (this.deadline !== undefined && Date.now() >= this.deadline) this.dropAtDeadline();
    else if (this.deadline === undefined && tags === undefined) this.invalidate();
    this.deadline = at;
    this.deadlineTags = tags;
  }

  private dropAtDeadline(): void {
    if (this.deadlineTags) this.invalidateTags(this.deadlineTags);
    else this.invalidate();
  }

  get size(): number {
    return this.entries.size;
  }

  /** Whether `key` is held (kept or loading). */
  has(key: string): boolean {
    return this.entries.has(key);
  }

  keys(): string[] {
    return [...this.entries.keys()];
  }

  /** The tags a kept entry is held under. */
  tagsOf(key: string): readonly string[] | undefined {
    return this.tagsOfKey.get(key);
  }

  async get(key: string, load: () => Promise<V>): Promise<V> {
    if (!this.isLive) return load();
    if (this.deadline !== undefined && Date.now() >= this.deadline) {
      this.dropAtDeadline();
      this.deadline = undefined;
    }
    const hit = this.entries.get(key);
    if (hit) {
      // Least recently used goes first: re-insert on every hit.
      this.entries.delete(key);
      this.entries.set(key, hit);
      return hit;
    }
    if (this.doorkeeper && !this.doorkeeper.askedBefore(key)) return load();
    const generation = this.generation;
    const loading = load();
    this.entries.set(key, loading);
    if (this.entries.size > this.maxEntries) {
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.forget(oldest);
    }
    const dropSeq = this.dropSeq;
    let value: V;
    try {
      value = await loading;
    } catch (error) {
      if (this.entries.get(key) === loading) this.entries.delete(key);
      throw error;
    }
    if (this.entries.get(key) !== loading) return value;
    // Invalidated while loading (`entries` was cleared then), or one of its tags dropped since: nothing to keep.
    const tags = this.readTags(value);
    if (generation !== this.generation || this.droppedSince(dropSeq, tags)) {
      this.entries.delete(key);
      return value;
    }
    this.tagsOfKey.set(key, tags);
    return value;
  }
}

function holdsAny(tags: readonly string[], dropped: DroppedTags): boolean {
  for (let i = 0; i < tags.length; i += 1) if (dropped.has(tags[i] as string)) return true;
  return false;
}
