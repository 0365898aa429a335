import { brotliCompressSync, constants as zlibConstants, gzipSync } from 'node:zlib';

export type ContentEncoding = 'br' | 'gzip';

/** A kept answer's compressed copy and how hard it was compressed. */
export interface CompressedCopy {
  body: Buffer;
  effort: 'quick' | 'best';
}

/** The compressed copies a cached answer or page keeps with it, one per encoding. */
export type CompressedCopies = Partial<Record<ContentEncoding, CompressedCopy>>;

/**
 * Brotli 1 / gzip 4 for an answer's first sending, Brotli 6 / gzip 9 once it is sent again. Most cache misses are
 * sent once (a shopper's own filters and page): Brotli 6 cost them ~40% of the listing's CPU at 50,000 products.
 * Quality 1 takes ~110 µs for a 50 KB answer where 2 takes ~200 µs, for ~5% more bytes (decision 116: the listing
 * miss's compression went from 20% to 13% of its CPU). An answer asked for twice is likely to be asked for again, so
 * it earns the smaller copy. (Quality 5 costs as much as 6: Brotli switches to its slower matcher there.)
 */
const effortSettings = {
  quick: { brotliQuality: 1, gzipLevel: 4 },
  best: { brotliQuality: 6, gzipLevel: 9 },
} as const;

/** `body` as text, or as its UTF-8 bytes when the caller has them already (encoding a long text costs as much as compressing it quickly). */
export function compressBody(body: string | Buffer, encoding: ContentEncoding, effort: CompressedCopy['effort']): Buffer {
  const settings = effortSettings[effort];
  return encoding === 'br'
    ? brotliCompressSync(body, {
        params: {
          [zlibConstants.BROTLI_PARAM_QUALITY]: settings.brotliQuality,
          [zlibConstants.BROTLI_PARAM_SIZE_HINT]: typeof body === 'string' ? Buffer.byteLength(body) : body.length,
        },
      })
    : gzipSync(body, { level: settings.gzipLevel });
}

/** The copy to send: made quickly the first time, made again at best effort the second, then kept as it is. */
export function compressedCopy(copies: CompressedCopies, body: string | Buffer, encoding: ContentEncoding): Buffer {
  const kept = copies[encoding];
  if (!kept) {
    const first: CompressedCopy = { body: compressBody(body, encoding, 'quick'), effort: 'quick' };
    copies[encoding] = first;
    return first.body;
  }
  if (kept.effort === 'quick') copies[encoding] = { body: compressBody(body, encoding, 'best'), effort: 'best' };
  return copies[encoding]?.body ?? kept.body;
}
