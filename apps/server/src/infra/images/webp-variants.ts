import { createHash } from 'node:crypto';
import type { Sharp, default as SharpDefault } from 'sharp';
import type { ObjectStorage } from '../storage/storage.ts';

/**
 * Image encoding and storage with no business rule in it: which formats are images, WebP re-encodings at given
 * widths, and writing a set of them to storage. Product uploads (`domain/catalog/product-images.ts`, which sets the
 * shop's widths and limits) and the demo seed (`db/demo/render-demo-images.ts`) both build on it.
 */

export type AcceptedImageFormat = 'jpeg' | 'png' | 'webp' | 'avif';

export interface StoredImage {
  url: string;
  variants: Array<{ width: number; url: string }>;
}

export interface EncodedVariant {
  width: number;
  body: Buffer;
}

/** The format by its magic bytes, whatever the file is called. */
export function detectImageFormat(bytes: Buffer): AcceptedImageFormat | undefined {
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpeg';
  if (bytes.length >= 8 && bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return 'png';
  if (bytes.length >= 12 && bytes.toString('latin1', 0, 4) === 'RIFF' && bytes.toString('latin1', 8, 12) === 'WEBP') return 'webp';
  if (bytes.length >= 16 && bytes.toString('latin1', 4, 8) === 'ftyp') {
    // ISO-BMFF: major brand at 8..12, compatible brands after the minor version (16..box size).
    const boxSize = Math.min(bytes.readUInt32BE(0), bytes.length, 64);
    const brands = [bytes.toString('latin1', 8, 12)];
    for (let offset = 16; offset + 4 <= boxSize; offset += 4) brands.push(bytes.toString('latin1', offset, offset + 4));
    if (brands.includes('avif') || brands.includes('avis')) return 'avif';
  }
  return undefined;
}

type SharpFactory = typeof SharpDefault;
let sharpLoading: Promise<SharpFactory> | undefined;

/**
 * sharp, loaded on first use: libvips costs about 30 MB of resident memory, which a server that only answers
 * shoppers never needs to pay (an instance pays it on its first upload or demo seed).
 */
export function loadSharp(): Promise<SharpFactory> {
  return (sharpLoading ??= import('sharp').then((module) => module.default));
}

export function contentHash(bytes: Buffer | string, length = 16): string {
  return createHash('sha256').update(bytes).digest('hex').slice(0, length);
}

/**
 * Re-encodes `source` to WebP at each width, never enlarging. The source is decoded (or rasterised)
 * once, at the largest width, and the smaller widths are made from those pixels. Fails if the
 * pixels cannot be decoded.
 */
export async function encodeWebpVariants(
  source: Sharp,
  options: { widths: readonly number[]; quality?: number; effort?: number },
): Promise<EncodedVariant[]> {
  const { widths } = options;
  const sharp = await loadSharp();
  const largest = Math.max(...widths);
  const { data, info } = await source
    .clone()
    .resize({ width: largest, withoutEnlargement: true })
    .raw()
    .toBuffer({ resolveWithObject: true });
  const pixels = { raw: { width: info.width, height: info.height, channels: info.channels } };
  return Promise.all(
    widths.map(async (width) => ({
      width,
      body: await sharp(data, pixels)
        .resize({ width, withoutEnlargement: true })
        .webp({ quality: options.quality ?? 82, effort: options.effort ?? 4 })
        .toBuffer(),
    })),
  );
}

/**
 * Stores encoded variants as `<keyBase>-<width>.webp`. Keys carry a content hash, so the files
 * are immutable; the main URL is the `mainWidth` one.
 */
export async function putWebpVariants(
  storage: ObjectStorage,
  encoded: EncodedVariant[],
  options: { keyBase: string; mainWidth: number },
): Promise<StoredImage> {
  const written: string[] = [];
  try {
    const variants: StoredImage['variants'] = [];
    for (const { width, body } of encoded) {
      const key = `${options.keyBase}-${width}.webp`;
      variants.push({ width, url: await storage.put(key, body, { contentType: 'image/webp' }) });
      written.push(key);
    }
    const main = variants.find((variant) => variant.width === options.mainWidth) ?? variants[variants.length - 1];
    if (!main) throw new Error('no image width requested');
    return { url: main.url, variants };
  } catch (error) {
    // Leave no orphan half of a set behind.
    await Promise.allSettled(written.map((key) => storage.delete(key)));
    throw error;
  }
}
