/*
 * Spelling correction for search: pure functions over the catalog's vocabulary (the words of titles, houses,
 * families, categories and descriptions, with how many products use each). A shopper's word of five or more
 * letters that is not in the vocabulary is replaced by the vocabulary word one edit away (one wrong, missing or extra
 * letter, or two neighbouring letters swapped) that names a product, else the one most products use.
 */

/** Shortest word that is corrected: shorter words are too often a different real word one letter away. */
export const MIN_CORRECTED_WORD_LENGTH = 5;

export interface VocabularyWord {
  word: string;
  /** How many products contain it: the tie-break between equally close corrections. */
  products: number;
  /**
   * How many products it names (in a title or a house): shoppers search for names, so a word that names something
   * wins over one found only in descriptions ("crise" → "cruise" of Vanilla Cruise, not "crisp").
   */
  inNames?: number;
}

export interface Vocabulary {
  has(word: string): boolean;
  /** Words of the given length (corrections are one letter shorter, as long, or one letter longer). */
  ofLength(length: number): readonly VocabularyWord[];
}

export function buildVocabulary(words: readonly VocabularyWord[]): Vocabulary {
  const known = new Set<string>();
  const byLength = new Map<number, VocabularyWord[]>();
  for (const entry of words) {
    known.add(entry.word);
    const bucket = byLength.get(entry.word.length) ?? [];
    bucket.push(entry);
    byLength.set(entry.word.length, bucket);
  }
  return { has: (word) => known.has(word), ofLength: (length) => byLength.get(length) ?? [] };
}

/** Whether `a` becomes `b` by one substitution, insertion, deletion or swap of neighbouring letters. */
export function isOneEditApart(a: string, b: string): boolean {
  if (a === b) return false;
  const lengthGap = a.length - b.length;
  if (Math.abs(lengthGap) > 1) return false;
  let start = 0;
  while (start < a.length && start < b.length && a[start] === b[start]) start += 1;
  if (lengthGap === 0) {
    if (a.slice(start + 1) === b.slice(start + 1)) return true; // substitution
    return a[start] === b[start + 1] && a[start + 1] === b[start] && a.slice(start + 2) === b.slice(start + 2); // swap
  }
  // One letter more in the longer word at the first difference.
  return lengthGap > 0 ? a.slice(start + 1) === b.slice(start) : a.slice(start) === b.slice(start + 1);
}

/** The vocabulary word one edit from `word`: one naming a product first, then the most used, then alphabetical. */
export function correctWord(word: string, vocabulary: Vocabulary): string | undefined {
  if (word.length < MIN_CORRECTED_WORD_LENGTH || vocabulary.has(word)) return undefined;
  let best: VocabularyWord | undefined;
  for (const length of [word.length - 1, word.length, word.length + 1]) {
    for (const candidate of vocabulary.ofLength(length)) {
      if (!isOneEditApart(word, candidate.word)) continue;
      if (!best || isBetterCorrection(candidate, best)) best = candidate;
    }
  }
  return best?.word;
}

/** Names first, then the word more products use, then alphabetical. */
function isBetterCorrection(candidate: VocabularyWord, best: VocabularyWord): boolean {
  const named = Math.sign(candidate.inNames ?? 0) - Math.sign(best.inNames ?? 0);
  if (named !== 0) return named > 0;
  if (candidate.products !== best.products) return candidate.products > best.products;
  return candidate.word < best.word;
}

/**
 * The keyword with every misspelt word corrected, lower-cased, or undefined when nothing needed correcting.
 * Letters of any script count as word characters; everything else is kept as it is.
 */
export function correctKeyword(keyword: string, vocabulary: Vocabulary): string | undefined {
  let changed = false;
  const corrected = keyword.toLowerCase().replace(/\p{L}+/gu, (word) => {
    const replacement = correctWord(word, vocabulary);
    if (!replacement) return word;
    changed = true;
    return replacement;
  });
  return changed ? corrected.trim() : undefined;
}
