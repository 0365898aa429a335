import { describe, expect, it } from 'vitest';
import { PostedTogether } from './posted-together.ts';

const nextTurn = () => new Promise((resolve) => setImmediate(resolve));

describe('items posted together', () => {
  it('posts the items added in one turn as one message, in order, once the turn ends', async () => {
    const posted: number[][] = [];
    const together = new PostedTogether<number>((items) => posted.push(items));
    together.add(1);
    await Promise.resolve();
    together.add(2);
    queueMicrotask(() => together.add(3));
    expect(posted).toEqual([]);
    await nextTurn();
    expect(posted).toEqual([[1, 2, 3]]);
  });

  it('posts what a later turn adds as another message, and nothing for a turn that adds nothing', async () => {
    const posted: string[][] = [];
    const together = new PostedTogether<string>((items) => posted.push(items));
    together.add('a');
    await nextTurn();
    await nextTurn();
    together.add('b');
    together.add('c');
    await nextTurn();
    expect(posted).toEqual([['a'], ['b', 'c']]);
  });
});
