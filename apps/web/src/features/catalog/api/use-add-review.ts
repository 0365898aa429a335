import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type AddReviewRequest } from '@aurelle/contract';
import { call } from '@/lib/api-client';
import { catalogKeys } from './query-keys';

/** POST /shop/reviews/add. The server decides who may review (a paid order with the product, once). */
export function useAddReview(productId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: AddReviewRequest) => call('addReview', { body }),
    onSuccess: async () => {
      // The list gains the review; the product's average and count change with it.
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: catalogKeys.reviews(productId) }),
        queryClient.invalidateQueries({ queryKey: ['catalog', 'products'] }),
      ]);
    },
  });
}
