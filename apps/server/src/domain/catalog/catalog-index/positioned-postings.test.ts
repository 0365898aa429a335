import { describe, expect, it } from 'vitest';
import { AndMatches, positionedPosting, positionedPostingBytes } from './positioned-postings.ts';
import { SearchDocuments } from './search-documents.ts';
import { matches, parseTsquery, tsRank, uniqueWords, type TsQuery } from './text-search.ts';

const query = (text: string): TsQuery => {
  const parsed = parseTsquery(text);
  if (!parsed) throw new Error(`query did not parse: ${text}`);
  return parsed;
};

/**
 * A catalog of documents where 'common' is in most, 'half' in every other, 'rare' in every 97th, each at a few
 * positions and weights that differ by slot (some at one position with another word, as a hyphenated word is).
 */
function catalog(slots: number): SearchDocuments {
  const store = new SearchDocuments();
  const weights = 'ABCD';
  for (let slot = 0; slot < slots; slot += 1) {
    const words: string[] = [];
    const at = (n: number) => `${(slot * 7 + n * 13) % 300 + 1}${weights[(slot + n) % 4] ?? 'D'}`;
    if (slot % 5 !== 0) words.push(`'common':${at(1)},${at(2)}`);
    if (slot % 2 === 0) words.push(`'half':${slot % 3 === 0 ? at(1) : at(3)}`);
    if (slot % 97 === 3) words.push(`'rare':${at(4)},${at(5)},${at(6)}`);
    words.push(`'own${slot}':${at(7)}`);
    words.sort();
    store.set(slot, words.join(' '));
  }
  return store;
}

describe('positioned postings (decision 141)', () => {
  const slots = 3_000;
  const store = catalog(slots);
  const posted = (lexeme: string) => {
    const number = store.lexicon.find(lexeme);
    // As the index's posting lists may be: out of order, a slot listed twice, slots that no longer have the lexeme.
    const having: number[] = [];
    for (let slot = slots - 1; slot >= 0; slot -= 1) if (matches(store.document(slot), query(`'${lexeme}'`))) having.push(slot);
    return { number, list: [...having, ...having.slice(0, 10), 1, 2, 5, 10] };
  };
  const postingOf = (lexeme: string) => {
    const { number, list } = posted(lexeme);
    return positionedPosting(store, number, list);
  };

  it('holds each document having the lexeme once, ascending, with its positions', () => {
    const rare = postingOf('rare');
    expect(Array.from(rare.slots)).toEqual(Array.from({ length: slots }, (_, slot) => slot).filter((slot) => slot % 97 === 3));
    expect(rare.starts.length).toBe(rare.slots.length + 1);
    expect(rare.positions.length).toBe(rare.slots.length * 3);
    expect(positionedPostingBytes(rare)).toBe(rare.slots.length * 4 + (rare.slots.length + 1) * 4 + rare.positions.length * 2);
    const none = positionedPosting(store, -1, [1, 2, 3]);
    expect(none.slots.length).toBe(0);
  });

  it('finds the documents having every word and ranks each as ts_rank does from its document', () => {
    const matchesOf = new AndMatches();
    for (const text of ["'common' & 'half'", "'half' & 'rare'", "'common' & 'half' & 'rare'", "'common' & 'rare'"]) {
      const asked = query(text);
      const words = uniqueWords(asked);
      const found = matchesOf.collect(words.map((word) => postingOf(word.lexeme)));
      const expected: Array<[number, number]> = [];
      for (let slot = 0; slot < slots; slot += 1) {
        const document = store.document(slot);
        if (matches(document, asked)) expected.push([slot, tsRank(document, asked, words)]);
      }
      expect(expected.length, text).toBeGreaterThan(0);
      const got = Array.from(found.slots.subarray(0, found.length), (slot, n) => [slot, found.ranks[n]]);
      // Exactly equal: the same single-precision steps in the same order.
      expect(got, text).toEqual(expected);
    }
  });

  it('leaves a document lacking one of two words at 1e-20, the rank the index gives it unread', () => {
    const asked = query("'common' & 'rare'");
    const lacking = [1, 2, 4].map((slot) => store.document(slot));
    for (const document of lacking) {
      expect(matches(document, asked)).toBe(false);
      expect(tsRank(document, asked)).toBe(Math.fround(1e-20));
    }
  });

  it('finds nothing when a word is in no document', () => {
    const found = new AndMatches().collect([postingOf('common'), positionedPosting(store, store.lexicon.find('absent'), [])]);
    expect(found.length).toBe(0);
  });
});
