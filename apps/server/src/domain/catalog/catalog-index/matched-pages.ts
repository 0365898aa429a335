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

  /** `count`: how many slots `matches` holds. */
  constructor(
    private readonly matches: Bits,
    private readonly count: number,
  ) {}

  /** The slots of `limit` matches after `offset`, in this order (read from its end when `descending`). */
  page(order: SortOrder, descending: boolean, offset: number, limit: number): number[] {
    if (limit <= 0 || offset >= this.count) return [];
    const slots = order.slots();
    if (this.version !== order.version) {
      this.version = order.version;
      this.fromStart = { positions: [] };
      this.fromEnd = { positions: [] };
    }
    const { positions } = descending ? this.fromEnd : this.fromStart;
    // The checkpoint at or before the page's first match, if the walks reached it; else the furthest one.
    const checkpoint = Math.min(Math.floor(offset / CHECKPOINT_EVERY), positions.length - 1);
    const start = checkpoint >= 0 ? { place: positions[checkpoint] ?? 0, seen: checkpoint * CHECKPOINT_EVERY } : { place: 0, seen: 0 };
    // A walk reads about (matches to pass) × (places per match) places; picking the page out of every match's place
    // reads each match a few times. A selective filter's deep page is picked, a common filter's page walked.
    const walk = ((offset + limit - start.seen) * slots.length) / this.count;
    if (walk > this.count * PICK_COST + this.matches.length) return this.picked(order.placeOf(), slots, descending, offset, limit);
    return this.walked(slots, positions, descending, start, offset, limit);
  }

  /** The page read along the order from `start`, noting the checkpoints it passes. */
  private walked(
    slots: Int32Array,
    positions: number[],
    descending: boolean,
    start: { place: number; seen: number },
    offset: number,
    limit: number,
  ): number[] {
    const last = slots.length - 1;
    const end = offset + limit;
    const page: number[] = [];
    let { place, seen } = start;
    for (; place <= last && seen < end; place += 1) {
      const slot = slots[descending ? last - place : place] ?? 0;
      if (!hasBit(this.matches, slot)) continue;
      if (seen === positions.length * CHECKPOINT_EVERY) positions.push(place);
      if (seen >= offset) page.push(slot);
      seen += 1;
    }
    return page;
  }

  /** The page picked out of every match's place in the order (quickselect of its first and last, then a sort). */
  private picked(placeOf: Int32Array, slots: Int32Array, descending: boolean, offset: number, limit: number): number[] {
    const places = new Int32Array(this.count);
    let found = 0;
    for (let i = 0; i < this.matches.length; i += 1) {
      let word = this.matches[i] ?? 0;
      while (word !== 0) {
        const lowest = word & -word;
        word ^= lowest;
        places[found] = placeOf[(i << 5) + 31 - Math.clz32(lowest)] ?? 0;
        found += 1;
      }
    }
    // From the end: the same matches counted from the start.
    const first = descending ? Math.max(0, this.count - offset - limit) : offset;
    const end = descending ? this.count - offset : Math.min(this.count, offset + limit);
    selectNth(places, first, 0, this.count);
    if (end < this.count) selectNth(places, end, first, this.count);
    const page = Array.from(places.subarray(first, end).sort(), (place) => slots[place] ?? 0);
    return descending ? page.reverse() : page;
  }
}

/** What a page needs of a sort order (SortedSlots). */
export interface SortOrder {
  slots(): Int32Array;
  placeOf(): Int32Array;
  readonly version: number;
}

/** Reads per match a pick costs, against one read per place a walk costs (measured: the pick's reads are slower). */
const PICK_COST = 4;

/**
 * Moves the values of `values[from, to)` so that `values[nth]` holds what it would in sorted order, every value before
 * it smaller and every one after larger (the values are distinct places; Hoare's partition, middle pivot).
 */
function selectNth(values: Int32Array, nth: number, from: number, to: number): void {
  let low = from;
  let high = to - 1;
  while (low < high) {
    const pivot = values[(low + high) >>> 1] ?? 0;
    let i = low;
    let j = high;
    while (i <= j) {
      while ((values[i] ?? 0) < pivot) i += 1;
      while ((values[j] ?? 0) > pivot) j -= 1;
      if (i <= j) {
        const swap = values[i] ?? 0;
        values[i] = values[j] ?? 0;
        values[j] = swap;
        i += 1;
        j -= 1;
      }
    }
    if (nth <= j) high = j;
    else if (nth >= i) low = i;
    else return;
  }
}
