/** Lists longer than this are kept in an Int32Array; shorter ones (most lexemes belong to one product) in an array. */
const TYPED_FROM = 32;

/**
 * A growable list of slots: a posting list (the products having a lexeme or a trigram). A long list is one Int32Array,
 * four bytes a slot instead of a JavaScript array's eight; a short one stays a plain array, since a typed array's own
 * bookkeeping (~200 bytes) would outweigh its few slots, and at 50,000 products most lexemes are one product's.
 */
export class SlotList {
  private slots: number[] | Int32Array = [];
  private count = 0;

  get length(): number {
    return this.count;
  }

  push(slot: number): void {
    if (Array.isArray(this.slots)) {
      this.slots.push(slot);
      this.count += 1;
      if (this.count > TYPED_FROM) this.slots = Int32Array.from(this.slots);
      return;
    }
    if (this.count === this.slots.length) {
      const grown = new Int32Array(this.slots.length * 2);
      grown.set(this.slots);
      this.slots = grown;
    }
    this.slots[this.count] = slot;
    this.count += 1;
  }

  /** The slots (valid until the next push). */
  view(): ArrayLike<number> & Iterable<number> {
    return Array.isArray(this.slots) ? this.slots : this.slots.subarray(0, this.count);
  }

  /** Gives back the room kept for growth (after a whole load, when most lists are complete). */
  trim(): void {
    if (!Array.isArray(this.slots) && this.slots.length > this.count) this.slots = this.slots.slice(0, this.count);
  }
}
