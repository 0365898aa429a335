import { describe, expect, it } from 'vitest';
import { ChangeLog } from './change-log.ts';

const idsSince = (log: ChangeLog, seen: number) => {
  const seenIds: string[] = [];
  const kept = log.everySince(seen, (id) => (seenIds.push(id), true));
  return kept ? seenIds : undefined;
};

describe('ChangeLog', () => {
  it('answers the ids changed since a count, in order', () => {
    const log = new ChangeLog(8);
    log.add('a');
    const seen = log.count;
    log.add('b');
    log.add('a');
    expect(idsSince(log, seen)).toEqual(['b', 'a']);
    expect(idsSince(log, log.count)).toEqual([]);
  });

  it('stops at the first id that does not pass', () => {
    const log = new ChangeLog(8);
    for (const id of ['a', 'b', 'c']) log.add(id);
    const visited: string[] = [];
    expect(log.everySince(0, (id) => (visited.push(id), id !== 'b'))).toBe(false);
    expect(visited).toEqual(['a', 'b']);
  });

  it('fails a check reaching back beyond what it keeps, and keeps the newer half past its capacity', () => {
    const log = new ChangeLog(4);
    for (const id of ['a', 'b', 'c', 'd', 'e']) log.add(id);
    expect(log.count).toBe(5);
    expect(idsSince(log, 2)).toBeUndefined();
    expect(idsSince(log, 3)).toEqual(['d', 'e']);
  });

  it('fails every check from before it forgot all, and a count it never gave', () => {
    const log = new ChangeLog(4);
    log.add('a');
    const seen = log.count;
    log.forgetAll();
    expect(idsSince(log, seen)).toBeUndefined();
    expect(idsSince(log, log.count + 1)).toBeUndefined();
    const now = log.count;
    log.add('b');
    expect(idsSince(log, now)).toEqual(['b']);
  });
});
