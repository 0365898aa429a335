import { describe, expect, it } from 'vitest';
import { lexemesOf, parseTsvector } from './search-documents.ts';
import { matches, parseTsquery, tsRank } from './text-search.ts';

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
});
