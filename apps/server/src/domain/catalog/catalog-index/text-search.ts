/**
 * PostgreSQL's full-text matching and ts_rank, in memory (decision 102): the catalog index keeps each product's
 * search_document as PostgreSQL wrote it (its lexemes, positions and weights, read in tsvector's text form), and a
 * search asks PostgreSQL only to parse the keyword (websearch_to_tsquery, no table read). Matching (`@@`, phrases
 * included) and ranking follow tsvector_op.c and tsrank.c, in single precision as PostgreSQL computes them, so an
 * answer from the index is the answer SQL gives (catalog-index.test.ts compares them).
 */

import { entryOfNumber, lexemeAt, lexemeNumberAt, positionsStart, readQuoted, type SearchDocument } from './search-documents.ts';

/**
 * A query's word. A search of the catalog index resolves, once per search, the lexeme's number and, for a word many
 * products have, the entry it is in each slot's document: a candidate's words are then read where they are, not
 * looked for entry by entry (decision 127).
 */
export interface QueryWord {
  lexeme: string;
  prefix: boolean;
  /** The lexeme's number in the documents' lexicon (-1: no document has it); looked up by the lexicon when absent. */
  number?: number;
  /** By slot: the lexeme's entry in that slot's document plus 1, 0 when it lacks it, ENTRY_LOOKED_UP past entry 253. */
  entryBySlot?: Uint8Array;
}

/** An `entryBySlot` value: the entry is past what a byte holds, and is looked up. */
export const ENTRY_LOOKED_UP = 255;

export type TsQuery =
  | ({ kind: 'word' } & QueryWord)
  | { kind: 'not'; operand: TsQuery }
  | { kind: 'and' | 'or'; left: TsQuery; right: TsQuery }
  | { kind: 'phrase'; distance: number; left: TsQuery; right: TsQuery };

/** ts_rank's default weights, indexed by PostgreSQL's weight code (D = 0 … A = 3). */
const DEFAULT_WEIGHTS = [0.1, 0.2, 0.4, 1.0].map(Math.fround);
const f = Math.fround;

const weightOf = (packed: number) => packed >>> 14;
const positionOf = (packed: number) => packed & 0x3fff;

/** A tsquery's text form as PostgreSQL prints it (`'rose' <2> 'may' | 'oud' & !'musk'`); undefined when empty. */
export function parseTsquery(text: string): TsQuery | undefined {
  let i = 0;
  const skip = () => {
    while (text[i] === ' ') i += 1;
  };
  // Precedence, loosest first: |, &, <N>, ! (as in PostgreSQL's tsquery parser).
  const leftAssociative = (operator: '|' | '&', kind: 'or' | 'and', operand: () => TsQuery) => (): TsQuery => {
    let left = operand();
    skip();
    while (text[i] === operator) {
      i += 1;
      left = { kind, left, right: operand() };
      skip();
    }
    return left;
  };
  const parseAnd = (): TsQuery => leftAssociative('&', 'and', parsePhrase)();
  const parseOr = leftAssociative('|', 'or', parseAnd);
  const parsePhrase = (): TsQuery => {
    let left = parseNot();
    skip();
    while (text[i] === '<') {
      const match = /^<(-|\d+)>/.exec(text.slice(i));
      if (!match) break;
      i += match[0].length;
      const distance = match[1] === '-' ? 1 : Number(match[1]);
      left = { kind: 'phrase', distance, left, right: parseNot() };
      skip();
    }
    return left;
  };
  const parseNot = (): TsQuery => {
    skip();
    if (text[i] === '!') {
      i += 1;
      return { kind: 'not', operand: parseNot() };
    }
    if (text[i] === '(') {
      i += 1;
      const inner = parseOr();
      skip();
      i += 1; // ')'
      return inner;
    }
    const [lexeme, after] = readQuoted(text, i);
    i = after;
    let prefix = false;
    const suffix = /^:[*A-D]+/.exec(text.slice(i));
    if (suffix) {
      prefix = suffix[0].includes('*');
      i += suffix[0].length;
    }
    return { kind: 'word', lexeme, prefix };
  };
  skip();
  if (i >= text.length) return undefined;
  return parseOr();
}

