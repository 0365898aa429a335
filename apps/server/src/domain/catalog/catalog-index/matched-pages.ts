import { hasBit, type Bits } from './bitset.ts';

/** Every how many matches a checkpoint is kept (64 → at most ~3 KB per filter, order and end at 50,000 products). */
const CHECKPOINT_EVERY = 64;

/** Where every CHECKPOINT_EVERY-th match stands, counted from one end of the order, as far as walks have gone. */
interface Checkpoints {
  /** positions[k]: how many places from this end the (k × CHECKPOINT_EVERY)-th match stands. */
  positions: number[];
}

/**
 * Pages of one filter's matches in one sort order. A page deep in a large catalog used to be found by walking the order
 * from its start, counting matches up to the page (36,000 steps for page 3,000 of 12): the walk was a tenth of a
 * listing miss's CPU at 50,000 products. Every walk notes where each 64th match it passes stands, from the end it
 * walks from, so the next page of the same filter and order starts at most 63 matches before it (or where the walks
 * stopped). Noting costs nothing a one-off filter would not pay anyway: no walk reads the order beyond its page.
 * Valid while the order is unchanged: `version` is the order's (SortedSlots.version), and the matches never change
 * once made (a change makes new ones).
 */
export class MatchedPages {
  private version: number | undefined;
  private fromStart: Checkpoints = { positions: [] };
  private fromEnd: Checkpoints = { positions: [] };

  constructor(private readonly matches: Bits) {}

  /** The slots of `limit` matches after `offset`, in this order (read from its end when `descending`). */
  page(order: Int32Array, version: number, descending: boolean, offset: number, limit: number): number[] {
    if (limit <= 0) return [];
    if (this.version !== version) {
      this.version = version;
      this.fromStart = { positions: [] };
      this.fromEnd = { positions: [] };
    }
    const { positions } = descending ? this.fromEnd : this.fromStart;
    const last = order.length - 1;
    // The checkpoint at or before the page's first match, if the walks reached it; else the furthest one.
    const checkpoint = Math.min(Math.floor(offset / CHECKPOINT_EVERY), positions.length - 1);
    let place = checkpoint >= 0 ? (positions[checkpoint] ?? 0) : 0;
    let seen = checkpoint >= 0 ? checkpoint * CHECKPOINT_EVERY : 0;
    const end = offset + limit;
    const page: number[] = [];
    for (; place <= last && seen < end; place += 1) {
      const slot = order[descending ? last - place : place] ?? 0;
      if (!hasBit(this.matches, slot)) continue;
      if (seen === positions.length * CHECKPOINT_EVERY) positions.push(place);
      if (seen >= offset) page.push(slot);
      seen += 1;
    }
    return page;
  }
}
