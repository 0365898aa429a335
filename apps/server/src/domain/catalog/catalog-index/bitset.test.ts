import { describe, expect, it } from 'vitest';
import { anyOf, both, clearBit, countBits, emptyBits, hasBit, hasNoBits, resized, setBit } from './bitset.ts';

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

  it('knows a set is empty only when its last member, wherever it is, has gone', () => {
    const bits = emptyBits(4);
    expect(hasNoBits(bits)).toBe(true);
    setBit(bits, 3);
    setBit(bits, 127);
    clearBit(bits, 3);
    expect(hasNoBits(bits)).toBe(false);
    clearBit(bits, 127);
    expect(hasNoBits(bits)).toBe(true);
  });

  it('intersect and unite as sets do, and grow without losing members', () => {
    const a = emptyBits(2);
    const b = emptyBits(2);
    [1, 5, 40, 63].forEach((slot) => setBit(a, slot));
    [5, 40, 41].forEach((slot) => setBit(b, slot));
    expect(countBits(both(a, b))).toBe(2);
    expect(countBits(anyOf([a, b], 2))).toBe(5);
    expect(countBits(anyOf([], 2))).toBe(0);
    const grown = resized(a, 4);
    setBit(grown, 127);
    expect(countBits(grown)).toBe(5);
    expect(hasBit(grown, 63)).toBe(true);
  });
});
