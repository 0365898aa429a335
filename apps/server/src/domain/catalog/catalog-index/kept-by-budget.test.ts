import { describe, expect, it } from 'vitest';
import { KeptByBudget } from './kept-by-budget.ts';

describe('values kept up to a budget', () => {
  it('drops the least recently used first, keeps the newest even past the budget, and counts what it holds', () => {
    const kept = new KeptByBudget<number[]>(5, (list) => list.length);
    kept.set('a', [1, 2]);
    kept.set('b', [1, 2]);
    expect(kept.get('a')).toEqual([1, 2]);
    kept.set('c', [1, 2]);
    expect(kept.get('b')).toBeUndefined();
    expect(kept.get('a')).toEqual([1, 2]);
    expect(kept.size).toBe(4);
    kept.set('big', [1, 2, 3, 4, 5, 6, 7]);
    expect(kept.get('big')).toHaveLength(7);
    expect(kept.get('a')).toBeUndefined();
    expect(kept.size).toBe(7);
    kept.set('big', [1]);
    expect(kept.size).toBe(1);
    kept.delete('big');
    kept.delete('missing');
    expect(kept.size).toBe(0);
    kept.set('d', [1]);
    kept.clear();
    expect(kept.get('d')).toBeUndefined();
    expect(kept.size).toBe(0);
  });
});
