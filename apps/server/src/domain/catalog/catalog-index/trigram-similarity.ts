/**
 * pg_trgm's word_similarity and the `%>` test, in memory (decision 102), as trgm_op.c computes them: each word of a
 * text (a run of letters and digits) padded with two spaces before and one after, cut into every run of three
 * characters; the similarity of the keyword's trigram set with the best continuous extent of the text's ordered
 * trigrams, in single precision. The catalog index finds near misses with it ('vanila', 'vani' → Vanilla).
 */

/** pg_trgm.word_similarity_threshold's default: `text %> keyword` holds from this similarity. */
export const WORD_SIMILARITY_THRESHOLD = 0.6;

/** The trigrams of `text` in order (repeats kept), its words split as `isWordCharacter` says (the database's ctype). */
export function trigramsOf(text: string, unicodeWords: boolean): string[] {
  const words = text.match(unicodeWords ? /[\p{L}\p{N}]+/gu : /[A-Za-z0-9]+/g) ?? [];
  const trigrams: string[] = [];
  for (const word of words) {
    const padded = [' ', ' ', ...word, ' '];
    for (let i = 0; i + 3 <= padded.length; i += 1) trigrams.push(`${padded[i]}${padded[i + 1]}${padded[i + 2]}`);
  }
  return trigrams;
}

const similarity = (count: number, keywordLength: number, extentLength: number) =>
  Math.fround(Math.fround(count) / Math.fround(keywordLength + extentLength - count));

/**
 * word_similarity(keyword, text) from their trigrams: `keyword` unique, `text` in order (iterate_word_similarity
 * without the strict or check-only flags).
 */
export function wordSimilarity(keyword: ReadonlySet<string>, text: readonly string[]): number {
  if (keyword.size === 0) return 0;
  const found = text.map((trigram) => keyword.has(trigram));
  // Each distinct trigram of the text as a small number, so the last position of each is an array lookup.
  const ids = new Map<string, number>();
  const idOf = text.map((trigram) => {
    let id = ids.get(trigram);
    if (id === undefined) ids.set(trigram, (id = ids.size));
    return id;
  });
  const lastAt = new Int32Array(ids.size).fill(-1);
  let extentLength = 0;
  let count = 0;
  let lower = -1;
  let best = 0;
  for (let i = 0; i < text.length; i += 1) {
    const id = idOf[i] ?? 0;
    const isFound = found[i] ?? false;
    if (lower >= 0 || isFound) {
      if ((lastAt[id] ?? -1) < 0) {
        extentLength += 1;
        if (isFound) count += 1;
      }
      lastAt[id] = i;
    }
    if (!isFound) continue;
    if (lower === -1) {
      lower = i;
      extentLength = 1;
    }
    let current = similarity(count, keyword.size, extentLength);
    // Try moving the extent's start right for a greater similarity.
    let tryCount = count;
    let tryLength = extentLength;
    const previousLower = lower;
    for (let tryLower = lower; tryLower <= i; tryLower += 1) {
      const tried = similarity(tryCount, keyword.size, tryLength);
      if (tried > current) {
        current = tried;
        extentLength = tryLength;
        lower = tryLower;
        count = tryCount;
      }
      const tryId = idOf[tryLower] ?? 0;
      if (lastAt[tryId] === tryLower) {
        tryLength -= 1;
        if (found[tryLower]) tryCount -= 1;
      }
    }
    best = Math.max(best, current);
    for (let gone = previousLower; gone < lower; gone += 1) {
      const goneId = idOf[gone] ?? 0;
      if (lastAt[goneId] === gone) lastAt[goneId] = -1;
    }
  }
  return best;
}
