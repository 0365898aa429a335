import { describe, expect, it } from 'vitest';
import { SortedSlots } from './sorted-slots.ts';

/** Slots with a changeable key (ties by slot), the order a full sort gives, and how many full sorts the order made. */
function catalog(keys: Map<number, number>, resortAfterChanges?: (size: number) => number) {
  const compare = (a: number, b: number) => (keys.get(a) ?? 0) - (keys.get(b) ?? 0) || a - b;
  let sorts = 0;
  const order = new SortedSlots(
    compare,
    () => {
      sorts += 1;
      return keys.keys();
    },
    resortAfterChanges,
  );
  const sortedByHand = () => [...keys.keys()].sort(compare);
  return { order, sortedByHand, sorts: () => sorts };
}

describe('slots kept in sort order', () => {
  it('sorts on first read and keeps the order through removals, insertions and key changes', () => {
    const keys = new Map<number, number>();
    let seed = 7;
    const random = () => (seed = (Math.imul(seed, 1664525) + 1013904223) >>> 0) / 2 ** 32;
    for (let slot = 0; slot < 500; slot += 1) keys.set(slot, Math.floor(random() * 50));
    // Never re-sorted from scratch here: every change below is moved into place.
    const { order, sortedByHand } = catalog(keys, () => Number.POSITIVE_INFINITY);
    expect([...order.slots()]).toEqual(sortedByHand());
    for (let change = 0; change < 2000; change += 1) {
      const slot = Math.floor(random() * 600);
      if (keys.has(slot)) {
        // Removed while its key still says where it stands; then a new key, or gone.
        order.remove(slot);
        if (random() < 0.3) keys.delete(slot);
        else {
          keys.set(slot, Math.floor(random() * 50));
          order.insert(slot);
        }
      } else {
        keys.set(slot, Math.floor(random() * 50));
        order.insert(slot);
      }
      if (change % 97 === 0) expect([...order.slots()]).toEqual(sortedByHand());
    }
    expect([...order.slots()]).toEqual(sortedByHand());
    const places = order.placeOf();
    order.slots().forEach((slot, place) => expect(places[slot]).toBe(place));
  });

  it('sorts again from scratch after many changes or when told the slots were reloaded', () => {
    const keys = new Map([0, 1, 2, 3, 4, 5].map((slot) => [slot, 10 - slot]));
    const { order, sortedByHand } = catalog(keys, () => 2);
    expect([...order.slots()]).toEqual([5, 4, 3, 2, 1, 0]);
    for (const slot of [0, 1, 2]) {
      order.remove(slot);
      keys.set(slot, slot - 10);
      order.insert(slot);
    }
    expect([...order.slots()]).toEqual(sortedByHand());
    keys.set(9, -100);
    order.invalidate();
    expect(order.slots()[0]).toBe(9);
  });

  it('puts a slot back where it stood without moving anything or counting a change', () => {
    const keys = new Map([0, 1, 2, 3, 4, 5].map((slot) => [slot, slot * 10]));
    const { order, sorts } = catalog(keys, () => 2);
    expect([...order.slots()]).toEqual([0, 1, 2, 3, 4, 5]);
    const version = order.version;
    // Ten edits that leave this order alone (the same key, or a new one between the same neighbours): no sort again.
    for (let edit = 0; edit < 10; edit += 1) {
      order.remove(3);
      keys.set(3, 30 + (edit % 9));
      order.insert(3);
    }
    expect([...order.slots()]).toEqual([0, 1, 2, 3, 4, 5]);
    expect(order.version).toBe(version);
    expect(sorts()).toBe(1);
    // A slot that moves is two changes (out and in); a slot removed and not put back leaves at the next read, the third
    // change, past the two allowed here: that read sorts from scratch.
    order.remove(3);
    keys.set(3, 55);
    order.insert(3);
    expect(sorts()).toBe(1);
    order.remove(1);
    keys.delete(1);
    expect([...order.slots()]).toEqual([0, 2, 4, 5, 3]);
    expect(order.version).toBeGreaterThan(version);
    expect(sorts()).toBe(2);
    // After that sort, a move is moved into place again.
    order.remove(0);
    keys.set(0, 100);
    order.insert(0);
    expect([...order.slots()]).toEqual([2, 4, 5, 3, 0]);
    expect(sorts()).toBe(2);
  });

  it('moves each change into place while the order is read between changes, however many come', () => {
    const keys = new Map([0, 1, 2, 3, 4, 5].map((slot) => [slot, slot * 10]));
    const { order, sortedByHand, sorts } = catalog(keys, () => 2);
    order.slots();
    // A write storm: each edit moves a product (two changes, the most allowed between reads), a shopper reads between.
    for (let edit = 0; edit < 30; edit += 1) {
      const slot = edit % 6;
      order.remove(slot);
      keys.set(slot, (edit * 37) % 100);
      order.insert(slot);
      expect([...order.slots()]).toEqual(sortedByHand());
    }
    expect(sorts()).toBe(1);
  });
});
