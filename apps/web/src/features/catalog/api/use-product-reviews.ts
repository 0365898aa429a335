import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ReviewSort } from '@aurelle/contract';
import { call } from '@/lib/api-client';
import { catalogKeys } from './query-keys';

/**
 * GET /shop/reviews/{productId}, newest first, or with `?sort=helpful` the most helpful first. The newest-first list
 * is asked for without a query, as the spec's call is (and as the product page's loader prefetches it).
 */
export function productReviewsQuery(productId: string, sort: ReviewSort = 'newest') {
  return queryOptions({
    queryKey: catalogKeys.reviewList(productId, sort),
    queryFn: ({ signal }) =>
      call('listReviews', { params: { productId }, ...(sort === 'newest' ? {} : { query: { sort } }), signal }).then((r) => r.data),
  });
}

/** The reviews in the chosen order; while another order loads, the list already shown stays (for the same product). */
export function useProductReviews(productId: string, sort: ReviewSort = 'newest') {
  return useQuery({
    ...productReviewsQuery(productId, sort),
    placeholderData: (previous, previousQuery) => (previousQuery?.queryKey[2] === productId ? previous : undefined),
  });
}
