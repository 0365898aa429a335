import { createHash } from 'node:crypto';
import sharp, { type Sharp } from 'sharp';
import type { ObjectStorage } from '../../infra/storage/storage.ts';

/** Widths stored for every image; the 800 px one is the main URL (cards and product pages). */
export const IMAGE_WIDTHS = [400, 800, 1600] as const;
export const MAIN_IMAGE_WIDTH = 800;
/** Decompression-bomb guard: a 5 MB file may still claim a gigapixel canvas. */
export const MAX_INPUT_PIXELS = 40_000_000;

export type AcceptedImageFormat = 'jpeg' | 'png' | 'webp' | 'avif';

export interface StoredImage {
  url: string;
  variants: Array<{ width: number; url: string }>;
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

export function contentHash(bytes: Buffer | string, length = 16): string {
  return createHash('sha256').update(bytes).digest('hex').slice(0, length);
}

export interface EncodedVariant {
  width: number;
  body: Buffer;
}

/**
 * Re-encodes `source` to WebP at each width, never enlarging. The source is decoded (or rasterised)
 * once, at the largest width, and the smaller widths are made from those pixels. Fails if the
 * pixels cannot be decoded.
 */
export async function encodeWebpVariants(
  source: Sharp,
  options: { widths?: readonly number[]; quality?: number; effort?: number } = {},
): Promise<EncodedVariant[]> {
  const widths = options.widths ?? IMAGE_WIDTHS;
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
 * are immutable; the main URL is the `mainWidth` one (800 px by default).
 */
export async function putWebpVariants(
  storage: ObjectStorage,
  encoded: EncodedVariant[],
  options: { keyBase: string; mainWidth?: number },
): Promise<StoredImage> {
  const mainWidth = options.mainWidth ?? MAIN_IMAGE_WIDTH;
  const written: string[] = [];
  try {
    const variants: StoredImage['variants'] = [];
    for (const { width, body } of encoded) {
      const key = `${options.keyBase}-${width}.webp`;
      variants.push({ width, url: await storage.put(key, body, { contentType: 'image/webp' }) });
      written.push(key);
    }
    const main = variants.find((variant) => variant.width === mainWidth) ?? variants[variants.length - 1];
    if (!main) throw new Error('no image width requested');
    return { url: main.url, variants };
  } catch (error) {
    // Leave no orphan half of a set behind.
    await Promise.allSettled(written.map((key) => storage.delete(key)));
    throw error;
  }
}

/** Opens decoded-by-content input with the pixel guard and EXIF orientation applied. */
export function openImage(input: Buffer): Sharp {
  return sharp(input, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' }).rotate();
}

/**
 * The widest stored variant of one of our own uploads (`…-800.webp` → `…-1600.webp`), for places
 * shown full width such as the home hero; any other URL is returned unchanged.
 */
export async function widestVariantUrl(storage: ObjectStorage, url: string): Promise<string> {
  const widest = IMAGE_WIDTHS[IMAGE_WIDTHS.length - 1];
  const base = storage.urlFor('images/x').slice(0, -'x'.length);
  if (!url.startsWith(base)) return url;
  const match = /^(.*)-(\d+)\.webp$/.exec(url.slice(base.length));
  if (!match?.[1] || Number(match[2]) === widest) return url;
  const key = `images/${match[1]}-${widest}.webp`;
  try {
    return (await storage.exists(key)) ? storage.urlFor(key) : url;
  } catch {
    return url;
  }
}
