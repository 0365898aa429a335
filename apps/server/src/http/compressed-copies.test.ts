import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { compressedCopy, type CompressedCopies } from './compressed-copies.ts';

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
