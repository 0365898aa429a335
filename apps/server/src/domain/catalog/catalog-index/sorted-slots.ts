/**
 * Slots kept in one sort order (the listing's price and title orders) and kept in order as products change: a change
 * moves its product (a binary search and one shift of the array) instead of sorting the whole catalog again, so a
 * write storm of price edits does not make the next listing sort 50,000 products twice.
 *
 * `compare` orders slots by what the index holds for them; `remove` must be called while a slot still holds what it was
 * placed by (before the index forgets or changes it), `insert` once it holds the new value.
 */
export class SortedSlots {
  private order = new Int32Array(16);
  private length = 0;
  /** Built from scratch on the next read: after a load, or when so many changed that one sort is cheaper. */
  private isStale = true;
  private changesSinceSort = 0;
  /** Each slot's place in the order (undefined while stale), made when asked for. */
  private places: Int32Array | undefined;
  /** Bumped whenever the order may have changed, so what was worked out from it can tell it is stale. */
  private changes = 0;

  constructor(
    private readonly compare: (a: number, b: number) => number,
    private readonly allSlots: () => Iterable<number>,
    /** Changes after which a full sort is cheaper than moving each one (a fraction of the catalog). */
    private readonly resortAfterChanges: (size: number) => number = (size) => Math.max(256, size >>> 4),
  ) {}

  /** The slots in order (a view: valid until the next change). */
  slots(): Int32Array {
    if (this.isStale) this.sortAll();
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
    return this.changes;
  }

  /** Everything is sorted again on the next read (after a load). */
  invalidate(): void {
    this.changes += 1;
    this.isStale = true;
    this.places = undefined;
  }

  remove(slot: number): void {
    if (this.isStale || this.tooManyChanges()) return;
    const at = this.positionOf(slot);
    if (this.order[at] !== slot) {
      // Not where its value says (it should be): sort everything on the next read rather than answer out of order.
      this.invalidate();
      return;
    }
    this.order.copyWithin(at, at + 1, this.length);
    this.length -= 1;
    this.places = undefined;
    this.changes += 1;
  }

  insert(slot: number): void {
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

  private tooManyChanges(): boolean {
    this.changesSinceSort += 1;
    if (this.changesSinceSort <= this.resortAfterChanges(this.length)) return false;
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
    this.changesSinceSort = 0;
    this.places = undefined;
    this.changes += 1;
  }
}
