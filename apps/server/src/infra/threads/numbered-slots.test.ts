import { describe, expect, it } from 'vitest';
import { NumberedSlots } from './numbered-slots.ts';

describe('NumberedSlots', () => {
  it('gives each value a new number and answers it by that number until it is taken', () => {
    const slots = new NumberedSlots<string>(4);
    const a = slots.add('a');
    const b = slots.add('b');
    expect([a, b]).toEqual([1, 2]);
    expect(slots.get(a)).toBe('a');
    expect(slots.take(b)).toBe('b');
    expect(slots.get(b)).toBeUndefined();
    expect(slots.take(b)).toBeUndefined();
    expect(slots.size).toBe(1);
  });

  it('never answers a number it did not give, or one whose slot a later value took', () => {
    const slots = new NumberedSlots<string>(2);
    const first = slots.add('first');
    slots.take(first);
    const third = [slots.add('second'), slots.add('third')][1] as number;
    expect(third % 2).toBe(first % 2);
    expect(slots.get(first)).toBeUndefined();
    expect(slots.get(third)).toBe('third');
    for (const foreign of [0, -1, 1.5, Number.NaN, 2 ** 60, 99]) expect(slots.get(foreign)).toBeUndefined();
  });

  it('keeps every value while more calls are under way than it has slots, even one far older than the rest', () => {
    const slots = new NumberedSlots<number>(2);
    const oldest = slots.add(0);
    const numbers: number[] = [];
    for (let value = 1; value <= 1000; value++) {
      numbers.push(slots.add(value));
      // All but the oldest are answered soon: the oldest stays under way throughout.
      if (numbers.length > 3) slots.take(numbers.shift() as number);
    }
    expect(slots.get(oldest)).toBe(0);
    expect(numbers.map((number) => slots.get(number))).toEqual([998, 999, 1000]);
    expect(slots.size).toBe(4);
  });

  it('hands every value over at once, oldest first, and keeps none', () => {
    const slots = new NumberedSlots<string>(2);
    for (const value of ['a', 'b', 'c', 'd', 'e']) slots.add(value);
    slots.take(2);
    expect(slots.takeAll()).toEqual(['a', 'c', 'd', 'e']);
    expect(slots.size).toBe(0);
    expect(slots.get(1)).toBeUndefined();
    expect(slots.add('f')).toBe(6);
  });
});
