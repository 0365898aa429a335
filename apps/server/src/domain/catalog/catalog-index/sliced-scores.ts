import { popcount32, type Bits } from './bitset.ts';

/**
 * Small whole-number scores of every catalog slot, kept as bit planes: plane k holds bit k of each slot's score, 32
 * slots a word, a word's planes side by side. Similar scents score the whole catalog on each miss (decision 125):
 * adding a note's set of products is a ripple-carry add over its words, and the slots at or above a score are a
 * comparison of the planes, word by word. Nothing is read or written slot by slot until the few that place are known.
 */
export class SlicedScores {
  private planes = new Uint32Array(0);
  private planeCount = 1;
  private words = 0;
  private maxScore = 0;

  /** Starts again: `words` words of slots (32 each), every score 0, scores up to `maxScore` kept. */
  reset(words: number, maxScore: number): void {
    this.planeCount = Math.max(1, 32 - Math.clz32(maxScore));
    this.words = words;
    this.maxScore = maxScore;
    const size = words * this.planeCount;
    if (this.planes.length < size) this.planes = new Uint32Array(Math.ceil(size * 1.25));
    this.planes.fill(0, 0, size);
  }

  /**
   * Adds 2^`weight` (1 for 0, 2 for 1, …) to the score of each slot in both `bits` and `mask`; with `onlyScored`, only
   * to those already above 0. A sum past the `maxScore` given to `reset` is not kept.
   */
  add(bits: Bits, mask: Bits, weight: number, { onlyScored = false } = {}): void {
    const planes = this.planes;
    const count = this.planeCount;
    const words = Math.min(this.words, bits.length, mask.length);
    for (let word = 0, base = 0; word < words; word += 1, base += count) {
      let carry = (bits[word] as number) & (mask[word] as number);
      if (carry === 0) continue;
      if (onlyScored) {
        let scored = 0;
        for (let plane = 0; plane < count; plane += 1) scored |= planes[base + plane] as number;
        carry &= scored;
      }
      // The carry rippled up every plane above, without a branch: where it stops is as random as the scores.
      for (let plane = base + weight, top = base + count; plane < top; plane += 1) {
        const held = planes[plane] as number;
        planes[plane] = held ^ carry;
        carry &= held;
      }
    }
  }

  /** How many slots score `least` or more (at least 1: the words' unused slots score 0). */
  countAtLeast(least: number): number {
    let count = 0;
    for (let word = 0; word < this.words; word += 1) count += popcount32(this.atLeastIn(word, least));
    return count;
  }

  /**
   * The highest score from `floor` up that `count` slots or more reach, or `floor - 1` when fewer reach `floor`: a
   * halving search over the scores, each step a count of the slots at or above one.
   */
  highestReachedBy(count: number, floor: number): number {
    if (floor > this.maxScore || this.countAtLeast(floor) < count) return floor - 1;
    let low = floor;
    let high = this.maxScore;
    while (low < high) {
      const middle = (low + high + 1) >>> 1;
      if (this.countAtLeast(middle) >= count) low = middle;
      else high = middle - 1;
    }
    return low;
  }

  /** The slots scoring `least` or more (at least 1), in slot order. */
  slotsAtLeast(least: number): number[] {
    const found: number[] = [];
    for (let word = 0; word < this.words; word += 1) {
      let bits = this.atLeastIn(word, least);
      while (bits !== 0) {
        const lowest = bits & -bits;
        found.push(word * 32 + (31 - Math.clz32(lowest)));
        bits ^= lowest;
      }
    }
    return found;
  }

  /** One slot's score. */
  scoreOf(slot: number): number {
    const base = (slot >>> 5) * this.planeCount;
    const bit = slot & 31;
    let score = 0;
    for (let plane = 0; plane < this.planeCount; plane += 1) score |= (((this.planes[base + plane] as number) >>> bit) & 1) << plane;
    return score;
  }

  /** The slots of one word scoring `least` or more: the planes compared with `least` from the highest bit down. */
  private atLeastIn(word: number, least: number): number {
    if (least <= 0) return -1;
    if (least >>> this.planeCount !== 0) return 0;
    const base = word * this.planeCount;
    let above = 0;
    let equal = -1;
    for (let plane = this.planeCount - 1; plane >= 0; plane -= 1) {
      const bits = this.planes[base + plane] as number;
      if (((least >>> plane) & 1) === 1) equal &= bits;
      else {
        above |= equal & bits;
        equal &= ~bits;
      }
    }
    return above | equal;
  }
}
