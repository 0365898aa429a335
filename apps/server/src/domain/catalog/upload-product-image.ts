import type { ObjectStorage } from '../../infra/storage/storage.ts';
import { AppError, badRequest } from '../errors.ts';
import {
  contentHash,
  detectImageFormat,
  encodeWebpVariants,
  loadSharp,
  MAX_INPUT_PIXELS,
  openImage,
  putWebpVariants,
  type StoredImage,
} from './product-images.ts';

export const EMPTY_FILE_MESSAGE = 'The file is empty. Please choose an image';
export const NOT_AN_IMAGE_MESSAGE = 'Only JPEG, PNG, WebP or AVIF images can be uploaded';
export const UNREADABLE_IMAGE_MESSAGE = 'The image could not be read. Please choose another file';
export const TOO_MANY_PIXELS_MESSAGE = `The image is too large: at most ${MAX_INPUT_PIXELS / 1_000_000} megapixels`;

/**
 * Checks an uploaded file by its content (never its name or declared type), then stores WebP
 * re-encodings in several widths. Re-encoding also drops metadata such as GPS positions.
 */
export async function uploadProductImage(storage: ObjectStorage, bytes: Buffer): Promise<StoredImage> {
  if (bytes.length === 0) throw badRequest(EMPTY_FILE_MESSAGE);
  if (!detectImageFormat(bytes)) throw new AppError('UNSUPPORTED_MEDIA_TYPE', NOT_AN_IMAGE_MESSAGE);

  let metadata;
  try {
    // The header alone, without the pixel guard, so an oversized canvas gets its own message below.
    const sharp = await loadSharp();
    metadata = await sharp(bytes, { limitInputPixels: false }).metadata();
  } catch {
    throw new AppError('UNSUPPORTED_MEDIA_TYPE', UNREADABLE_IMAGE_MESSAGE);
  }
  if (!metadata.format || !['jpeg', 'png', 'webp', 'heif'].includes(metadata.format)) {
    throw new AppError('UNSUPPORTED_MEDIA_TYPE', NOT_AN_IMAGE_MESSAGE);
  }
  // An HEIF container with HEVC inside passes the brand check on some files; only AV1 is accepted.
  if (metadata.format === 'heif' && metadata.compression !== 'av1') throw new AppError('UNSUPPORTED_MEDIA_TYPE', NOT_AN_IMAGE_MESSAGE);
  if (!metadata.width || !metadata.height) throw new AppError('UNSUPPORTED_MEDIA_TYPE', UNREADABLE_IMAGE_MESSAGE);
  if (metadata.width * metadata.height > MAX_INPUT_PIXELS) throw new AppError('PAYLOAD_TOO_LARGE', TOO_MANY_PIXELS_MESSAGE);

  let encoded;
  try {
    encoded = await encodeWebpVariants(await openImage(bytes));
  } catch {
    // A truncated or corrupt body fails only when its pixels are decoded.
    throw new AppError('UNSUPPORTED_MEDIA_TYPE', UNREADABLE_IMAGE_MESSAGE);
  }
  return putWebpVariants(storage, encoded, { keyBase: `images/${contentHash(bytes)}` });
}
