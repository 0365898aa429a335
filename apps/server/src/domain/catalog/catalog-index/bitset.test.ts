import { describe, expect, it } from 'vitest';
import { anyOf, both, clearBit, countBits, countBoth, counterOver, emptyBits, hasBit, resized, setBit } from './bitset.ts';

describe('bit sets of catalog slots', () => {
  it('set, clear and count across word edges', () => {
    const bits = emptyBits(3);
    for (const slot of [0, 31, 32, 63, 64, 95]) setBit(bits, slot);
    expect(countBits(bits)).toBe(6);
    expect(hasBit(bits, 31) && hasBit(bits, 32) && !hasBit(bits, 33)).toBe(true);
    clearBit(bits, 31);
    expect(hasBit(bits, 31)).toBe(false);
    expect(countBits(bits)).toBe(5);
  });

  it('intersect and unite as sets do, and grow without losing members', () => {
    const a = emptyBits(2);
    const b = emptyBits(2);
    [1, 5, 40, 63].forEach((slot) => setBit(a, slot));
    [5, 40, 41].forEach((slot) => setBit(b, slot));
    expect(countBoth(a, b)).toBe(2);
    expect(countBits(both(a, b))).toBe(2);
    expect(countBits(anyOf([a, b], 2))).toBe(5);
    expect(countBits(anyOf([], 2))).toBe(0);
    const grown = resized(a, 4);
    setBit(grown, 127);
    expect(countBits(grown)).toBe(5);
    expect(hasBit(grown, 63)).toBe(true);
  });

  it('counts many sets against one base as countBoth does, for sparse and dense bases', () => {
    let state = 7;
    const random = () => (state = (Math.imul(state, 1664525) + 1013904223) >>> 0) / 2 ** 32;
    const words = 200;
    const randomSet = (share: number) => {
      const bits = emptyBits(words);
      for (let slot = 0; slot < words * 32; slot += 1) if (random() < share) setBit(bits, slot);
      return bits;
    };
    for (const share of [0, 0.0005, 0.005, 0.05, 0.5, 1]) {
      const base = randomSet(share);
      const count = counterOver(base, words);
      for (const setShare of [0, 0.01, 0.3, 1]) {
        const set = randomSet(setShare);
        expect(count(set)).toBe(countBoth(set, base, words));
      }
    }
    // Words past `words` are never read, in either way of counting.
    const base = randomSet(0.001);
    const full = randomSet(1);
    expect(counterOver(base, 100)(full)).toBe(countBoth(full, base, 100));
  });
});
