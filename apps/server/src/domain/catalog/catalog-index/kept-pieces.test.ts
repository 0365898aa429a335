import { describe, expect, it } from 'vitest';
import { shownPiece } from './answer-json.ts';
import { KeptPieces } from './kept-pieces.ts';

/** A piece of exactly 100 bytes (80 of JSON, 20 of digest). */
const piece = (name: string) => shownPiece(JSON.stringify({ id: name.padEnd(71, '.') }));

describe('kept shopper JSON within a budget of bytes', () => {
  it('counts each piece with its digest, and forgets a piece kept again before keeping the new one', () => {
    const kept = new KeptPieces(1_000);
    kept.keep('a', piece('a'));
    kept.keep('b', piece('b'));
    expect(kept.size).toBe(200);
    const newer = piece('a2');
    kept.keep('a', newer);
    expect(kept.size).toBe(200);
    expect(kept.shown('a')).toBe(newer);
    kept.forget('a');
    expect(kept.shown('a')).toBeUndefined();
    expect(kept.size).toBe(100);
    kept.clear();
    expect(kept.size).toBe(0);
    expect(kept.shown('b')).toBeUndefined();
  });

  it('lets the oldest piece not shown since go first, and gives a shown one a second chance', () => {
    const kept = new KeptPieces(300);
    for (const id of ['a', 'b', 'c']) kept.keep(id, piece(id));
    // Kept pieces count as shown once: a full pass over them, then the oldest not shown since goes.
    kept.keep('d', piece('d'));
    expect(kept.shown('a')).toBeUndefined();
    kept.shown('b');
    kept.keep('e', piece('e'));
    // 'b' was the oldest but shown since the pass: it moved to the back, and 'c' went instead.
    expect(kept.size).toBe(300);
    expect(kept.shown('c')).toBeUndefined();
    expect(['b', 'd', 'e'].every((id) => kept.shown(id) !== undefined)).toBe(true);
  });

  it('keeps the piece just kept, even when every other piece was shown', () => {
    const kept = new KeptPieces(300);
    for (const id of ['a', 'b', 'c']) kept.keep(id, piece(id));
    kept.keep('d', piece('d'));
    for (const id of ['b', 'c', 'd']) kept.shown(id);
    kept.keep('e', piece('e'));
    expect(kept.size).toBe(300);
    expect(kept.shown('b')).toBeUndefined();
    expect(['c', 'd', 'e'].every((id) => kept.shown(id) !== undefined)).toBe(true);
  });

  it('stays within its budget when every piece was shown, letting the oldest go after one pass', () => {
    const kept = new KeptPieces(300);
    for (const id of ['a', 'b', 'c']) kept.keep(id, piece(id));
    for (const id of ['a', 'b', 'c']) kept.shown(id);
    kept.keep('d', piece('d'));
    expect(kept.size).toBe(300);
    expect(kept.shown('a')).toBeUndefined();
    expect(['b', 'c', 'd'].every((id) => kept.shown(id) !== undefined)).toBe(true);
  });
});
