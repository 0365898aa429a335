/**
 * Products' search documents (PostgreSQL's tsvectors, read in their text form) kept in one array of 16-bit numbers,
 * one run of it per product: a search reads thousands of candidates' documents, and one lookup of where a product's
 * run starts, then the run itself, is a fraction of reaching it through its entry, a document object and an array of
 * its own (decision 119). The lexemes are numbered once in a `Lexicon`, so a document holds numbers, not strings.
 *
 * A document's run, from `at`: its number of lexemes (n); each lexeme's number in the lexicon (low and high 16 bits),
 * read first by every lookup, so they follow the count in the same cache lines; n + 1 offsets, where each lexeme's
 * positions start after them (the last is their total); the positions (PostgreSQL's packing: weight << 14 |
 * position). Lexemes are in code-point order, as PostgreSQL keeps them.
 */

/**
 * Every lexeme the documents hold, each numbered once: finding a query's word in a candidate compares numbers read
 * in one run of memory, not strings reached through pointers.
 */
export class Lexicon {
  private readonly numbers = new Map<string, number>();
  private readonly lexemes: string[] = [];
  /** The last lexemes `find` answered, while the lexicon has not grown (a lexeme added since may be one of them). */
  private readonly asked: string[] = [];
  private readonly answers = new Int32Array(LEXEMES_REMEMBERED);
  private askedAtSize = -1;

  /** The lexeme's number, numbering it if it is new. */
  add(lexeme: string): number {
    const known = this.numbers.get(lexeme);
    if (known !== undefined) return known;
    this.lexemes.push(lexeme);
    this.numbers.set(lexeme, this.lexemes.length - 1);
    return this.lexemes.length - 1;
  }

  lexeme(number: number): string {
    return this.lexemes[number] ?? '';
  }

  /** The lexeme's number, or -1 when no document has had it (a search asks the same few for every candidate). */
  find(lexeme: string): number {
    if (this.askedAtSize !== this.lexemes.length) {
      this.askedAtSize = this.lexemes.length;
      this.asked.length = 0;
    }
    for (let i = 0; i < this.asked.length; i += 1) if (this.asked[i] === lexeme) return this.answers[i] as number;
    const number = this.numbers.get(lexeme) ?? -1;
    if (this.asked.length < LEXEMES_REMEMBERED) {
      this.answers[this.asked.length] = number;
      this.asked.push(lexeme);
    }
    return number;
  }
}
const LEXEMES_REMEMBERED = 8;

/**
 * A document: the store holding it, where its run starts and the slot it is the document of (-1 for one standing
 * alone). A search moves one such reference along its candidates.
 */
export interface SearchDocument {
  readonly store: SearchDocuments;
  at: number;
  slot: number;
}

const WEIGHT_LETTERS: Record<string, number> = { A: 3, B: 2, C: 1, D: 0 };
const MAX_ENTRY_POSITION = 16383;
/** Space left for replaced runs before they are squeezed out (and at least this many numbers). */
const COMPACT_AFTER_UNUSED = 1 << 20;

/** The documents of the products in the index, by slot. */
export class SearchDocuments {
  readonly lexicon = new Lexicon();
  /** The runs; replaced (not resized in place) when it grows or is compacted, so read it afresh after `set`. */
  packed = new Uint16Array(1024);
  private used = 0;
  /** Numbers held by runs no slot points at any more. */
  private unused = 0;
  private startOf = new Int32Array(0);

  /** `compactAfterUnused`: how many numbers replaced runs may hold before they are squeezed out (tests ask fewer). */
  constructor(private readonly compactAfterUnused = COMPACT_AFTER_UNUSED) {}

  /** Where the slot's document starts, or -1 when it has none. */
  at(slot: number): number {
    return slot < this.startOf.length ? (this.startOf[slot] as number) : -1;
  }

  /** The slot's document, as a reference of its own (not for a search's hot loop, which moves one reference). */
  document(slot: number): SearchDocument {
    return { store: this, at: this.at(slot), slot };
  }

  /** How many lexemes the slot's document holds (0 without one). */
  lexemeCount(slot: number): number {
    const at = this.at(slot);
    return at < 0 ? 0 : (this.packed[at] as number);
  }

