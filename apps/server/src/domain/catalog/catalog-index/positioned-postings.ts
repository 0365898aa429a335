/**
 * A lexeme's products in slot order, each with its positions (decision 141). A search of two or more words (an AND:
 * "warm spicy") ranks every product having them all, thousands at 50,000 products; reading each candidate's document
 * (decision 119) reaches a cold spot of memory per candidate. From these lists the candidates are found by walking the
 * words' lists together and ranked from the lists themselves, all read in order.
 */

import { rankAndOfRanges, wordRanges, type WordRanges } from './text-search.ts';
import { entryOfNumber, positionsStart, type SearchDocuments } from './search-documents.ts';

export interface PositionedPosting {
  /** The slots whose document has the lexeme, ascending (live or not: the search checks that). */
  readonly slots: Int32Array;
  /** Where each slot's positions start in `positions`; one more, the end of the last. */
  readonly starts: Uint32Array;
  /** The positions, as the documents pack them (weight << 14 | position). */
  readonly positions: Uint16Array;
}

/** Bytes a positioned posting holds (what its budget counts). */
export function positionedPostingBytes(posting: PositionedPosting): number {
  return posting.slots.byteLength + posting.starts.byteLength + posting.positions.byteLength;
}

/**
 * The positioned posting of the lexeme numbered `number`, read from the documents of `posted` (its posting list: a
 * slot may be listed twice or no longer have it, both left out).
 */
export function positionedPosting(documents: SearchDocuments, number: number, posted: ArrayLike<number>): PositionedPosting {
  const packed = documents.packed;
  const having = new Int32Array(posted.length);
  let count = 0;
  for (let i = 0; i < posted.length; i += 1) {
    const slot = posted[i] as number;
    const at = documents.at(slot);
    if (at >= 0 && number >= 0 && entryOfNumber(packed, at, number) >= 0) having[count++] = slot;
  }
  const sorted = having.subarray(0, count).sort();
  let unique = 0;
  for (let i = 0; i < count; i += 1) if (i === 0 || sorted[i] !== sorted[i - 1]) sorted[unique++] = sorted[i] as number;
  const slots = sorted.slice(0, unique);
  // Where each slot's positions lie in the documents' array, found once: first summed, then copied.
  const from = new Uint32Array(unique);
  const starts = new Uint32Array(unique + 1);
  let total = 0;
  for (let i = 0; i < unique; i += 1) {
    const at = documents.at(slots[i] as number);
    const entry = entryOfNumber(packed, at, number);
    from[i] = positionsStart(packed, at, entry);
    starts[i] = total;
    total += positionsStart(packed, at, entry + 1) - (from[i] as number);
  }
  starts[unique] = total;
  const positions = new Uint16Array(total);
  for (let i = 0; i < unique; i += 1) {
    const start = from[i] as number;
    positions.set(packed.subarray(start, start + (starts[i + 1] as number) - (starts[i] as number)), starts[i] as number);
  }
  return { slots, starts, positions };
}

/** The first index from `from` whose slot is at least `target` (galloping: the lists may differ in length a lot). */
function advance(slots: Int32Array, from: number, target: number): number {
  if (from >= slots.length || (slots[from] as number) >= target) return from;
  let low = from;
  let step = 1;
  let high = from + 1;
  while (high < slots.length && (slots[high] as number) < target) {
    low = high;
    step *= 2;
    high = from + step;
  }
  if (high > slots.length) high = slots.length;
  // slots[low] < target; slots[high] >= target, or high is the length.
  while (low + 1 < high) {
    const middle = (low + high) >>> 1;
    if ((slots[middle] as number) < target) low = middle;
    else high = middle;
  }
  return high;
}

/** A search's products having every word, ascending by slot, with their calc_rank_and rank (reused between searches). */
export class AndMatches {
  slots = new Int32Array(1024);
  ranks = new Float32Array(1024);
  length = 0;
  private ranges: WordRanges = wordRanges(4);
  private cursors = new Int32Array(4);

  /**
   * Finds the slots in every one of `postings` (a query's words, in the order ts_rank pairs them) and ranks each as
   * ts_rank ranks an AND of them.
   */
  collect(postings: readonly PositionedPosting[]): this {
    this.length = 0;
    const words = postings.length;
    if (words === 0) return this;
    if (this.cursors.length < words) {
      this.cursors = new Int32Array(words * 2);
      this.ranges = wordRanges(words * 2);
    }
    const { cursors, ranges } = this;
    cursors.fill(0, 0, words);
    let shortest = 0;
    for (let i = 0; i < words; i += 1) {
      ranges.arrays[i] = (postings[i] as PositionedPosting).positions;
      if ((postings[i] as PositionedPosting).slots.length < (postings[shortest] as PositionedPosting).slots.length) shortest = i;
    }
    const lead = (postings[shortest] as PositionedPosting).slots;
    candidates: for (let n = 0; n < lead.length; n += 1) {
      const slot = lead[n] as number;
      for (let i = 0; i < words; i += 1) {
        const posting = postings[i] as PositionedPosting;
        const at = i === shortest ? n : advance(posting.slots, cursors[i] as number, slot);
        cursors[i] = at;
        if (at >= posting.slots.length) break candidates;
        if (posting.slots[at] !== slot) continue candidates;
        ranges.starts[i] = posting.starts[at] as number;
        ranges.ends[i] = posting.starts[at + 1] as number;
      }
      this.push(slot, rankAndOfRanges(ranges, words));
    }
    return this;
  }

  private push(slot: number, rank: number): void {
    if (this.length === this.slots.length) {
      const slots = new Int32Array(this.length * 2);
      const ranks = new Float32Array(this.length * 2);
      slots.set(this.slots);
      ranks.set(this.ranks);
      this.slots = slots;
      this.ranks = ranks;
    }
    this.slots[this.length] = slot;
    this.ranks[this.length] = rank;
    this.length += 1;
  }
}
