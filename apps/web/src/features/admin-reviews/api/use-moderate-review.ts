import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ModeratedReview, ReplyToReviewRequest } from '@aurelle/contract';
import { call } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { reviewQueueKeys } from './use-review-queue';

/**
 * After a moderation: the queue's lists and counts (the review may leave the view it was in) and the shop's own cache of
 * the catalog (the product's reviews, its average and count) are fetched again.
 */
function useAfterModeration() {
  const queryClient = useQueryClient();
  return async (answer: { message: string; review: ModeratedReview }) => {
    toast.success(answer.message);
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: reviewQueueKeys.all }),
      // The storefront's queries all live under 'catalog' (features/catalog/api/query-keys.ts).
      queryClient.invalidateQueries({ queryKey: ['catalog'] }),
    ]);
  };
}

/** POST /admin/reviews/{id}/approve: its waiting photos go on the shop, and a hidden review comes back. */
export function useApproveReview() {
  const afterModeration = useAfterModeration();
  return useMutation({
    mutationFn: (reviewId: string) => call('approveReview', { params: { reviewId } }),
    onSuccess: afterModeration,
  });
}

/** POST /admin/reviews/{id}/hide: off the shop, and its rating no longer counts. */
export function useHideReview() {
  const afterModeration = useAfterModeration();
  return useMutation({
    mutationFn: (reviewId: string) => call('hideReview', { params: { reviewId } }),
    onSuccess: afterModeration,
  });
}

/** PUT /admin/reviews/{id}/reply: the house's answer under the review; an empty one removes it. */
export function useReplyToReview() {
  const afterModeration = useAfterModeration();
  return useMutation({
    mutationFn: ({ reviewId, body }: { reviewId: string; body: ReplyToReviewRequest }) =>
      call('replyToReview', { params: { reviewId }, body }),
    onSuccess: afterModeration,
  });
}
