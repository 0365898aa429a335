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
  const found = new Uint8Array(text.length);
  // Each text trigram as the place of its first occurrence, so the last position of each is an array lookup.
  const firstAt = new Map<string, number>();
  const idOf = new Int32Array(text.length);
  text.forEach((trigram, i) => {
    found[i] = keyword.has(trigram) ? 1 : 0;
    let first = firstAt.get(trigram);
    if (first === undefined) firstAt.set(trigram, (first = i));
    idOf[i] = first;
  });
  return bestExtentSimilarity(text.length, idOf, found, keyword.size, new Int32Array(text.length));
}

/**
 * The keyword's similarity with the best continuous extent of a text's trigrams (trgm_op.c's iterate_word_similarity):
 * `idOf[i]` names the text's i-th trigram (the same number for the same trigram, below `n`), `found[i]` says whether
 * the keyword has it; `lastAt` is scratch of at least `n`.
 */
function bestExtentSimilarity(n: number, idOf: Int32Array, found: Uint8Array, keywordSize: number, lastAt: Int32Array): number {
  lastAt.fill(-1, 0, n);
  let extentLength = 0;
  let count = 0;
  let lower = -1;
  let best = 0;
  for (let i = 0; i < n; i += 1) {
    const id = idOf[i] as number;
    const isFound = found[i] === 1;
    if (lower >= 0 || isFound) {
      if ((lastAt[id] as number) < 0) {
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
    let current = similarity(count, keywordSize, extentLength);
    // Try moving the extent's start right for a greater similarity.
    let tryCount = count;
    let tryLength = extentLength;
    const previousLower = lower;
    for (let tryLower = lower; tryLower <= i; tryLower += 1) {
      const tried = similarity(tryCount, keywordSize, tryLength);
      if (tried > current) {
        current = tried;
        extentLength = tryLength;
        lower = tryLower;
        count = tryCount;
      }
      const tryId = idOf[tryLower] as number;
      if (lastAt[tryId] === tryLower) {
        tryLength -= 1;
        if (found[tryLower] === 1) tryCount -= 1;
      }
    }
    best = Math.max(best, current);
    for (let gone = previousLower; gone < lower; gone += 1) {
      const goneId = idOf[gone] as number;
      if (lastAt[goneId] === gone) lastAt[goneId] = -1;
    }
  }
  return best;
}

/**
 * A keyword measured against many texts (near misses measure it against hundreds of titles and houses per search):
 * each text's trigrams are numbers in reused arrays (three UTF-16 units, 16 bits each), so a text costs no
 * allocation. Texts with characters beyond the Basic Multilingual Plane take `wordSimilarity`'s way.
 */
export class KeywordSimilarity {
  private readonly codes: number[];
  private textCodes = new Float64Array(64);
  private idOf = new Int32Array(64);
  private found = new Uint8Array(64);
  private lastAt = new Int32Array(64);

  constructor(
    private readonly keyword: ReadonlySet<string>,
    private readonly unicodeWords: boolean,
  ) {
    this.codes = [...keyword].map((trigram) => trigramCode(trigram.charCodeAt(0), trigram.charCodeAt(1), trigram.charCodeAt(2)));
  }

  /** word_similarity(keyword, text), as `wordSimilarity(keyword, trigramsOf(text))` answers it. */
  to(text: string): number {
    if (this.keyword.size === 0) return 0;
    const n = this.readTrigrams(text);
    if (n < 0) return wordSimilarity(this.keyword, trigramsOf(text, this.unicodeWords));
    const { textCodes, idOf, found, codes } = this;
    for (let i = 0; i < n; i += 1) {
      const code = textCodes[i] as number;
      let first = 0;
      while (textCodes[first] !== code) first += 1;
      idOf[i] = first;
      let has = 0;
      for (let k = 0; k < codes.length && has === 0; k += 1) if (codes[k] === code) has = 1;
      found[i] = has;
    }
    return bestExtentSimilarity(n, idOf, found, this.keyword.size, this.lastAt);
  }

  /** The text's trigrams as codes in `textCodes`; their number, or -1 for a text with a surrogate pair. */
  private readTrigrams(text: string): number {
    // Each word gives its length + 1 trigrams: at most the text's length + 1 in all.
    if (this.textCodes.length < text.length + 1) {
      const size = Math.ceil((text.length + 1) * 1.5);
      this.textCodes = new Float64Array(size);
      this.idOf = new Int32Array(size);
      this.found = new Uint8Array(size);
      this.lastAt = new Int32Array(size);
    }
    let n = 0;
    let before2 = SPACE;
    let before1 = SPACE;
    let inWord = false;
    for (let i = 0; i <= text.length; i += 1) {
      const unit = i < text.length ? text.charCodeAt(i) : SPACE;
      if (unit >= 0xd800 && unit <= 0xdfff) return -1;
      const isWord = i < text.length && isWordUnit(unit, this.unicodeWords);
      if (isWord) {
        if (!inWord) {
          before2 = SPACE;
          before1 = SPACE;
          inWord = true;
        }
        this.textCodes[n] = trigramCode(before2, before1, unit);
        n += 1;
        before2 = before1;
        before1 = unit;
      } else if (inWord) {
        this.textCodes[n] = trigramCode(before2, before1, SPACE);
        n += 1;
        inWord = false;
      }
    }
    return n;
  }
}

const SPACE = 32;
const trigramCode = (a: number, b: number, c: number) => a * 2 ** 32 + b * 2 ** 16 + c;

/** Whether a UTF-16 unit (not a surrogate) is a letter or digit, as `trigramsOf` splits words; non-ASCII answers kept. */
function isWordUnit(unit: number, unicodeWords: boolean): boolean {
  if (unit < 128) return (unit >= 48 && unit <= 57) || (unit >= 65 && unit <= 90) || (unit >= 97 && unit <= 122);
  if (!unicodeWords) return false;
  let known = wordUnits[unit] as number;
  if (known === 0) wordUnits[unit] = known = /[\p{L}\p{N}]/u.test(String.fromCharCode(unit)) ? 1 : 2;
  return known === 1;
}
/** Per UTF-16 unit: 0 not yet asked, 1 a letter or digit, 2 not. */
const wordUnits = new Uint8Array(0x10000);
