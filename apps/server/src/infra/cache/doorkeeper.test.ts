import { describe, expect, it } from 'vitest';
import { Doorkeeper } from './doorkeeper.ts';

describe('Doorkeeper', () => {
  it('tells a key asked before from a new one', () => {
    const keeper = new Doorkeeper(1_000);
    expect(keeper.askedBefore('/api/shop/products/get?page=2')).toBe(false);
    expect(keeper.askedBefore('/api/shop/products/get?page=2')).toBe(true);
    expect(keeper.askedBefore('/api/shop/products/get?page=3')).toBe(false);
  });

  it('remembers a key for at least `capacity` other keys and forgets it once twice that many have been taken', () => {
    const keeper = new Doorkeeper(1_000);
    keeper.askedBefore('kept');
    for (let other = 0; other < 999; other += 1) keeper.askedBefore(`other-${other}`);
    expect(keeper.askedBefore('kept')).toBe(true);
    const forgotten = new Doorkeeper(1_000);
    forgotten.askedBefore('gone');
    for (let other = 0; other < 2_500; other += 1) forgotten.askedBefore(`other-${other}`);
    expect(forgotten.askedBefore('gone')).toBe(false);
  });

  it('rarely takes a new key for one asked before (false positives at capacity)', () => {
    const keeper = new Doorkeeper(4_000);
    for (let key = 0; key < 4_000; key += 1) keeper.askedBefore(`/api/shop/search/word-${key}`);
    let wrong = 0;
    for (let key = 0; key < 10_000; key += 1) if (keeper.askedBefore(`/api/shop/products/get?new=${key}`)) wrong += 1;
    expect(wrong / 10_000).toBeLessThan(0.02);
  });
});
