/**
 * PostgreSQL's full-text matching and ts_rank, in memory (decision 102): the catalog index keeps each product's
 * search_document as PostgreSQL wrote it (its lexemes, positions and weights, read in tsvector's text form), and a
 * search asks PostgreSQL only to parse the keyword (websearch_to_tsquery, no table read). Matching (`@@`, phrases
 * included) and ranking follow tsvector_op.c and tsrank.c, in single precision as PostgreSQL computes them, so an
 * answer from the index is the answer SQL gives (catalog-index.test.ts compares them).
 */

/**
 * A document: its lexemes in code-point order, each with its positions (PostgreSQL's packing: weight << 14 | position),
 * in one array to keep 50,000 documents small: `packed[0 .. n]` are where each lexeme's positions start after them.
 */
export interface SearchDocument {
  lexemes: string[];
  packed: Uint16Array;
}

export type TsQuery =
  | { kind: 'word'; lexeme: string; prefix: boolean }
  | { kind: 'not'; operand: TsQuery }
  | { kind: 'and' | 'or'; left: TsQuery; right: TsQuery }
  | { kind: 'phrase'; distance: number; left: TsQuery; right: TsQuery };

const WEIGHT_LETTERS: Record<string, number> = { A: 3, B: 2, C: 1, D: 0 };
/** ts_rank's default weights, indexed by PostgreSQL's weight code (D = 0 … A = 3). */
const DEFAULT_WEIGHTS = [0.1, 0.2, 0.4, 1.0].map(Math.fround);
const MAX_ENTRY_POSITION = 16383;
const f = Math.fround;

const weightOf = (packed: number) => packed >>> 14;
const positionOf = (packed: number) => packed & 0x3fff;

/** Reads a quoted lexeme (`'it''s'`, backslash escapes) starting at `start`; answers it and the index after it. */
function readQuoted(text: string, start: number): [string, number] {
  let value = '';
  let i = start + 1;
  while (i < text.length) {
    const char = text[i] ?? '';
    if (char === '\\') {
      value += text[i + 1] ?? '';
      i += 2;
    } else if (char === "'") {
      if (text[i + 1] === "'") {
        value += "'";
        i += 2;
      } else return [value, i + 1];
    } else {
      value += char;
      i += 1;
    }
  }
  return [value, i];
}

/** A tsvector's text form (`'eau':5A,13C 'rose':2`) as a document; `intern` shares repeated lexemes between documents. */
export function parseTsvector(text: string, intern: (lexeme: string) => string = (lexeme) => lexeme): SearchDocument {
  const entries: Array<{ lexeme: string; positions: number[] }> = [];
  let i = 0;
  while (i < text.length) {
    if (text[i] !== "'") {
      i += 1;
      continue;
    }
    const [lexeme, after] = readQuoted(text, i);
    i = after;
    const positions: number[] = [];
    if (text[i] === ':') {
      i += 1;
      const match = /^[0-9A-D,]+/.exec(text.slice(i, i + 4096));
      const list = match?.[0] ?? '';
      i += list.length;
      for (const item of list.split(',')) {
        const digits = /^\d+/.exec(item)?.[0];
        if (!digits) continue;
        const weight = WEIGHT_LETTERS[item.slice(digits.length)] ?? 0;
        positions.push((weight << 14) | Math.min(Number(digits), MAX_ENTRY_POSITION));
      }
    }
    entries.push({ lexeme: intern(lexeme), positions });
  }
  entries.sort((a, b) => (a.lexeme < b.lexeme ? -1 : a.lexeme > b.lexeme ? 1 : 0));
  const total = entries.reduce((sum, entry) => sum + entry.positions.length, 0);
  const packed = new Uint16Array(entries.length + 1 + total);
  let at = 0;
  entries.forEach((entry, n) => {
    packed[n] = at;
    packed.set(entry.positions, entries.length + 1 + at);
    at += entry.positions.length;
  });
  packed[entries.length] = at;
  return { lexemes: entries.map((entry) => entry.lexeme), packed };
}

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
 * The first entry whose lexeme is not below `lexeme` (lexemes are in code-point order). With `entriesEnd`, the range
 * of entries a word names, found without making a pair: these run for every candidate of every search.
 */
function firstEntryFrom(lexemes: readonly string[], lexeme: string): number {
  if (lexemes !== lookedUpIn) {
    lookedUpIn = lexemes;
    lookedUpCount = 0;
  }
  for (let i = 0; i < lookedUpCount; i += 1) if (lookedUp[i] === lexeme) return lookedUpAt[i] as number;
  let low = 0;
  let high = lexemes.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if ((lexemes[middle] as string) < lexeme) low = middle + 1;
    else high = middle;
  }
  if (lookedUpCount < LOOKUPS_KEPT) {
    lookedUp[lookedUpCount] = lexeme;
    lookedUpAt[lookedUpCount] = low;
    lookedUpCount += 1;
  }
  return low;
}

/**
 * The last document's lexemes looked up, and where: a candidate is matched, then ranked under each configuration, so
 * the same few words are looked up in it several times in a row (documents never change: a changed product has a new
 * one).
 */
