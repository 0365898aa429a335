/**
 * Sets of catalog slots as bit arrays (one bit per slot, 32 per word): the catalog index's filters and facet counts
 * are ANDs, ORs and population counts over them, a few thousand word operations for 50,000 products.
 */
export type Bits = Uint32Array;

export function emptyBits(words: number): Bits {
  return new Uint32Array(words);
}

export function setBit(bits: Bits, slot: number): void {
  bits[slot >>> 5] = (bits[slot >>> 5] ?? 0) | (1 << (slot & 31));
}

export function clearBit(bits: Bits, slot: number): void {
  bits[slot >>> 5] = (bits[slot >>> 5] ?? 0) & ~(1 << (slot & 31));
}

export function hasBit(bits: Bits, slot: number): boolean {
  return ((bits[slot >>> 5] ?? 0) & (1 << (slot & 31))) !== 0;
}

/** Bits set in one word (the classic SWAR count). */
export function popcount32(word: number): number {
  let v = word - ((word >>> 1) & 0x55555555);
  v = (v & 0x33333333) + ((v >>> 2) & 0x33333333);
  return (((v + (v >>> 4)) & 0x0f0f0f0f) * 0x01010101) >>> 24;
}

/** The bits set in `bits` (in its first `words` words: the rest may be known to be empty). */
export function countBits(bits: Bits, words = bits.length): number {
  let count = 0;
  for (let i = 0; i < words; i += 1) count += popcount32(bits[i] ?? 0);
  return count;
}

/**
 * Whether no bit is set. Stops at the first word with one: a set that has just lost a product usually still holds
 * others early on, where counting every bit read all ~1,600 words at 50,000 products for each value of each product
 * a write storm re-read.
 */
export function hasNoBits(bits: Bits): boolean {
  for (let i = 0; i < bits.length; i += 1) if (bits[i] !== 0) return false;
  return true;
}

/** a ∧ b, into a new set as long as `a` (over the first `words` words; the rest left empty). */
export function both(a: Bits, b: Bits, words = a.length): Bits {
  const out = new Uint32Array(a.length);
  for (let i = 0; i < words; i += 1) out[i] = (a[i] ?? 0) & (b[i] ?? 0);
  return out;
}

/** The union of `sets` (empty when there are none). */
export function anyOf(sets: readonly Bits[], words: number, usedWords = words): Bits {
  const out = new Uint32Array(words);
  for (const set of sets) for (let i = 0; i < usedWords; i += 1) out[i] = (out[i] ?? 0) | (set[i] ?? 0);
  return out;
}

/** A copy `words` long (longer: zero-filled), for when the index grows. */
export function resized(bits: Bits, words: number): Bits {
  const out = new Uint32Array(words);
  out.set(bits.subarray(0, Math.min(words, bits.length)));
  return out;
}
