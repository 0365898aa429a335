import { hash } from 'node:crypto';

// Digests here are one-shot (`hash`): each `createHash` made a native object with a weak handle that the main thread's
// next scavenge had to process, ~8 a product page, ~1.2 ms of each scavenge (decision 166).

const EMPTY_DATA = '"data":[]';
const COMMA = 0x2c;

/** An element of an answer's `data` array as UTF-8 bytes: in one buffer, or in parts that follow each other. */
export type PieceBytes = Buffer | readonly Buffer[];

/**
 * A response's JSON in UTF-8 bytes with `pieces` (each already serialised, kept as bytes) as its `data` array; `frame`
 * is the same answer serialised with `"data":[]`. The answer is copied together once, with no text made and encoded
 * again (encoding a 60 KB listing answer cost a miss about as much as joining it, decision 139).
 */
export function withDataBytes(frame: string, pieces: readonly PieceBytes[]): Buffer {
  const at = frame.indexOf(EMPTY_DATA);
  if (at < 0) throw new Error('catalog answer: the frame has no empty "data" array');
  const head = Buffer.from(`${frame.slice(0, at)}"data":[`);
  const tail = Buffer.from(`]${frame.slice(at + EMPTY_DATA.length)}`);
  let length = head.length + tail.length + Math.max(pieces.length - 1, 0);
  for (const piece of pieces) {
    if (Buffer.isBuffer(piece)) length += piece.length;
    else for (const part of piece) length += part.length;
  }
  const body = Buffer.allocUnsafe(length);
  let offset = head.copy(body, 0);
  pieces.forEach((piece, n) => {
    if (n > 0) body[offset++] = COMMA;
    if (Buffer.isBuffer(piece)) offset += piece.copy(body, offset);
    else for (const part of piece) offset += part.copy(body, offset);
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
  return { bytes, digest: hash('sha1', bytes, 'buffer') };
}

/** An element of an answer as it is put together: its bytes, and a digest that tells every one of them. */
export interface AnswerPiece {
  readonly bytes: PieceBytes;
  readonly digest: Buffer;
}

/**
 * `piece` between `before` and `after` as one piece (a similar scent: its product's kept JSON inside the scent's own
 * object), its digest made from the piece's digest and the added bytes, not from the whole again. The three are
 * copied into the answer where it is put together, not joined first (a product page's similar scents made ~6 KB of
 * buffers a page that only lived until that copy, decision 162).
 */
export function wrappedPiece(before: Buffer, piece: ShownPiece, after: string): AnswerPiece {
  const tail = Buffer.from(after);
  return { bytes: [before, piece.bytes, tail], digest: hash('sha1', Buffer.concat([before, piece.digest, tail]), 'buffer') };
}

/**
 * The answer made of `frame` and `pieces` (`withDataBytes`), with its weak ETag: a SHA-1 over the frame and each
 * piece's own digest, ~1 KB hashed instead of the ~75 KB body (hashing the body was 5–8% of a listing miss); any byte
 * that differs in the frame or a piece gives another tag, as hashing the body would.
 */
export function answerOfPieces(frame: string, pieces: readonly AnswerPiece[]): { body: Buffer; etag: string } {
  const frameLength = Buffer.byteLength(frame);
  const hashed = Buffer.allocUnsafe(frameLength + 1 + pieces.length * DIGEST_BYTES);
  hashed.write(frame, 0);
  hashed[frameLength] = FRAME_END;
  pieces.forEach((piece, i) => piece.digest.copy(hashed, frameLength + 1 + i * DIGEST_BYTES));
  const etag = `W/"${hash('sha1', hashed, 'base64url')}"`;
  return { body: withDataBytes(frame, pieces.map((piece) => piece.bytes)), etag };
}

/** Ends the frame in what an answer's tag hashes (the digests after it are 20 bytes each). */
const FRAME_END = 0;
const DIGEST_BYTES = 20;
