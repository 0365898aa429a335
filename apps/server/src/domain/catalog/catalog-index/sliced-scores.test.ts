import { describe, expect, it } from 'vitest';
import { emptyBits, setBit, type Bits } from './bitset.ts';
import { SlicedScores } from './sliced-scores.ts';

/** A repeatable stream of numbers in [0, 1). */
function seeded(seed: number): () => number {
  let state = seed;
  return () => {
    state = (Math.imul(state, 1103515245) + 12345) >>> 0;
    return state / 2 ** 32;
  };
}

function randomSet(slots: number, share: number, random: () => number): Bits {
  const bits = emptyBits(Math.ceil(slots / 32));
  for (let slot = 0; slot < slots; slot += 1) if (random() < share) setBit(bits, slot);
  return bits;
}

const has = (bits: Bits, slot: number) => ((bits[slot >>> 5] ?? 0) & (1 << (slot & 31))) !== 0;

describe('scores kept as bit planes', () => {
  it('add, count and list exactly as a score per slot does, over random sets', () => {
    const random = seeded(125);
    for (let round = 0; round < 20; round += 1) {
      const slots = 1 + Math.floor(random() * 3000);
      const words = Math.ceil(slots / 32);
      const mask = randomSet(slots, 0.8, random);
      const twos = Array.from({ length: Math.floor(random() * 8) }, () => randomSet(slots, random() * 0.5, random));
      const ones = Array.from({ length: Math.floor(random() * 6) }, () => randomSet(slots, random() * 0.5, random));
      const scoredOnly = randomSet(slots, 0.3, random);
      const maxScore = 2 * twos.length + ones.length + 1;

      const expected = new Array<number>(slots).fill(0);
      for (const [sets, points] of [
        [twos, 2],
        [ones, 1],
      ] as const)
        for (const set of sets)
          for (let slot = 0; slot < slots; slot += 1)
            if (has(set, slot) && has(mask, slot)) expected[slot] = (expected[slot] ?? 0) + points;
      for (let slot = 0; slot < slots; slot += 1)
        if (has(scoredOnly, slot) && has(mask, slot) && (expected[slot] ?? 0) > 0) expected[slot] = (expected[slot] ?? 0) + 1;

      const scores = new SlicedScores();
      scores.reset(words, maxScore);
      for (const set of twos) scores.add(set, mask, 1);
      for (const set of ones) scores.add(set, mask, 0);
      scores.add(scoredOnly, mask, 0, { onlyScored: true });

      expect(Array.from({ length: slots }, (_, slot) => scores.scoreOf(slot))).toEqual(expected);
      for (let least = 1; least <= maxScore + 1; least += 1) {
        const atLeast = expected.flatMap((score, slot) => (score >= least ? [slot] : []));
        expect(scores.slotsAtLeast(least)).toEqual(atLeast);
        expect(scores.countAtLeast(least)).toBe(atLeast.length);
      }
      for (const count of [1, 12, 100]) {
        let highest = 1;
        for (let score = 2; score <= maxScore; score += 1) if (expected.filter((value) => value >= score).length >= count) highest = score;
        expect(scores.highestReachedBy(count, 2)).toBe(highest);
      }
    }
  });

  it('starts again from 0 on reset, with more planes when the scores may be higher', () => {
    const scores = new SlicedScores();
    const all = Uint32Array.of(0xffffffff);
    scores.reset(1, 1);
    scores.add(all, all, 0);
    expect(scores.countAtLeast(1)).toBe(32);
    scores.reset(1, 40);
    expect(scores.countAtLeast(1)).toBe(0);
    for (let time = 0; time < 20; time += 1) scores.add(Uint32Array.of(1 << 7), all, 1);
    expect(scores.scoreOf(7)).toBe(40);
    expect(scores.slotsAtLeast(40)).toEqual([7]);
    expect(scores.highestReachedBy(1, 2)).toBe(40);
    expect(scores.highestReachedBy(2, 2)).toBe(1);
  });
});
