import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AddReviewRequest, Review } from '@aurelle/contract';
import { api } from '@/lib/api-client';
import { catalogKeys } from './query-keys';

interface AddReviewResponse {
  success: true;
  message?: string;
  data?: Review;
}

/** POST /shop/reviews/add. The server decides who may review (a paid order with the product, once). */
export function useAddReview(productId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: AddReviewRequest) => api.post<AddReviewResponse>('/shop/reviews/add', body),
    onSuccess: async () => {
      // The list gains the review; the product's average and count change with it.
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: catalogKeys.reviews(productId) }),
        queryClient.invalidateQueries({ queryKey: ['catalog', 'products'] }),
      ]);
    },
  });
}