/**
 * The first entry `word` names: its own entry (or the number of entries when the document lacks it), read where the
 * word's entries by slot say, else found by its number; for a prefix (`:*`), the first entry not below it in code-point
 * order. With `entriesEnd`, the range of entries the word names, found without making a pair: these run for every
 * candidate of every search.
 */
function firstEntryFrom(document: SearchDocument, word: QueryWord): number {
  const packed = document.store.packed;
  const at = document.at;
  const count = packed[at] as number;
  const hints = word.entryBySlot;
  if (hints !== undefined && document.slot >= 0) {
    // Kept current by the index (dropped when a document gains the lexeme), and checked against the entry's number.
    const hint = document.slot < hints.length ? (hints[document.slot] as number) : 0;
    if (hint === 0) return count;
    if (hint !== ENTRY_LOOKED_UP && hint - 1 < count && lexemeNumberAt(packed, at, hint - 1) === word.number) return hint - 1;
  }
  if (packed !== lookedUpIn || at !== lookedUpAtDocument) {
    lookedUpIn = packed;
    lookedUpAtDocument = at;
    lookedUpCount = 0;
  }
  const lexeme = word.lexeme;
  const prefix = word.prefix ? 1 : 0;
  for (let i = 0; i < lookedUpCount; i += 1) if (lookedUp[i] === lexeme && lookedUpPrefix[i] === prefix) return lookedUpEntry[i] as number;
  let found = count;
  if (!prefix) {
    const entry = entryOfNumber(packed, at, word.number ?? document.store.lexicon.find(lexeme));
    if (entry >= 0) found = entry;
  } else {
    let low = 0;
    let high = count;
    while (low < high) {
      const middle = (low + high) >>> 1;
      if (lexemeAt(document, middle) < lexeme) low = middle + 1;
      else high = middle;
    }
    found = low;
  }
  if (lookedUpCount < LOOKUPS_KEPT) {
    lookedUp[lookedUpCount] = lexeme;
    lookedUpPrefix[lookedUpCount] = prefix;
    lookedUpEntry[lookedUpCount] = found;
    lookedUpCount += 1;
  }
  return found;
}

/**
 * The last document's words looked up, and where: a candidate is matched, then ranked under each configuration, so
 * the same few words are looked up in it several times in a row (a document's run never changes: a changed product's
 * document is a new run).
 */
const LOOKUPS_KEPT = 8;
let lookedUpIn: Uint16Array | undefined;
let lookedUpAtDocument = -1;
const lookedUp: string[] = [];
const lookedUpPrefix = new Uint8Array(LOOKUPS_KEPT);
const lookedUpEntry = new Int32Array(LOOKUPS_KEPT);
let lookedUpCount = 0;

/** One past the last entry `word` names from `from` (its firstEntryFrom): one entry, or each lexeme it prefixes (`:*`). */
function entriesEnd(document: SearchDocument, word: QueryWord, from: number): number {
  const count = document.store.packed[document.at] as number;
  if (!word.prefix) return from < count ? from + 1 : from;
  let end = from;
  while (end < count && lexemeAt(document, end).startsWith(word.lexeme)) end += 1;
  return end;
}

/** Positions (plain numbers) at which `query` holds as a phrase part, or undefined when it holds without positions. */
function phrasePositions(document: SearchDocument, query: TsQuery): number[] | undefined {
  switch (query.kind) {
    case 'word': {
      const from = firstEntryFrom(document, query);
      const to = entriesEnd(document, query, from);
      const found: number[] = [];
      const packed = document.store.packed;
      for (let entry = from; entry < to; entry += 1) {
        const end = positionsStart(packed, document.at, entry + 1);
        for (let at = positionsStart(packed, document.at, entry); at < end; at += 1) found.push(positionOf(packed[at] ?? 0));
      }
      return found.sort((a, b) => a - b);
    }
    case 'phrase': {
      const left = phrasePositions(document, query.left);
      const right = phrasePositions(document, query.right);
      if (!left || !right) return left ?? right;
      const starts = new Set(left);
      return right.filter((position) => starts.has(position - query.distance));
    }
    default:
      return matches(document, query) ? undefined : [];
  }
}

