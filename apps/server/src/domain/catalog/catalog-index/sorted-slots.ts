/**
 * Slots kept in one sort order (the listing's price and title orders) and kept in order as products change: a change
 * moves its product (a binary search and one shift of the array) instead of sorting the whole catalog again, so a
 * write storm of price edits does not make the next listing sort 50,000 products twice.
 *
 * `compare` orders slots by what the index holds for them; `remove` must be called while a slot still holds what it was
 * placed by (before the index forgets or changes it), `insert` once it holds the new value. A slot removed and inserted
 * again where it stood (a price edit, in the title order) moves nothing and counts as no change: a storm of price edits
 * used to sort the title order again from scratch (~33 ms at 50,000 products) after every 1,600 edited products.
 */
export class SortedSlots {
  private order = new Int32Array(16);
  private length = 0;
  /** Built from scratch on the next read: after a load, or when so many changed that one sort is cheaper. */
  private isStale = true;
  /** Moves since the order was last read or sorted (see `tooManyChanges`). */
  private changesUnread = 0;
  /** Each slot's place in the order (undefined while stale), made when asked for. */
  private places: Int32Array | undefined;
  /** Bumped whenever the order may have changed, so what was worked out from it can tell it is stale. */
  private changes = 0;
  /** The slot `remove` found and left in its place until the next change: put back where it stood, nothing moves. */
  private leaving: { slot: number; at: number } | undefined;

  constructor(
    private readonly compare: (a: number, b: number) => number,
    private readonly allSlots: () => Iterable<number>,
    /** Changes between two reads after which one full sort is cheaper than moving each one (a fraction of the catalog). */
    private readonly resortAfterChanges: (size: number) => number = (size) => Math.max(256, size >>> 4),
  ) {}

  /** The slots in order (a view: valid until the next change). */
  slots(): Int32Array {
    this.letLeave();
    if (this.isStale) this.sortAll();
    this.changesUnread = 0;
    return this.order.subarray(0, this.length);
  }

  /** Each slot's place in the order, for comparisons that tie-break by it (a view: valid until the next change). */
  placeOf(): Int32Array {
    const slots = this.slots();
    if (!this.places) {
      let size = 0;
      for (const slot of slots) size = Math.max(size, slot + 1);
      const places = new Int32Array(size);
      slots.forEach((slot, place) => (places[slot] = place));
      this.places = places;
    }
    return this.places;
  }

  /** Counts the order's changes: equal numbers, the same order (for what is kept about it, see MatchedPages). */
  get version(): number {
    // A slot removed and not yet put back has left the order as it will be read.
    this.letLeave();
    return this.changes;
  }

  /** Everything is sorted again on the next read (after a load). */
  invalidate(): void {
    this.leaving = undefined;
    this.changes += 1;
    this.isStale = true;
    this.places = undefined;
  }

  remove(slot: number): void {
    this.letLeave();
    if (this.isStale) return;
    const at = this.positionOf(slot);
    if (this.order[at] !== slot) {
      // Not where its value says (it should be): sort everything on the next read rather than answer out of order.
      this.invalidate();
      return;
    }
    this.leaving = { slot, at };
  }

  insert(slot: number): void {
    const leaving = this.leaving;
    if (leaving?.slot === slot && this.fitsAt(slot, leaving.at)) {
      this.leaving = undefined;
      return;
    }
    this.letLeave();
    if (this.isStale || this.tooManyChanges()) return;
    const at = this.positionOf(slot);
    if (this.length === this.order.length) {
      const grown = new Int32Array(Math.max(16, this.order.length * 2));
      grown.set(this.order.subarray(0, this.length));
      this.order = grown;
    }
    this.order.copyWithin(at + 1, at, this.length);
    this.order[at] = slot;
    this.length += 1;
    this.places = undefined;
    this.changes += 1;
  }

  /** Takes out the slot `remove` left in its place, now that something else comes first. */
  private letLeave(): void {
    const leaving = this.leaving;
    if (!leaving) return;
    this.leaving = undefined;
    if (this.isStale || this.tooManyChanges()) return;
    this.order.copyWithin(leaving.at, leaving.at + 1, this.length);
    this.length -= 1;
    this.places = undefined;
    this.changes += 1;
  }

  /** Whether `slot`, as it now compares, sorts between the slots either side of position `at` (where it stands). */
  private fitsAt(slot: number, at: number): boolean {
    const before = at > 0 ? this.order[at - 1] : undefined;
    const after = at + 1 < this.length ? this.order[at + 1] : undefined;
    return (before === undefined || this.compare(before, slot) < 0) && (after === undefined || this.compare(slot, after) < 0);
  }

  /** The first position whose slot does not sort before `slot`. */
  private positionOf(slot: number): number {
    let low = 0;
    let high = this.length;
    while (low < high) {
      const middle = (low + high) >>> 1;
      if (this.compare(this.order[middle] ?? 0, slot) < 0) low = middle + 1;
      else high = middle;
    }
    return low;
  }

  /**
   * Whether so many moves came since the order was last read that one sort at the next read costs less (a bulk edit of
   * thousands of products). Counted from the last read, not the last sort: a sort makes the next move no cheaper, so
   * sorting again every n/16 moves while shoppers read in between (a write storm) only added a ~10–60 ms pause.
   */
  private tooManyChanges(): boolean {
    this.changesUnread += 1;
    if (this.changesUnread <= this.resortAfterChanges(this.length)) return false;
    this.invalidate();
    return true;
  }

  private sortAll(): void {
    const slots = Int32Array.from(this.allSlots());
    // A typed array sorts with a comparator too, without boxing each slot.
    slots.sort(this.compare);
    this.order = slots;
    this.length = slots.length;
    this.isStale = false;
    this.changesUnread = 0;
    this.places = undefined;
    this.changes += 1;
  }
}
