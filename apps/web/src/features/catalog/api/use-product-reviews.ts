import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '@/lib/api-client';
import { catalogKeys } from './query-keys';

/** GET /shop/reviews/{productId}. */
export function productReviewsQuery(productId: string) {
  return queryOptions({
    queryKey: catalogKeys.reviews(productId),
    queryFn: ({ signal }) => call('listReviews', { params: { productId }, signal }).then((r) => r.data),
  });
}

export function useProductReviews(productId: string) {
  return useQuery(productReviewsQuery(productId));
}
