import { describe, expect, it } from 'vitest';
import { buildVocabulary, correctKeyword, correctWord, isOneEditApart } from './spelling.ts';

const vocabulary = buildVocabulary([
  { word: 'jasmine', products: 4 },
  { word: 'vetiver', products: 3 },
  { word: 'monsoon', products: 2 },
  { word: 'vanilla', products: 5 },
  { word: 'sandalwood', products: 2 },
  { word: 'rose', products: 9 },
  { word: 'amber', products: 6 },
  { word: 'ambers', products: 1 },
  { word: 'umber', products: 1 },
]);

describe('isOneEditApart', () => {
  it('accepts one wrong, missing or extra letter and a swap of neighbours', () => {
    expect(isOneEditApart('jasmne', 'jasmine')).toBe(true); // missing
    expect(isOneEditApart('jassmine', 'jasmine')).toBe(true); // extra
    expect(isOneEditApart('jasmime', 'jasmine')).toBe(true); // wrong
    expect(isOneEditApart('jsamine', 'jasmine')).toBe(true); // swapped
    expect(isOneEditApart('asmine', 'jasmine')).toBe(true); // first letter missing
    expect(isOneEditApart('jasmin', 'jasmine')).toBe(true); // last letter missing
  });
  it('refuses two edits and identical words', () => {
    expect(isOneEditApart('jsmne', 'jasmine')).toBe(false);
    expect(isOneEditApart('jasmnie', 'jasmine')).toBe(true);
    expect(isOneEditApart('jzsmxne', 'jasmine')).toBe(false);
    expect(isOneEditApart('jasmine', 'jasmine')).toBe(false);
  });
});

describe('correctWord', () => {
  it('corrects the issue examples', () => {
    expect(correctWord('jasmne', vocabulary)).toBe('jasmine');
    expect(correctWord('vetver', vocabulary)).toBe('vetiver');
    expect(correctWord('mosoon', vocabulary)).toBe('monsoon');
    expect(correctWord('sandalwod', vocabulary)).toBe('sandalwood');
  });
  it('leaves known words and words under five letters alone', () => {
    expect(correctWord('vanilla', vocabulary)).toBeUndefined();
    expect(correctWord('rse', vocabulary)).toBeUndefined();
    expect(correctWord('rosee', vocabulary)).toBe('rose');
    expect(correctWord('xyzzyq', vocabulary)).toBeUndefined();
  });
  it('prefers the word more products use', () => {
    expect(correctWord('imber', vocabulary)).toBe('amber'); // amber (6) over umber (1)
  });
});

describe('a name before a description word', () => {
  it('corrects to the word that names a product over a more used description word', () => {
    const vocabulary = buildVocabulary([
      { word: 'crisp', products: 9, inNames: 0 },
      { word: 'cruise', products: 1, inNames: 1 },
    ]);
    expect(correctWord('crise', vocabulary)).toBe('cruise');
    expect(correctWord('crisq', vocabulary)).toBe('crisp');
  });
});

describe('correctKeyword', () => {
  it('corrects each misspelt word and keeps the rest', () => {
    expect(correctKeyword('Vanila Mosoon', vocabulary)).toBe('vanilla monsoon');
    expect(correctKeyword('rose jasmne', vocabulary)).toBe('rose jasmine');
    expect(correctKeyword('rose jasmine', vocabulary)).toBeUndefined();
    expect(correctKeyword('  ', vocabulary)).toBeUndefined();
  });
});
