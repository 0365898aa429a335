import { describe, expect, it } from 'vitest';
import { withData, withDataBytes } from './answer-json.ts';

describe('a catalog answer with its data', () => {
  const frame = JSON.stringify({ success: true, data: [], total: 3, facets: { notes: [] } });

  it.each([[[]], [['{"id":"a"}']], [['{"id":"a"}', '{"id":"b"}']], [['{"id":"a"}', '{"id":"b"}', '{"id":"ç"}']]])(
    'is the frame with %j as its data, as JSON',
    (pieces) => {
      const body = withData(frame, pieces);
      expect(body).toBe(frame.replace('"data":[]', () => `"data":[${pieces.join(',')}]`));
      expect(JSON.parse(body)).toEqual({ ...JSON.parse(frame), data: pieces.map((piece) => JSON.parse(piece) as unknown) });
    },
  );

  it.each([[[]], [['{"id":"a"}']], [['{"id":"a"}', '{"id":"Lumière ç"}', '{"id":"水"}']]])(
    'is, from pieces kept as UTF-8 bytes, the same answer in UTF-8 bytes (%j)',
    (pieces) => {
      const body = withDataBytes(frame, pieces.map((piece) => Buffer.from(piece)));
      expect(body.equals(Buffer.from(withData(frame, pieces)))).toBe(true);
    },
  );

  it('refuses a frame without an empty data array', () => {
    expect(() => withData('{"success":true}', [])).toThrow();
    expect(() => withDataBytes('{"success":true}', [])).toThrow();
  });
});
