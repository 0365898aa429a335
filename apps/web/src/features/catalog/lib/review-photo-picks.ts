import { REVIEW_PHOTO_LIMIT, REVIEW_PHOTO_LIMIT_MESSAGE } from '@aurelle/contract';
import { imageFileProblem } from '@/components/ui/image-dropzone';

/**
 * The review form's photos (decision 101): chosen before sending, checked here as the server will check them again
 * (JPEG, PNG, WebP or AVIF, at most 5 MB, three per review), uploaded one by one once the review is posted.
 */

/** A file already chosen: the same file picked twice is kept once. */
function isSameFile(a: File, b: File): boolean {
  return a.name === b.name && a.size === b.size && a.lastModified === b.lastModified;
}

/** The photos kept after a pick, and why any of the new files was left out (one line each). */
export function pickPhotos(
  current: readonly File[],
  incoming: readonly File[],
  limit: number = REVIEW_PHOTO_LIMIT,
): { files: File[]; problems: string[] } {
  const files = [...current];
  const problems: string[] = [];
  let overLimit = false;
  for (const file of incoming) {
    if (files.some((kept) => isSameFile(kept, file))) continue;
    const problem = imageFileProblem(file);
    if (problem) {
      problems.push(`${file.name}: ${problem}`);
      continue;
    }
    if (files.length >= limit) {
      overLimit = true;
      continue;
    }
    files.push(file);
  }
  if (overLimit) problems.push(limit === REVIEW_PHOTO_LIMIT ? REVIEW_PHOTO_LIMIT_MESSAGE : `A review can have at most ${limit} photos`);
  return { files, problems };
}

/** One photo's upload: added (the server's message) or refused (the server's reason). */
export interface PhotoUploadResult {
  fileName: string;
  ok: boolean;
  message: string;
}

/** What the shopper reads once the photos went up: how many wait to be checked, and which failed and why. */
export function describePhotoUploads(results: readonly PhotoUploadResult[]): { added: string | null; failed: string[] } {
  const added = results.filter((result) => result.ok);
  const failed = results
    .filter((result) => !result.ok)
    .map((result) => `“${result.fileName}” could not be added: ${result.message.replace(/\.?$/, '.')}`);
  if (added.length === 0) return { added: null, failed };
  if (added.length === 1) return { added: added[0]!.message.replace(/\.?$/, '.'), failed };
  return { added: `${added.length} photos added: they will appear once the house has checked them.`, failed };
}
