import { describe, expect, it } from 'vitest';
import { lexemesOf, parseTsvector, SearchDocuments } from './search-documents.ts';
import { matches, parseTsquery, tsRank, type TsQuery } from './text-search.ts';

const query = (text: string): TsQuery => {
  const parsed = parseTsquery(text);
  if (!parsed) throw new Error(`query did not parse: ${text}`);
  return parsed;
};

/** A product's tsvector: its own words, and words the whole catalog shares, at positions that differ by product. */
const tsvectorOf = (product: number, version: number) =>
  `'amber':${(product % 7) + 1}A,${(product % 11) + 20}C 'p${product}v${version}':3B 'rose':${(version % 5) + 9}B 'shared':1D`;

describe('the search documents of the catalog index', () => {
  it('answers every slot with its latest document through many replacements (the array compacted under them)', () => {
    const store = new SearchDocuments(1000);
    const products = 300;
    const latest = new Map<number, number>();
    for (let slot = 0; slot < products; slot += 1) {
      store.set(slot, tsvectorOf(slot, 0));
      latest.set(slot, 0);
    }
    store.trim();
    // Enough replacements for the replaced runs to pass the compaction threshold several times.
    for (let round = 1; round <= 160; round += 1) {
      for (let slot = round % 3; slot < products; slot += 3) {
        store.set(slot, tsvectorOf(slot, round));
        latest.set(slot, round);
      }
    }
    const rose = query("'rose' & 'amber'");
    for (let slot = 0; slot < products; slot += 1) {
      const version = latest.get(slot) ?? -1;
      const document = store.document(slot);
      const alone = parseTsvector(tsvectorOf(slot, version));
      expect(lexemesOf(document)).toEqual(lexemesOf(alone));
      expect(matches(document, query(`'p${slot}v${version}'`))).toBe(true);
      expect(matches(document, query(`'p${slot}v${version - 1}'`))).toBe(false);
      expect(tsRank(document, rose)).toBe(tsRank(alone, rose));
    }
    // The array holds about what the latest documents need, not every replaced one.
    expect(store.packed.length).toBeLessThan(products * 40 * 3);
  });

  it('finds lexemes numbered beyond 16 bits, and prefixes by code-point order', () => {
    const store = new SearchDocuments();
    for (let n = 0; n < 70_000; n += 1) store.lexicon.add(`filler${n}`);
    store.set(0, "'oud':2A 'rose':1A 'rosewood':4C 'é':5D");
    const document = store.document(0);
    expect(store.lexicon.find('rosewood')).toBeGreaterThan(0xffff);
    expect(lexemesOf(document)).toEqual(['oud', 'rose', 'rosewood', 'é']);
    expect(matches(document, query("'rosewood' & 'oud'"))).toBe(true);
    expect(matches(document, query("'wood'"))).toBe(false);
    expect(matches(document, query("'rosew':*"))).toBe(true);
    expect(matches(document, query("'ros':* & !'amber'"))).toBe(true);
    expect(matches(document, query("'é'"))).toBe(true);
    expect(store.lexemeCount(0)).toBe(4);
    expect(store.lexemeCount(1)).toBe(0);
    expect(store.at(1)).toBe(-1);
  });

  it('answers a word numbered after it was first asked for (the lexicon remembers its last answers only while unchanged)', () => {
    const store = new SearchDocuments();
    store.set(0, "'rose':1A");
    expect(store.lexicon.find('saffron')).toBe(-1);
    store.set(1, "'saffron':1A");
    expect(matches(store.document(1), query("'saffron'"))).toBe(true);
  });
});
