import { describe, expect, it } from 'vitest';
import { countBits, emptyBits, hasBit, setBit } from './bitset.ts';
import { MatchedPages } from './matched-pages.ts';
import { SortedSlots } from './sorted-slots.ts';

function randomSource(seed: number) {
  let state = seed;
  return () => (state = (Math.imul(state, 1664525) + 1013904223) >>> 0) / 2 ** 32;
}

/** Slots with random keys below `range`, kept sorted by key then slot, never re-sorted from scratch after a change. */
function randomOrder(random: () => number, slots: number, range: number) {
  const keys = new Map<number, number>();
  for (let slot = 0; slot < slots; slot += 1) keys.set(slot, Math.floor(random() * range));
  const order = new SortedSlots(
    (a, b) => (keys.get(a) ?? 0) - (keys.get(b) ?? 0) || a - b,
    () => keys.keys(),
    () => Number.POSITIVE_INFINITY,
  );
  return { keys, order };
}

/** The page as a shopper expects it: every match in order (reversed when descending), cut at offset and limit. */
function pageByHand(order: Int32Array, matches: Uint32Array, descending: boolean, offset: number, limit: number): number[] {
  const all = [...order].filter((slot) => hasBit(matches, slot));
  if (descending) all.reverse();
  return all.slice(offset, offset + limit);
}

describe('pages of a filter in a sort order', () => {
  it('gives every page of every page size as the whole list cut by hand, from the start and the end', () => {
    const random = randomSource(11);
    const slots = 6_000;
    const { order } = randomOrder(random, slots, 5_000);
    for (const share of [1, 0.5, 0.05, 0.001]) {
      const matches = emptyBits(Math.ceil(slots / 32));
      for (let slot = 0; slot < slots; slot += 1) if (random() < share) setBit(matches, slot);
      const pages = new MatchedPages(matches, countBits(matches));
      const inOrder = [...order.slots()].filter((slot) => hasBit(matches, slot));
      const fromEnd = [...inOrder].reverse();
      const count = inOrder.length;
      for (const limit of [12, 48]) {
        // Deep pages first (their walks note checkpoints), then every page through the noted ones, then one past the end.
        for (const page of [Math.ceil(count / limit), ...Array.from({ length: Math.ceil(count / limit) + 1 }, (_, i) => i + 1)]) {
          for (const descending of [false, true]) {
            const offset = (page - 1) * limit;
            expect(pages.page(order, descending, offset, limit)).toEqual((descending ? fromEnd : inOrder).slice(offset, offset + limit));
          }
        }
      }
    }
  });

  it('answers from the order as it is now after the order changes', () => {
    const random = randomSource(5);
    const slots = 12_000;
    const { keys, order } = randomOrder(random, slots, 1_000);
    const matches = emptyBits(Math.ceil(slots / 32));
    for (let slot = 0; slot < slots; slot += 1) if (slot % 3 !== 0) setBit(matches, slot);
    const pages = new MatchedPages(matches, countBits(matches));
    const deep = { offset: 7_000, limit: 24 };
    for (let change = 0; change < 50; change += 1) {
      // A deep page (noted checkpoints), then one product moved to the other end of the order.
      expect(pages.page(order, false, deep.offset, deep.limit)).toEqual(pageByHand(order.slots(), matches, false, deep.offset, deep.limit));
      expect(pages.page(order, true, deep.offset, deep.limit)).toEqual(pageByHand(order.slots(), matches, true, deep.offset, deep.limit));
      const slot = Math.floor(random() * slots);
      order.remove(slot);
      keys.set(slot, (keys.get(slot) ?? 0) < 500 ? 999 + change : -change);
      order.insert(slot);
    }
  });

  it('gives the same pages asked in any order, the walks noting checkpoints part of the way from either end', () => {
    const random = randomSource(23);
    const slots = 9_000;
    const { order } = randomOrder(random, slots, 3_000);
    const matches = emptyBits(Math.ceil(slots / 32));
    for (let slot = 0; slot < slots; slot += 1) if (random() < 0.3) setBit(matches, slot);
    const pages = new MatchedPages(matches, countBits(matches));
    for (let ask = 0; ask < 400; ask += 1) {
      const descending = random() < 0.5;
      const limit = [1, 12, 24, 63, 64, 65][Math.floor(random() * 6)] ?? 12;
      const offset = Math.floor(random() * 3_000);
      expect(pages.page(order, descending, offset, limit)).toEqual(pageByHand(order.slots(), matches, descending, offset, limit));
    }
  });
});