  /** The slot's document is now this tsvector (its text form, `'eau':5A,13C 'rose':2`). */
  set(slot: number, tsvector: string): void {
    const entries = parseEntries(tsvector);
    const count = entries.length;
    const total = entries.reduce((sum, entry) => sum + entry.positions.length, 0);
    const length = 2 + 3 * count + total;
    const before = this.at(slot);
    if (before >= 0) this.unused += runLength(this.packed, before);
    if (slot >= this.startOf.length) {
      const grown = new Int32Array(Math.max(64, Math.ceil((slot + 1) * 1.5))).fill(-1);
      grown.set(this.startOf);
      this.startOf = grown;
    }
    this.startOf[slot] = -1;
    if (this.used + length > this.packed.length) this.makeRoom(length);
    const at = this.used;
    const packed = this.packed;
    packed[at] = count;
    let offset = 0;
    const offsets = at + 1 + 2 * count;
    entries.forEach((entry, n) => {
      const number = this.lexicon.add(entry.lexeme);
      packed[at + 1 + 2 * n] = number & 0xffff;
      packed[at + 1 + 2 * n + 1] = number >>> 16;
      packed[offsets + n] = offset;
      packed.set(entry.positions, offsets + count + 1 + offset);
      offset += entry.positions.length;
    });
    packed[offsets + count] = offset;
    this.used += length;
    this.startOf[slot] = at;
  }

  /** Drops the room kept for growth (after a load, when every document is in). */
  trim(): void {
    this.compact(0);
  }

  /** Room for `length` more: replaced runs squeezed out when they are many, else a larger array. */
  private makeRoom(length: number): void {
    if (this.unused > this.compactAfterUnused && this.unused * 2 > this.used) this.compact(length);
    if (this.used + length <= this.packed.length) return;
    const grown = new Uint16Array(Math.ceil((this.used + length) * 1.5));
    grown.set(this.packed.subarray(0, this.used));
    this.packed = grown;
  }

  /** Every slot's run copied, in slot order, into an array with room for `room` more. */
  private compact(room: number): void {
    const live = this.used - this.unused;
    const packed = new Uint16Array(live + room);
    let to = 0;
    for (let slot = 0; slot < this.startOf.length; slot += 1) {
      const from = this.startOf[slot] as number;
      if (from < 0) continue;
      const length = runLength(this.packed, from);
      packed.set(this.packed.subarray(from, from + length), to);
      this.startOf[slot] = to;
      to += length;
    }
    this.packed = packed;
    this.used = to;
    this.unused = 0;
  }
}

function runLength(packed: Uint16Array, at: number): number {
  const count = packed[at] as number;
  return 2 + 3 * count + (packed[at + 1 + 3 * count] as number);
}

/** A document standing alone (tests, and one-off ranks): its own store. */
export function parseTsvector(tsvector: string): SearchDocument {
  const store = new SearchDocuments();
  store.set(0, tsvector);
  return { ...store.document(0), slot: -1 };
}

/** The document's lexemes, in code-point order. */
export function lexemesOf(document: SearchDocument): string[] {
  const count = document.store.packed[document.at] as number;
  return Array.from({ length: count }, (_, entry) => lexemeAt(document, entry));
}

/** The `entry`th lexeme of the document (entries are in code-point order). */
export function lexemeAt(document: SearchDocument, entry: number): string {
  return document.store.lexicon.lexeme(lexemeNumberAt(document.store.packed, document.at, entry));
}

export function lexemeNumberAt(packed: Uint16Array, at: number, entry: number): number {
  const at2 = numbersStart(at) + 2 * entry;
  return ((packed[at2] as number) | ((packed[at2 + 1] as number) << 16)) >>> 0;
}

/** The entry of the run at `at` whose lexeme is number `number`, or -1 when the run lacks it (read entry by entry). */
export function entryOfNumber(packed: Uint16Array, at: number, number: number): number {
  if (number < 0) return -1;
  const low = number & 0xffff;
  const high = number >>> 16;
  const count = packed[at] as number;
  const numbers = numbersStart(at);
  for (let entry = 0; entry < count; entry += 1) {
    if (packed[numbers + 2 * entry] === low && packed[numbers + 2 * entry + 1] === high) return entry;
  }
  return -1;
}

/** Where the run's lexeme numbers start. */
export function numbersStart(at: number): number {
  return at + 1;
}

/** Where entry `entry`'s positions start (they end where the next entry's start). */
export function positionsStart(packed: Uint16Array, at: number, entry: number): number {
  const count = packed[at] as number;
  return at + 2 + 3 * count + (packed[at + 1 + 2 * count + entry] as number);
}

/** Reads a quoted lexeme (`'it''s'`, backslash escapes) starting at `start`; answers it and the index after it. */
export function readQuoted(text: string, start: number): [string, number] {
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

/** A tsvector's text form as its lexemes in code-point order, each with its packed positions. */
function parseEntries(text: string): Array<{ lexeme: string; positions: number[] }> {
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
    entries.push({ lexeme, positions });
  }
  return entries.sort((a, b) => (a.lexeme < b.lexeme ? -1 : a.lexeme > b.lexeme ? 1 : 0));
}