/** Whether `document @@ query`. */
export function matches(document: SearchDocument, query: TsQuery): boolean {
  switch (query.kind) {
    case 'word': {
      const from = firstEntryFrom(document, query);
      return entriesEnd(document, query, from) > from;
    }
    case 'not':
      return !matches(document, query.operand);
    case 'and':
      return matches(document, query.left) && matches(document, query.right);
    case 'or':
      return matches(document, query.left) || matches(document, query.right);
    case 'phrase': {
      const found = phrasePositions(document, query);
      return found === undefined || found.length > 0;
    }
  }
}

/** The query's operands, unique and in the order PostgreSQL's SortAndUniqItems leaves them (by lexeme, then prefix). */
export function uniqueWords(query: TsQuery): QueryWord[] {
  const words: QueryWord[] = [];
  const visit = (node: TsQuery) => {
    // What a search resolved for the word (its number, its entries by slot) goes with it.
    if (node.kind === 'word') words.push({ lexeme: node.lexeme, prefix: node.prefix, number: node.number, entryBySlot: node.entryBySlot });
    else if (node.kind === 'not') visit(node.operand);
    else {
      visit(node.left);
      visit(node.right);
    }
  };
  visit(query);
  const byBytes = (a: string, b: string) => {
    const left = Buffer.from(a);
    const right = Buffer.from(b);
    return (
      Buffer.compare(left.subarray(0, Math.min(left.length, right.length)), right.subarray(0, Math.min(left.length, right.length))) ||
      left.length - right.length
    );
  };
  words.sort((a, b) => byBytes(a.lexeme, b.lexeme) || Number(a.prefix) - Number(b.prefix));
  return words.filter((word, n) => n === 0 || word.lexeme !== words[n - 1]?.lexeme || word.prefix !== words[n - 1]?.prefix);
}

function wordDistance(distance: number): number {
  if (distance > 100) return f(1e-30);
  return f(1.0 / (1.005 + 0.05 * Math.exp(f(distance) / 1.5 - 2)));
}

/**
 * calc_rank_and's value of a pair of positions, by their weight codes and distance (1 … 100; any further distance is
 * 101): the same expression computed once for each of the 4 × 4 × 101 cases, as the pair loop runs it per candidate.
 */
const PAIR_VALUES = (() => {
  const values = new Float32Array(4 * 4 * 101);
  for (let mine = 0; mine < 4; mine += 1) {
    for (let theirs = 0; theirs < 4; theirs += 1) {
      for (let distance = 1; distance <= 101; distance += 1) {
        const weights = f((DEFAULT_WEIGHTS[mine] as number) * (DEFAULT_WEIGHTS[theirs] as number));
        values[(mine * 4 + theirs) * 101 + distance - 1] = f(Math.sqrt(f(weights * wordDistance(distance))));
      }
    }
  }
  return values;
})();

function rankOr(document: SearchDocument, words: readonly QueryWord[]): number {
  const packed = document.store.packed;
  let rank = f(0);
  for (const word of words) {
    const from = firstEntryFrom(document, word);
    const to = entriesEnd(document, word, from);
    for (let entry = from; entry < to; entry += 1) {
      const start = positionsStart(packed, document.at, entry);
      const count = positionsStart(packed, document.at, entry + 1) - start;
      let sum = f(0);
      let best = f(-1);
      let bestAt = 0;
      for (let j = 0; j < count; j += 1) {
        const weight = DEFAULT_WEIGHTS[weightOf(packed[start + j] as number)] as number;
        sum = f(sum + f(weight / ((j + 1) * (j + 1))));
        if (weight > best) {
          best = weight;
          bestAt = j;
        }
      }
      const occurrences = f(f(best + sum) - f(best / ((bestAt + 1) * (bestAt + 1))));
      rank = f(rank + occurrences / 1.64493406685);
    }
  }
  return words.length > 0 ? f(rank / words.length) : rank;
}

/**
 * calc_rank_and's scratch: for each query word of the candidate, the array holding its positions and where they start
 * and end (start -1: the candidate lacks it). A document's words are read from its run; a positioned posting's
 * (decision 141) from the lexeme's own positions.
 */
export interface WordRanges {
  arrays: Uint16Array[];
  starts: Int32Array;
  ends: Int32Array;
}

/** Ranges for up to `words` query words (grown when a query has more). */
export function wordRanges(words: number): WordRanges {
  return { arrays: [], starts: new Int32Array(words), ends: new Int32Array(words) };
}

let documentRanges = wordRanges(16);

