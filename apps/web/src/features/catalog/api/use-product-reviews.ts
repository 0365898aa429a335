import { useQuery } from '@tanstack/react-query';
import type { Review } from '@aurelle/contract';
import { api } from '@/lib/api-client';
import { catalogKeys } from './query-keys';

interface ReviewListResponse {
  success: true;
  data: Review[];
}

/** GET /shop/reviews/{productId}. */
export function useProductReviews(productId: string) {
  return useQuery({
    queryKey: catalogKeys.reviews(productId),
    queryFn: ({ signal }) =>
      api.get<ReviewListResponse>(`/shop/reviews/${encodeURIComponent(productId)}`, undefined, signal).then((r) => r.data),
  });
}
