import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { compressedCopy, KeptDocument, type CompressedCopies } from './compressed-copies.ts';

const body = JSON.stringify({
  data: Array.from({ length: 200 }, (_, n) => ({ id: n, title: `Eau de Parfum ${n % 17}`, notes: ['rose', 'oud', 'amber'] })),
});

describe('compressed copies of a kept answer', () => {
  it('sends a quick copy first, a smaller one from the second sending on, and keeps it', () => {
    for (const encoding of ['br', 'gzip'] as const) {
      const copies: CompressedCopies = {};
      const first = compressedCopy(copies, body, encoding);
      expect(copies[encoding]?.effort).toBe('quick');
      const second = compressedCopy(copies, body, encoding);
      expect(copies[encoding]?.effort).toBe('best');
      expect(second.length).toBeLessThanOrEqual(first.length);
      expect(compressedCopy(copies, body, encoding)).toBe(second);
      const inflate = encoding === 'br' ? brotliDecompressSync : gunzipSync;
      expect(inflate(first).toString()).toBe(body);
      expect(inflate(second).toString()).toBe(body);
    }
  });

  it('keeps one copy per encoding', () => {
    const copies: CompressedCopies = {};
    compressedCopy(copies, body, 'br');
    expect(Object.keys(copies)).toEqual(['br']);
    compressedCopy(copies, body, 'gzip');
    expect(Object.keys(copies).sort()).toEqual(['br', 'gzip']);
  });
});

describe('a kept document', () => {
  const document = Buffer.from(`<!doctype html><html><body>${'<p>Oud, rose et ambre — 香水</p>'.repeat(400)}</body></html>`);

  it('is held as its Brotli copy alone once that is made, and still sent in every encoding', () => {
    const kept = new KeptDocument(Buffer.from(document));
    expect(kept.holdsDocument).toBe(true);
    const quick = kept.bytesFor('br');
    expect(kept.holdsDocument).toBe(false);
    expect(brotliDecompressSync(quick).equals(document)).toBe(true);
    expect(kept.bytesFor(undefined).equals(document)).toBe(true);
    expect(gunzipSync(kept.bytesFor('gzip')).equals(document)).toBe(true);
    // The second Brotli sending makes the smaller copy from the quick one, which every later sending sends as it is.
    const best = kept.bytesFor('br');
    expect(kept.effortOf('br')).toBe('best');
    expect(best.length).toBeLessThanOrEqual(quick.length);
    expect(brotliDecompressSync(best).equals(document)).toBe(true);
    expect(kept.bytesFor('br')).toBe(best);
    expect(kept.bytesFor(undefined).equals(document)).toBe(true);
  });

  it('keeps the document as written while only gzip or the document itself is asked for', () => {
    const kept = new KeptDocument(Buffer.from(document));
    expect(kept.bytesFor(undefined).equals(document)).toBe(true);
    expect(gunzipSync(kept.bytesFor('gzip')).equals(document)).toBe(true);
    expect(kept.holdsDocument).toBe(true);
  });

  it('holds each copy in a buffer of its own size, not in the compressor’s 16 KB chunk', () => {
    const kept = new KeptDocument(Buffer.from(document));
    for (const encoding of ['br', 'gzip'] as const) {
      const copy = kept.bytesFor(encoding);
      expect(copy.length).toBeLessThan(16 * 1024);
      expect(copy.buffer.byteLength).toBe(copy.length);
    }
  });
});
