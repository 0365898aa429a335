import { useMutation } from '@tanstack/react-query';
import { REVIEW_PHOTO_FIELD } from '@aurelle/contract';
import { call, errorMessage } from '@/lib/api-client';
import type { PhotoUploadResult } from '../lib/review-photo-picks';

/**
 * POST /shop/reviews/{reviewId}/photos (multipart, field `photo`) for each photo in turn, once the review is posted.
 * A photo the server refuses does not stop the others: each one's outcome comes back, with the server's reason.
 */
export function useAddReviewPhotos() {
  return useMutation({
    mutationFn: async ({ reviewId, files }: { reviewId: string; files: readonly File[] }): Promise<PhotoUploadResult[]> => {
      const results: PhotoUploadResult[] = [];
      for (const file of files) {
        const form = new FormData();
        form.append(REVIEW_PHOTO_FIELD, file);
        try {
          const answer = await call('addReviewPhoto', { params: { reviewId }, body: form });
          results.push({ fileName: file.name, ok: true, message: answer.message });
        } catch (error) {
          results.push({ fileName: file.name, ok: false, message: errorMessage(error, 'The photo could not be uploaded') });
        }
      }
      return results;
    },
  });
}
