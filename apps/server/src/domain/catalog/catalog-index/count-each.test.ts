import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import wabt from 'wabt';
import { emptyBits, hasBit, setBit } from './bitset.ts';
import { COUNT_EACH_WASM, SetCounter } from './count-each.ts';

function randomSource(seed: number) {
  let state = seed;
  return () => (state = (Math.imul(state, 1664525) + 1013904223) >>> 0) / 2 ** 32;
}

/** |a ∧ b| over the first `words` words, bit by bit. */
function countByHand(a: Uint32Array, b: Uint32Array, words: number): number {
  let count = 0;
  for (let slot = 0; slot < words * 32; slot += 1) if (hasBit(a, slot) && hasBit(b, slot)) count += 1;
  return count;
}

describe('counting many sets against one base in WebAssembly', () => {
  it('counts as bit by bit, for odd and even word counts, any run of the sets, and after the sets change', () => {
    const random = randomSource(17);
    const counter = new SetCounter();
    for (const [version, words] of [
      [1, 1],
      [2, 37],
      [3, 38],
      [4, 1_563],
      [5, 1_563],
    ] as const) {
      const sets = Array.from({ length: 30 }, (_, k) => {
        const bits = emptyBits(words + 3);
        const share = [0, 0.01, 0.3, 1][k % 4] ?? 0.5;
        for (let slot = 0; slot < (words + 3) * 32; slot += 1) if (random() < share) setBit(bits, slot);
        return bits;
      });
      counter.hold(sets, words, version);
      for (const share of [0.001, 0.2, 1]) {
        const base = emptyBits(words + 3);
        for (let slot = 0; slot < (words + 3) * 32; slot += 1) if (random() < share) setBit(base, slot);
        expect([...counter.count(base, 0, sets.length)]).toEqual(sets.map((set) => countByHand(set, base, words)));
        expect([...counter.count(base, 7, 5)]).toEqual(sets.slice(7, 12).map((set) => countByHand(set, base, words)));
      }
    }
  });

  it('copies the sets again for a new version, and not for the same one', () => {
    const counter = new SetCounter();
    const set = emptyBits(2);
    setBit(set, 3);
    const base = emptyBits(2);
    setBit(base, 3);
    setBit(base, 40);
    counter.hold([set], 2, 1);
    setBit(set, 40);
    counter.hold([set], 2, 1);
    expect([...counter.count(base, 0, 1)]).toEqual([1]);
    counter.hold([set], 2, 2);
    expect([...counter.count(base, 0, 1)]).toEqual([2]);
    expect(() => counter.count(base, 0, 2)).toThrow(/does not hold/);
  });

  it('holds the bytes count-each.wat compiles to', async () => {
    const source = readFileSync(new URL('./count-each.wat', import.meta.url), 'utf8');
    const compiled = (await wabt()).parseWat('count-each.wat', source).toBinary({}).buffer;
    expect(Buffer.from(compiled).toString('base64')).toBe(COUNT_EACH_WASM);
  });
});
