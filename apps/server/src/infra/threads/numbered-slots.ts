/**
 * Values under the numbers it gives them, 1, 2, 3…, each in a slot of an array that is reused when its value is taken
 * (decision 165). For what a thread keeps only while a call is under way (a page's reply, an API call's answer), in
 * place of a `Map` from number to value.
 *
 * Why not a `Map`: a long-lived `Map` is in V8's old generation, and V8 gives it each new table (as entries come and
 * go, every few calls) in the old generation too, keeping the entries of the table it replaces. A young-generation
 * collection treats every old object as alive, so each call's value, and all it reaches (its promise, its request,
 * its page), outlived the collections that should have freed it and waited for a full one. A slot is cleared when its
 * value is taken; the array is replaced only when the calls under way outgrow it.
 */
export class NumberedSlots<T> {
  private numbers: number[];
  private values: (T | undefined)[];
  private last = 0;
  private count = 0;

  constructor(initialCapacity = 64) {
    const capacity = Math.max(2, Math.ceil(initialCapacity));
    this.numbers = new Array<number>(capacity).fill(0);
    this.values = new Array<T | undefined>(capacity).fill(undefined);
  }

  get size(): number {
    return this.count;
  }

  /** Keeps `value` under a new number, which it answers. */
  add(value: T): number {
    const number = ++this.last;
    if (this.numbers[this.slotOf(number)] !== 0) this.grow(number);
    const slot = this.slotOf(number);
    this.numbers[slot] = number;
    this.values[slot] = value;
    this.count++;
    return number;
  }

  /** The value under `number`, if it is still kept. */
  get(number: number): T | undefined {
    if (!isNumberGiven(number)) return undefined;
    const slot = this.slotOf(number);
    return this.numbers[slot] === number ? this.values[slot] : undefined;
  }

  /** The value under `number`, no longer kept. */
  take(number: number): T | undefined {
    if (!isNumberGiven(number)) return undefined;
    const slot = this.slotOf(number);
    if (this.numbers[slot] !== number) return undefined;
    const value = this.values[slot];
    this.numbers[slot] = 0;
    this.values[slot] = undefined;
    this.count--;
    return value;
  }

  /** Every value kept, oldest first, none kept any more. */
  takeAll(): T[] {
    const kept: { number: number; value: T }[] = [];
    for (let slot = 0; slot < this.numbers.length; slot++) {
      const number = this.numbers[slot] ?? 0;
      if (number !== 0) kept.push({ number, value: this.values[slot] as T });
      this.numbers[slot] = 0;
      this.values[slot] = undefined;
    }
    this.count = 0;
    return kept.sort((a, b) => a.number - b.number).map(({ value }) => value);
  }

  private slotOf(number: number): number {
    return number % this.numbers.length;
  }

  /** Doubles the arrays until every value kept and `adding` have slots of their own. */
  private grow(adding: number): void {
    const kept: { number: number; value: T | undefined }[] = [];
    for (let slot = 0; slot < this.numbers.length; slot++) {
      const number = this.numbers[slot] ?? 0;
      if (number !== 0) kept.push({ number, value: this.values[slot] });
    }
    let capacity = this.numbers.length * 2;
    while (!fitsIn(capacity, [...kept.map(({ number }) => number), adding])) capacity *= 2;
    this.numbers = new Array<number>(capacity).fill(0);
    this.values = new Array<T | undefined>(capacity).fill(undefined);
    for (const { number, value } of kept) {
      const slot = number % capacity;
      this.numbers[slot] = number;
      this.values[slot] = value;
    }
  }
}

/** Whether `number` is one `add` could have given. */
function isNumberGiven(number: number): boolean {
  return Number.isSafeInteger(number) && number > 0;
}

function fitsIn(capacity: number, numbers: readonly number[]): boolean {
  const slots = new Set(numbers.map((number) => number % capacity));
  return slots.size === numbers.length;
}
