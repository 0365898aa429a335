import { useCallback } from 'react';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useLocation, useNavigate } from 'react-router';
import type { Review } from '@aurelle/contract';
import { ApiRequestError, call, errorMessage } from '@/lib/api-client';
import { paths } from '@/lib/paths';
import { useSession } from '@/lib/session/use-session';
import { toast } from '@/lib/toast';
import { catalogKeys } from './query-keys';

const HELPFUL_SIGN_IN_MESSAGE = 'You need to be logged in to mark a review helpful';

const helpfulKeys = { mine: (userId: string, productId: string) => ['shop', 'review-helpful', userId, productId] as const };

/** GET /shop/reviews/{productId}/my-helpful: the reviews of this product the signed-in shopper has marked helpful. */
export function myHelpfulVotesQuery(userId: string, productId: string) {
  return queryOptions({
    queryKey: helpfulKeys.mine(userId, productId),
    queryFn: ({ signal }) => call('listMyHelpfulVotes', { params: { productId }, signal }).then((answer) => answer.data),
  });
}

/**
 * "Helpful" under a product's reviews (decision 101): which ones this shopper has marked, and the action that marks one
 * (POST /shop/reviews/{reviewId}/helpful), once. A guest is sent to log in and comes back, as with the cart; the
 * server's refusal (their own review, marked already) is shown as it is.
 */
export function useReviewHelpful(productId: string) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const location = useLocation();
  const { user, isAuthenticated, isLoading: isSessionLoading } = useSession();
  const votes = useQuery({ ...myHelpfulVotesQuery(user?.id ?? '', productId), enabled: Boolean(user) });

  const remember = useCallback(
    (reviewId: string) => {
      if (!user) return;
      queryClient.setQueryData<string[]>(helpfulKeys.mine(user.id, productId), (ids = []) =>
        ids.includes(reviewId) ? ids : [...ids, reviewId],
      );
    },
    [productId, queryClient, user],
  );

  const mutation = useMutation({
    mutationFn: (reviewId: string) => call('markReviewHelpful', { params: { reviewId } }),
    onSuccess: (answer) => {
      const { reviewId, helpfulCount } = answer.data;
      // Every order of the list shows the new count at once (the server's lists follow when they are next asked for).
      queryClient.setQueriesData<Review[]>({ queryKey: catalogKeys.reviews(productId) }, (reviews) =>
        reviews?.map((review) => (review.id === reviewId ? { ...review, helpfulCount } : review)),
      );
      remember(reviewId);
      toast.success(answer.message);
    },
    onError: (error, reviewId) => {
      // Marked already (in another tab, say): the button now says so.
      if (error instanceof ApiRequestError && error.status === 409) remember(reviewId);
      toast.error(errorMessage(error, 'Failed to mark the review helpful'));
    },
  });
  const { mutate } = mutation;

  const markHelpful = useCallback(
    (reviewId: string) => {
      if (!isSessionLoading && !isAuthenticated) {
        toast.error('Please log in', { description: HELPFUL_SIGN_IN_MESSAGE });
        void navigate(paths.auth.login({ returnUrl: `${location.pathname}${location.search}` }));
        return;
      }
      mutate(reviewId);
    },
    [isAuthenticated, isSessionLoading, location.pathname, location.search, mutate, navigate],
  );

  const marked = votes.data;
  const isMarked = useCallback((reviewId: string) => Boolean(marked?.includes(reviewId)), [marked]);
  return { isMarked, markHelpful, pendingReviewId: mutation.isPending ? mutation.variables : undefined };
}
