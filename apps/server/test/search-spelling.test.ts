import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { endpoints } from '@aurelle/contract';
import { seedIfEmpty } from '../src/db/seed.ts';
import { bodyOf, call, createTestApp, type TestApp } from './helpers.ts';

/** Typo-tolerant search over the demo catalog (part 6): each misspelling finds its product near the top. */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await seedIfEmpty(t.ctx);
});
afterAll(async () => {
  await t.close();
});

async function search(keyword: string) {
  return bodyOf(await call(t, endpoints.searchProducts, { params: { keyword } }), 200);
}

const misspellings: Array<{ keyword: string; expected: string; suggestion: string; kind: string }> = [
  { keyword: 'Jasmne', expected: 'Jasmine Sambac Nights', suggestion: 'jasmine', kind: 'missing letter' },
  { keyword: 'Vetver', expected: 'Vetiver Monsoon', suggestion: 'vetiver', kind: 'missing letter' },
  { keyword: 'Mosoon', expected: 'Monsoon Road', suggestion: 'monsoon', kind: 'missing letter' },
  { keyword: 'Sandalwod', expected: 'Sandalwood Sutra', suggestion: 'sandalwood', kind: 'missing letter' },
  { keyword: 'Jassmine', expected: 'Jasmine Sambac Nights', suggestion: 'jasmine', kind: 'extra letter' },
  { keyword: 'Tuberosse', expected: 'Tuberose Gold', suggestion: 'tuberose', kind: 'extra letter' },
  { keyword: 'Vetiwer', expected: 'Vetiver Monsoon', suggestion: 'vetiver', kind: 'wrong letter' },
  { keyword: 'Saffrin', expected: 'Saffron Noir', suggestion: 'saffron', kind: 'wrong letter' },
  { keyword: 'Lavendar', expected: 'Lavender Lane', suggestion: 'lavender', kind: 'wrong letter' },
  { keyword: 'Bergamto', expected: 'Bergamot Riviera', suggestion: 'bergamot', kind: 'swapped letters' },
  { keyword: 'Porcelian', expected: 'Iris Porcelain', suggestion: 'porcelain', kind: 'swapped letters' },
  { keyword: 'jasmne nights', expected: 'Jasmine Sambac Nights', suggestion: 'jasmine nights', kind: 'one word of two' },
  // "crisp" is one letter from "crise" too, and in more descriptions: a name the shop carries comes first.
  { keyword: 'Crise', expected: 'Vanilla Cruise', suggestion: 'cruise', kind: 'missing letter, a title word beside a description word' },
];

describe('misspelt searches', () => {
  it.each(misspellings)(
    '"$keyword" ($kind) finds $expected in the top 3 and suggests "$suggestion"',
    async ({ keyword, expected, suggestion }) => {
      const body = await search(keyword);
      const titles = body.data.map((product) => product.title);
      expect(titles.slice(0, 3), titles.join(', ')).toContain(expected);
      expect(body.suggestion).toBe(suggestion);
    },
  );

  it('a correctly spelt keyword gets no suggestion, and gibberish finds nothing', async () => {
    const exact = await search('Jasmine');
    expect(exact.data[0]?.title).toBe('Jasmine Sambac Nights');
    expect(exact.suggestion).toBeUndefined();
    const nothing = await search('zzqxvw');
    expect(nothing.data).toEqual([]);
    expect(nothing.suggestion).toBeUndefined();
  });

  it('words under five letters are not corrected', async () => {
    const body = await search('Rse');
    expect(body.suggestion).toBeUndefined();
  });
});