const LOOKUPS_KEPT = 8;
let lookedUpIn: readonly string[] | undefined;
const lookedUp: string[] = [];
const lookedUpAt = new Int32Array(LOOKUPS_KEPT);
let lookedUpCount = 0;

/** One past the last entry `word` names from `from` (its firstEntryFrom): one entry, or each lexeme it prefixes (`:*`). */
function entriesEnd(lexemes: readonly string[], word: { lexeme: string; prefix: boolean }, from: number): number {
  if (!word.prefix) return lexemes[from] === word.lexeme ? from + 1 : from;
  let end = from;
  while (end < lexemes.length && (lexemes[end] as string).startsWith(word.lexeme)) end += 1;
  return end;
}

/** Where entry `entry`'s positions start in `packed` (they end where the next entry's start). */
function positionsStart(document: SearchDocument, entry: number): number {
  return document.lexemes.length + 1 + (document.packed[entry] as number);
}

/** Positions (plain numbers) at which `query` holds as a phrase part, or undefined when it holds without positions. */
function phrasePositions(document: SearchDocument, query: TsQuery): number[] | undefined {
  switch (query.kind) {
    case 'word': {
      const from = firstEntryFrom(document.lexemes, query.lexeme);
      const to = entriesEnd(document.lexemes, query, from);
      const found: number[] = [];
      for (let entry = from; entry < to; entry += 1) {
        const end = positionsStart(document, entry + 1);
        for (let at = positionsStart(document, entry); at < end; at += 1) found.push(positionOf(document.packed[at] ?? 0));
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
      const from = firstEntryFrom(document.lexemes, query.lexeme);
      return entriesEnd(document.lexemes, query, from) > from;
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
export function uniqueWords(query: TsQuery): Array<{ lexeme: string; prefix: boolean }> {
  const words: Array<{ lexeme: string; prefix: boolean }> = [];
  const visit = (node: TsQuery) => {
    if (node.kind === 'word') words.push({ lexeme: node.lexeme, prefix: node.prefix });
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

function rankOr(document: SearchDocument, words: ReadonlyArray<{ lexeme: string; prefix: boolean }>): number {
  const { lexemes, packed } = document;
  let rank = f(0);
  for (const word of words) {
    const from = firstEntryFrom(lexemes, word.lexeme);
    const to = entriesEnd(lexemes, word, from);
    for (let entry = from; entry < to; entry += 1) {
      const start = positionsStart(document, entry);
      const count = positionsStart(document, entry + 1) - start;
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

/** rankAnd's scratch: where the positions of the entry last seen for each query word start and end (start -1: none). */
let seenStarts = new Int32Array(16);
let seenEnds = new Int32Array(16);

function rankAnd(document: SearchDocument, words: ReadonlyArray<{ lexeme: string; prefix: boolean }>): number {
  if (words.length < 2) return rankOr(document, words);
  const { lexemes, packed } = document;
  if (seenStarts.length < words.length) {
    seenStarts = new Int32Array(words.length * 2);
    seenEnds = new Int32Array(words.length * 2);
  }
  seenStarts.fill(-1, 0, words.length);
  let rank = f(-1);
  for (let i = 0; i < words.length; i += 1) {
    const word = words[i] as { lexeme: string; prefix: boolean };
    const from = firstEntryFrom(lexemes, word.lexeme);
    const to = entriesEnd(lexemes, word, from);
    for (let entry = from; entry < to; entry += 1) {
      const start = positionsStart(document, entry);
      const end = positionsStart(document, entry + 1);
      seenStarts[i] = start;
      seenEnds[i] = end;
      for (let k = 0; k < i; k += 1) {
        const otherStart = seenStarts[k] as number;
        if (otherStart < 0) continue;
        const otherEnd = seenEnds[k] as number;
        for (let at = start; at < end; at += 1) {
          const mine = packed[at] as number;
          for (let theirsAt = otherStart; theirsAt < otherEnd; theirsAt += 1) {
            const theirs = packed[theirsAt] as number;
            // Two lexemes at one position (a hyphenated word and its first part) are not a pair.
            const distance = Math.abs(positionOf(mine) - positionOf(theirs));
            if (distance === 0) continue;
            const weight = PAIR_VALUES[(weightOf(mine) * 4 + weightOf(theirs)) * 101 + Math.min(distance, 101) - 1] as number;
            rank = rank < 0 ? weight : f(1.0 - (1.0 - rank) * (1.0 - weight));
          }
        }
      }
    }
  }
  return rank < 0 ? f(1e-20) : rank;
}

/**
 * ts_rank of the one-word query `lexeme`: for a query of words and ORs alone, ts_rank is the sum of its words' values
 * divided by their number, so these bound every such rank (the catalog index's top-k search walks them best first).
 */
export function wordRank(document: SearchDocument, lexeme: string): number {
  return rankOr(document, [{ lexeme, prefix: false }]);
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
  if (document.lexemes.length === 0 || words.length === 0) return 0;
  const rank = query.kind === 'and' || query.kind === 'phrase' ? rankAnd(document, words) : rankOr(document, words);
  return rank < 0 ? f(1e-20) : rank;
}
