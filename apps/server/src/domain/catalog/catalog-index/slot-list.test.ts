import { describe, expect, it } from 'vitest';
import { SlotList } from './slot-list.ts';

describe('a posting list of slots', () => {
  it('keeps every slot in order while it grows from a short list to a typed one, and after trimming', () => {
    const list = new SlotList();
    const pushed: number[] = [];
    for (let n = 0; n < 1000; n += 1) {
      const slot = (n * 7919) % 50_000;
      list.push(slot);
      pushed.push(slot);
      if (n === 3 || n === 32 || n === 33 || n === 500) expect([...list.view()]).toEqual(pushed);
    }
    list.trim();
    expect(list.length).toBe(1000);
    expect([...list.view()]).toEqual(pushed);
    list.push(42);
    expect(Array.from(list.view()).slice(-2)).toEqual([pushed.at(-1), 42]);
  });
});
