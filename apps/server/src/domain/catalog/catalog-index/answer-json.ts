import { createHash } from 'node:crypto';

/**
 * A response's JSON with `pieces` (each already serialised) as its `data` array; `frame` is the same answer serialised
 * with `"data":[]`. The pieces are joined in one pass into the answer itself: a 60 KB answer is one string made, not a
 * joined list that a replace then copies again (a listing or search miss makes one; the copy was young-generation
 * garbage on every miss).
 */
export function withData(frame: string, pieces: readonly string[]): string {
  const at = frame.indexOf(EMPTY_DATA);
  if (at < 0) throw new Error('catalog answer: the frame has no empty "data" array');
  const head = `${frame.slice(0, at)}"data":[`;
  const tail = `]${frame.slice(at + EMPTY_DATA.length)}`;
  if (pieces.length <= 1) return `${head}${pieces[0] ?? ''}${tail}`;
  const parts = pieces.slice();
  parts[0] = head + (parts[0] as string);
  parts[parts.length - 1] = (parts[parts.length - 1] as string) + tail;
  return parts.join(',');
}

const EMPTY_DATA = '"data":[]';
const COMMA = 0x2c;

/**
 * `withData` in UTF-8 bytes, from pieces kept as bytes: the answer is copied together once, with no text made and
 * encoded again (encoding a 60 KB listing answer cost a miss about as much as joining it, decision 139).
 */
export function withDataBytes(frame: string, pieces: readonly Buffer[]): Buffer {
  const at = frame.indexOf(EMPTY_DATA);
  if (at < 0) throw new Error('catalog answer: the frame has no empty "data" array');
  const head = Buffer.from(`${frame.slice(0, at)}"data":[`);
  const tail = Buffer.from(`]${frame.slice(at + EMPTY_DATA.length)}`);
  let length = head.length + tail.length + Math.max(pieces.length - 1, 0);
  for (const piece of pieces) length += piece.length;
  const body = Buffer.allocUnsafe(length);
  let offset = head.copy(body, 0);
  pieces.forEach((piece, n) => {
    if (n > 0) body[offset++] = COMMA;
    offset += piece.copy(body, offset);
  });
  tail.copy(body, offset);
  return body;
}

/** A product's shopper JSON as the index keeps it: its UTF-8 bytes, and their SHA-1 (decision 144). */
export interface ShownPiece {
  readonly bytes: Buffer;
  readonly digest: Buffer;
}

export function shownPiece(json: string): ShownPiece {
  const bytes = Buffer.from(json);
  return { bytes, digest: createHash('sha1').update(bytes).digest() };
}

/**
 * The answer made of `frame` and `pieces` (`withDataBytes`), with its weak ETag: a SHA-1 over the frame and each
 * piece's own digest, ~1 KB hashed instead of the ~75 KB body (hashing the body was 5–8% of a listing miss); any byte
 * that differs in the frame or a piece gives another tag, as hashing the body would.
 */
export function answerOfPieces(frame: string, pieces: readonly ShownPiece[]): { body: Buffer; etag: string } {
  const hash = createHash('sha1').update(frame).update(FRAME_END);
  for (const piece of pieces) hash.update(piece.digest);
  return { body: withDataBytes(frame, pieces.map((piece) => piece.bytes)), etag: `W/"${hash.digest('base64url')}"` };
}

/** Ends the frame in what an answer's tag hashes (the digests after it are 20 bytes each). */
const FRAME_END = Buffer.from([0]);