function rankAnd(document: SearchDocument, words: readonly QueryWord[]): number {
  if (words.length < 2) return rankOr(document, words);
  const packed = document.store.packed;
  if (documentRanges.starts.length < words.length) documentRanges = wordRanges(words.length * 2);
  const ranges = documentRanges;
  ranges.starts.fill(-1, 0, words.length);
  let rank = f(-1);
  for (let i = 0; i < words.length; i += 1) {
    const word = words[i] as QueryWord;
    const from = firstEntryFrom(document, word);
    const to = entriesEnd(document, word, from);
    // A prefix may name several entries: each is paired with the words before it, as calc_rank_and does.
    for (let entry = from; entry < to; entry += 1) {
      ranges.arrays[i] = packed;
      ranges.starts[i] = positionsStart(packed, document.at, entry);
      ranges.ends[i] = positionsStart(packed, document.at, entry + 1);
      rank = pairsRank(ranges, i, rank);
    }
  }
  return rank < 0 ? f(1e-20) : rank;
}

/**
 * calc_rank_and's rank over words whose position ranges are all known (each word one range, as a plain word is):
 * what a positioned posting's candidate is ranked with. 1e-20 when no pair of words is found.
 */
export function rankAndOfRanges(ranges: WordRanges, words: number): number {
  let rank = f(-1);
  for (let i = 1; i < words; i += 1) rank = pairsRank(ranges, i, rank);
  return rank < 0 ? f(1e-20) : rank;
}

/** The rank so far (-1: no pair yet) with word `i`'s positions paired with each earlier word's, in calc_rank_and's order. */
function pairsRank(ranges: WordRanges, i: number, rankSoFar: number): number {
  let rank = rankSoFar;
  const mineIn = ranges.arrays[i] as Uint16Array;
  const start = ranges.starts[i] as number;
  const end = ranges.ends[i] as number;
  for (let k = 0; k < i; k += 1) {
    const otherStart = ranges.starts[k] as number;
    if (otherStart < 0) continue;
    const theirsIn = ranges.arrays[k] as Uint16Array;
    const otherEnd = ranges.ends[k] as number;
    for (let at = start; at < end; at += 1) {
      const mine = mineIn[at] as number;
      for (let theirsAt = otherStart; theirsAt < otherEnd; theirsAt += 1) {
        const theirs = theirsIn[theirsAt] as number;
        // Two lexemes at one position (a hyphenated word and its first part) are not a pair.
        const distance = Math.abs(positionOf(mine) - positionOf(theirs));
        if (distance === 0) continue;
        const weight = PAIR_VALUES[(weightOf(mine) * 4 + weightOf(theirs)) * 101 + Math.min(distance, 101) - 1] as number;
        rank = rank < 0 ? weight : f(1.0 - (1.0 - rank) * (1.0 - weight));
      }
    }
  }
  return rank;
}

/**
 * ts_rank of the one-word query `lexeme`: for a query of words and ORs alone, ts_rank is the sum of its words' values
 * divided by their number, so these bound every such rank (the catalog index's top-k search walks them best first).
 */
export function wordRank(document: SearchDocument, lexeme: string): number {
  return rankOr(document, [{ lexeme, prefix: false }]);
}

/** Whether the query is words joined by AND alone (no prefix, OR, phrase or negation): "warm spicy". */
export function andOfWordsOnly(query: TsQuery): boolean {
  if (query.kind === 'word') return !query.prefix;
  return query.kind === 'and' && andOfWordsOnly(query.left) && andOfWordsOnly(query.right);
}

/** The words of a query made of words and ORs only (no AND, phrase, negation or prefix), else undefined. */
export function orOnlyWords(query: TsQuery): string[] | undefined {
  if (query.kind === 'word') return query.prefix ? undefined : [query.lexeme];
  if (query.kind !== 'or') return undefined;
  const left = orOnlyWords(query.left);
  const right = orOnlyWords(query.right);
  return left && right ? [...left, ...right] : undefined;
}

/** ts_rank(document, query) with the default weights and no normalisation. */
export function tsRank(document: SearchDocument, query: TsQuery, words = uniqueWords(query)): number {
  if (document.store.packed[document.at] === 0 || words.length === 0) return 0;
  const rank = query.kind === 'and' || query.kind === 'phrase' ? rankAnd(document, words) : rankOr(document, words);
  return rank < 0 ? f(1e-20) : rank;
}
