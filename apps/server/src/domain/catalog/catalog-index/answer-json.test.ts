import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { answerOfPieces, shownPiece, withDataBytes, wrappedPiece } from './answer-json.ts';

describe('a catalog answer with its data', () => {
  const frame = JSON.stringify({ success: true, data: [], total: 3, facets: { notes: [] } });

  it.each([[[]], [['{"id":"a"}']], [['{"id":"a"}', '{"id":"b"}']], [['{"id":"a"}', '{"id":"Lumière ç"}', '{"id":"水"}']]])(
    'is the frame with %j as its data, as JSON in UTF-8 bytes',
    (pieces) => {
      const body = withDataBytes(frame, pieces.map((piece) => Buffer.from(piece)));
      expect(body.toString()).toBe(frame.replace('"data":[]', () => `"data":[${pieces.join(',')}]`));
      // The same pieces given in parts (split anywhere, even inside a character) make the same bytes.
      const inParts = pieces.map((piece) => {
        const bytes = Buffer.from(piece);
        const cut = Math.floor(bytes.length / 2) + 1;
        return [bytes.subarray(0, cut), Buffer.alloc(0), bytes.subarray(cut)];
      });
      expect(withDataBytes(frame, inParts).equals(body)).toBe(true);
      expect(JSON.parse(body.toString())).toEqual({ ...JSON.parse(frame), data: pieces.map((piece) => JSON.parse(piece) as unknown) });
    },
  );

  it('refuses a frame without an empty data array', () => {
    expect(() => withDataBytes('{"success":true}', [])).toThrow();
  });

  it('tags an answer made of pieces by its frame and every byte of each piece, in order (decision 144)', () => {
    const pieces = ['{"id":"a"}', '{"id":"b"}', '{"id":"ç"}'];
    const answer = answerOfPieces(frame, pieces.map(shownPiece));
    expect(answer.body.equals(withDataBytes(frame, pieces.map((piece) => Buffer.from(piece))))).toBe(true);
    expect(answer.etag).toMatch(/^W\/"[A-Za-z0-9_-]{27}"$/);
    // The same answer made again has the same tag; another piece, another order, another frame: another tag.
    expect(answerOfPieces(frame, pieces.map(shownPiece)).etag).toBe(answer.etag);
    const others = [
      answerOfPieces(frame, ['{"id":"a"}', '{"id":"b"}', '{"id":"c"}'].map(shownPiece)),
      answerOfPieces(frame, [...pieces].reverse().map(shownPiece)),
      answerOfPieces(frame, pieces.slice(0, 2).map(shownPiece)),
      answerOfPieces(frame.replace('"total":3', '"total":4'), pieces.map(shownPiece)),
    ];
    expect(new Set([answer.etag, ...others.map((other) => other.etag)]).size).toBe(5);
  });

  it('makes the tags it made with an incremental hash before decision 166, so tags browsers hold still match', () => {
    const pieces = ['{"id":"a"}', '{"id":"Lumière ç"}'].map(shownPiece);
    const incremental = createHash('sha1').update(frame).update(Buffer.from([0]));
    for (const piece of pieces) incremental.update(createHash('sha1').update(piece.bytes).digest());
    expect(answerOfPieces(frame, pieces).etag).toBe(`W/"${incremental.digest('base64url')}"`);
    const start = Buffer.from('{"product":');
    const wrapped = wrappedPiece(start, pieces[1]!, ',"shared":[]}');
    const wrappedBefore = createHash('sha1').update(start).update(pieces[1]!.digest).update(',"shared":[]}').digest();
    expect(wrapped.digest.equals(wrappedBefore)).toBe(true);
  });

  it('wraps a piece in bytes before and after it, its digest telling every byte of the three', () => {
    const start = Buffer.from('{"product":');
    const wrapped = wrappedPiece(start, shownPiece('{"id":"ç"}'), ',"shared":["水"]}');
    expect(withDataBytes('{"data":[]}', [wrapped.bytes]).toString()).toBe('{"data":[{"product":{"id":"ç"},"shared":["水"]}]}');
    expect(wrappedPiece(start, shownPiece('{"id":"ç"}'), ',"shared":["水"]}').digest.equals(wrapped.digest)).toBe(true);
    const others = [
      wrappedPiece(start, shownPiece('{"id":"c"}'), ',"shared":["水"]}'),
      wrappedPiece(start, shownPiece('{"id":"ç"}'), ',"shared":[]}'),
      wrappedPiece(Buffer.from('{"other":'), shownPiece('{"id":"ç"}'), ',"shared":["水"]}'),
    ];
    expect(new Set([wrapped, ...others].map((piece) => piece.digest.toString('hex'))).size).toBe(4);
  });
});
