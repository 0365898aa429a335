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
