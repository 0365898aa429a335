import { brotliCompressSync, brotliDecompressSync, constants as zlibConstants, gzipSync } from 'node:zlib';

export type ContentEncoding = 'br' | 'gzip';

/** A kept answer's compressed copy and how hard it was compressed. */
export interface CompressedCopy {
  body: Buffer;
  effort: 'quick' | 'best';
}

/** The compressed copies a cached answer or page keeps with it, one per encoding. */
export type CompressedCopies = Partial<Record<ContentEncoding, CompressedCopy>>;

/**
 * Brotli 0 / gzip 4 for an answer's first sending, Brotli 6 / gzip 9 once it is sent again. Most cache misses are
 * sent once (a shopper's own filters and page): Brotli 6 cost them ~40% of the listing's CPU at 50,000 products.
 * Quality 0 takes ~75–100 µs for a 50–80 KB answer or page; quality 1 (decision 116) needs ~0.6 MB of buffers per
 * encoder that the allocator gives back and faults in again, so it took 90 µs to 1.5 ms for the same search answer
 * (~200 µs on average), for 4% (pages) to 20% (search answers) fewer bytes (decision 167). An answer asked for twice is
 * likely to be asked for again, so it earns the smaller copy. (Quality 5 costs as much as 6: Brotli switches to its
 * slower matcher there.)
 */
const effortSettings = {
  quick: { brotliQuality: 0, gzipLevel: 4 },
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
    const first: CompressedCopy = { body: ownBytes(compressBody(body, encoding, 'quick')), effort: 'quick' };
    copies[encoding] = first;
    return first.body;
  }
  if (kept.effort === 'quick') copies[encoding] = { body: ownBytes(compressBody(body, encoding, 'best')), effort: 'best' };
  return copies[encoding]?.body ?? kept.body;
}

/**
 * `bytes` in a buffer of their own size. zlib writes its output in chunks of 16 KB and hands back a view of the
 * first when that is all there is: a kept ~10 KB page copy held the whole chunk, and its memory is what starts the
 * main thread's full collections (decision 161).
 */
function ownBytes(bytes: Buffer): Buffer {
  if (bytes.byteLength === bytes.buffer.byteLength) return bytes;
  const own = Buffer.allocUnsafeSlow(bytes.byteLength);
  bytes.copy(own);
  return own;
}

/**
 * A kept page's or answer's bytes (decision 163), as few as still send it in every encoding: the document as written
 * until its Brotli copy is made, then that copy alone. Browsers ask for Brotli; gzip and the document itself (a page
 * rendered in-process reads an answer so) are made from the copy when asked for. A ~50 KB page or ~70 KB search answer
 * is kept as ~10 KB: kept bytes are what the main thread's full collections are counted in.
 */
export class KeptDocument {
  private written: Buffer | undefined;
  private readonly copies: CompressedCopies = {};
  /** The document's length in bytes, as written. */
  readonly byteLength: number;

  constructor(document: Buffer) {
    this.written = document;
    this.byteLength = document.byteLength;
  }

  /** The bytes to send for `encoding`: the copy (see compressedCopy), or the document itself when none is taken. */
  bytesFor(encoding: ContentEncoding | undefined): Buffer {
    if (!encoding) return this.document();
    const kept = this.copies[encoding];
    if (kept?.effort === 'best') return kept.body;
    const sent = compressedCopy(this.copies, this.document(), encoding);
    if (this.copies.br) this.written = undefined;
    return sent;
  }

  /** The effort the copy for `encoding` was made with, if there is one. */
  effortOf(encoding: ContentEncoding): CompressedCopy['effort'] | undefined {
    return this.copies[encoding]?.effort;
  }

  /** Whether the document is held as written (false: as its Brotli copy alone). */
  get holdsDocument(): boolean {
    return this.written !== undefined;
  }

  private document(): Buffer {
    if (this.written) return this.written;
    const brotli = this.copies.br;
    if (!brotli) throw new Error('a kept document without its bytes');
    return brotliDecompressSync(brotli.body);
  }
}
