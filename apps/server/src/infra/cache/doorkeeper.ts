/**
 * Remembers which keys were asked for lately, so a cache can keep only what is asked for a second time (decision 116):
 * a shopper's own filters, sort and page are most often asked for once, and keeping each such answer cost more than
 * it saved (a 50 KB answer outlives a young-generation collection in the cache, is copied into the old generation, and
 * every 100 MB of those costs a full mark of the heap). Two Bloom filters of 2^17 bits, two hashes each: the newer
 * takes every key, the older is what the newer was before it had taken `capacity` keys, so a key is remembered for
 * between `capacity` and twice that many other keys. A false "seen" (~0.4% at capacity) only keeps an answer early.
 */
const BITS = 1 << 17;
const WORDS = BITS / 32;

export class Doorkeeper {
  private newer = new Uint32Array(WORDS);
  private older = new Uint32Array(WORDS);
  private taken = 0;

  constructor(private readonly capacity: number) {}

  /** Whether `key` was asked for since the filters last turned over; it is remembered from now either way. */
  askedBefore(key: string): boolean {
    const first = fnv1a(key);
    const second = mix(first);
    const seen = (has(this.newer, first) && has(this.newer, second)) || (has(this.older, first) && has(this.older, second));
    if (!seen) {
      if (this.taken >= this.capacity) this.turnOver();
      set(this.newer, first);
      set(this.newer, second);
      this.taken += 1;
    }
    return seen;
  }

  private turnOver(): void {
    const emptied = this.older;
    emptied.fill(0);
    this.older = this.newer;
    this.newer = emptied;
    this.taken = 0;
  }
}

function has(bits: Uint32Array, hash: number): boolean {
  const bit = hash & (BITS - 1);
  return ((bits[bit >>> 5] ?? 0) & (1 << (bit & 31))) !== 0;
}

function set(bits: Uint32Array, hash: number): void {
  const bit = hash & (BITS - 1);
  bits[bit >>> 5] = (bits[bit >>> 5] ?? 0) | (1 << (bit & 31));
}

/** FNV-1a over the key's UTF-16 code units. */
function fnv1a(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

/** A second hash from the first (MurmurHash3's finaliser), independent enough for two Bloom positions. */
function mix(hash: number): number {
  let value = hash;
  value ^= value >>> 16;
  value = Math.imul(value, 0x85ebca6b);
  value ^= value >>> 13;
  value = Math.imul(value, 0xc2b2ae35);
  value ^= value >>> 16;
  return value >>> 0;
}
