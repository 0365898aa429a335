import { describe, expect, it } from 'vitest';
import { lexemesOf, parseTsvector, SearchDocuments } from './search-documents.ts';
import { ENTRY_LOOKED_UP, matches, parseTsquery, tsRank, type TsQuery } from './text-search.ts';

/**
 * Values PostgreSQL 15 gives for this document (`setweight(to_tsvector('simple', 'Rose Oud Intense'), 'A') ||
 * setweight(to_tsvector('simple', 'oriental rose saffron'), 'B') || setweight(to_tsvector('english', 'A deep rose,
 * blooming over smoky oud and roses'), 'C')`): `v @@ q` and `ts_rank(v, q)::float8` for each query's text form.
 */
const document = parseTsvector(
  "'bloom':10C 'deep':8C 'intense':3A 'oriental':4B 'oud':2A,13C 'rose':1A,5B,9C,15C 'saffron':6B 'smoki':12C",
);
const postgres: Array<{ query: string; matches: boolean; rank: number }> = [
  { query: "'rose'", matches: true, rank: 0.6898283958435059 },
  { query: "'rose' & 'oud'", matches: true, rank: 0.9989863634109497 },
  { query: "'smoky' <-> 'oud'", matches: false, rank: 9.999999682655225e-21 },
  { query: "'oud' <-> 'smoki'", matches: false, rank: 0.3408150374889374 },
  { query: "'saffron' | 'amber'", matches: true, rank: 0.1215854212641716 },
  { query: "!'amber'", matches: true, rank: 0 },
];

describe('full-text matching and ts_rank in memory', () => {
  it.each(postgres)('$query: matches and ranks as PostgreSQL does', ({ query, matches: expected, rank }) => {
    const parsed = parseTsquery(query);
    if (!parsed) throw new Error('query did not parse');
    expect(matches(document, parsed)).toBe(expected);
    expect(tsRank(document, parsed)).toBe(rank);
  });

  it('finds phrases by position, at the distance the query names', () => {
    const phrase = parseTsquery("'smoki' <-> 'oud'");
    const gap = parseTsquery("'deep' <2> 'bloom'");
    const wrongGap = parseTsquery("'deep' <3> 'bloom'");
    if (!phrase || !gap || !wrongGap) throw new Error('query did not parse');
    expect(matches(document, phrase)).toBe(true);
    expect(matches(document, gap)).toBe(true);
    expect(matches(document, wrongGap)).toBe(false);
  });

  it('reads quoted lexemes and precedence as PostgreSQL prints them', () => {
    const quoted = parseTsvector("'d''or':2A 'l':1A 'back\\\\slash':3");
    expect(lexemesOf(quoted)).toEqual(['back\\slash', "d'or", 'l']);
    expect(parseTsquery("'a' | 'b' & !'c'")).toEqual({
      kind: 'or',
      left: { kind: 'word', lexeme: 'a', prefix: false },
      right: {
        kind: 'and',
        left: { kind: 'word', lexeme: 'b', prefix: false },
        right: { kind: 'not', operand: { kind: 'word', lexeme: 'c', prefix: false } },
      },
    });
    expect(parseTsquery('')).toBeUndefined();
  });

  it('an empty document matches nothing and ranks 0', () => {
    const empty = parseTsvector('');
    const query = parseTsquery("'rose'");
    if (!query) throw new Error('query did not parse');
    expect(matches(empty, query)).toBe(false);
    expect(tsRank(empty, query)).toBe(0);
  });

  it('reads a word where its entries by slot say, checks the entry, and looks it up when the hint is stale or too far', () => {
    const store = new SearchDocuments();
    store.set(0, "'bloom':10C 'oud':2A,13C 'rose':1A,5B");
    store.set(1, "'amber':3B 'oud':1A 'rose':2A");
    store.set(2, "'bloom':1C");
    const rose = store.lexicon.find('rose');
    const oud = store.lexicon.find('oud');
    // Slot 0: rose is its entry 2 (hint 3); slot 1: a stale hint naming its entry 0 (amber); slot 2: lacks it (0).
    const roseHints = new Uint8Array([3, 1, 0]);
    const oudHints = new Uint8Array([ENTRY_LOOKED_UP, 2, 0]);
    const hinted = (text: string): TsQuery => {
      const query = parseTsquery(text);
      if (query?.kind !== 'and' || query.left.kind !== 'word' || query.right.kind !== 'word') throw new Error('not a pair');
      const resolve = (word: { lexeme: string; prefix: boolean }): TsQuery => ({
        kind: 'word',
        ...word,
        number: word.lexeme === 'rose' ? rose : oud,
        entryBySlot: word.lexeme === 'rose' ? roseHints : oudHints,
      });
      return { kind: 'and', left: resolve(query.left), right: resolve(query.right) };
    };
    const plain = parseTsquery("'rose' & 'oud'");
    if (!plain) throw new Error('query did not parse');
    for (const slot of [0, 1, 2]) {
      const document = store.document(slot);
      const alone = { ...document, slot: -1 };
      expect(matches(document, hinted("'rose' & 'oud'")), `slot ${slot}`).toBe(matches(alone, plain));
      expect(tsRank(document, hinted("'rose' & 'oud'")), `slot ${slot}`).toBe(tsRank(alone, plain));
    }
    expect(matches(store.document(2), hinted("'rose' & 'oud'"))).toBe(false);
    expect(tsRank(store.document(0), hinted("'rose' & 'oud'"))).toBeGreaterThan(0.5);
    // A 0 is trusted (the index drops a word's entries when a document gains it): the hints are what is read.
    roseHints.fill(0);
    expect(matches(store.document(0), hinted("'rose' & 'oud'"))).toBe(false);
    expect(matches({ ...store.document(0), slot: -1 }, hinted("'rose' & 'oud'"))).toBe(true);
  });
});
