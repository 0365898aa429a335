import { describe, expect, it } from 'vitest';
import { KeywordSimilarity, trigramsOf, wordSimilarity } from './trigram-similarity.ts';

/** word_similarity(keyword, text)::float8 as PostgreSQL 15's pg_trgm answers it. */
const postgres: Array<[keyword: string, text: string, similarity: number]> = [
  ['vanila', 'vanilla cruise', 0.7142857313156128],
  ['vani', 'vanilla cruise', 0.800000011920929],
  ['word', 'two words', 0.800000011920929],
  ['crise', 'vanilla cruise', 0.4444444477558136],
  ['rose oud', 'oud rose intense', 1],
  ['amber', 'maison ambre', 0.5],
  ['jasmne nights', 'jasmine sambac nights', 0.5],
  ['x', 'x', 1],
  ['mosoon', 'monsoon road', 0.5],
  ['abc', 'xyz', 0],
];

describe("pg_trgm's word similarity in memory", () => {
  it.each(postgres)('word_similarity(%s, %s) = %d', (keyword, text, expected) => {
    expect(wordSimilarity(new Set(trigramsOf(keyword, true)), trigramsOf(text, true))).toBe(expected);
  });

  it('cuts words as pg_trgm does: two spaces before, one after, letters and digits only', () => {
    expect(trigramsOf('Ab, c!', true)).toEqual(['  A', ' Ab', 'Ab ', '  c', ' c ']);
    expect(trigramsOf('crème', false)).toEqual(['  c', ' cr', 'cr ', '  m', ' me', 'me ']);
    expect(trigramsOf('crème', true)).toEqual(['  c', ' cr', 'crè', 'rèm', 'ème', 'me ']);
  });

  it('measures a keyword against many texts as word_similarity does, texts beyond the BMP and ASCII-only words included', () => {
    const texts = [
      ...postgres.map(([, text]) => text),
      'crème brûlée nº5',
      'l’eau d’issey 2024',
      'oud 🌹 rose',
      '',
      '!!',
      'x',
      'vanilla vanilla vanilla cruise',
    ];
    for (const unicodeWords of [true, false]) {
      for (const [keyword] of [...postgres, ['crème'], ['issey'], ['rose'], ['🌹 oud']] as const) {
        const trigrams = new Set(trigramsOf(keyword, unicodeWords));
        const measure = new KeywordSimilarity(trigrams, unicodeWords);
        for (const text of texts) expect(measure.to(text)).toBe(wordSimilarity(trigrams, trigramsOf(text, unicodeWords)));
      }
    }
  });
});
