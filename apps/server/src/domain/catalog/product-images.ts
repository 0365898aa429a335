import type { Sharp } from 'sharp';
import {
  encodeWebpVariants as encodeWebp,
  loadSharp,
  putWebpVariants as putWebp,
  type EncodedVariant,
  type StoredImage,
} from '../../infra/images/webp-variants.ts';
import type { ObjectStorage } from '../../infra/storage/storage.ts';

export {
  contentHash,
  detectImageFormat,
  loadSharp,
  type AcceptedImageFormat,
  type EncodedVariant,
  type StoredImage,
} from '../../infra/images/webp-variants.ts';

/** Widths stored for every image; the 800 px one is the main URL (cards and product pages). */
export const IMAGE_WIDTHS = [400, 800, 1600] as const;
export const MAIN_IMAGE_WIDTH = 800;
/** Decompression-bomb guard: a 5 MB file may still claim a gigapixel canvas. */
export const MAX_INPUT_PIXELS = 40_000_000;

/** WebP re-encodings of an uploaded image at the shop's widths (`infra/images/webp-variants.ts` does the work). */
export function encodeWebpVariants(
  source: Sharp,
  options: { widths?: readonly number[]; quality?: number; effort?: number } = {},
): Promise<EncodedVariant[]> {
  return encodeWebp(source, { ...options, widths: options.widths ?? IMAGE_WIDTHS });
}

/** Stores the variants; the main URL is the 800 px one unless told otherwise. */
export function putWebpVariants(
  storage: ObjectStorage,
  encoded: EncodedVariant[],
  options: { keyBase: string; mainWidth?: number },
): Promise<StoredImage> {
  return putWebp(storage, encoded, { keyBase: options.keyBase, mainWidth: options.mainWidth ?? MAIN_IMAGE_WIDTH });
}

/** Opens decoded-by-content input with the pixel guard and EXIF orientation applied. */
export async function openImage(input: Buffer): Promise<Sharp> {
  const sharp = await loadSharp();
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
