import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '@/lib/api-client';
import { catalogKeys } from './query-keys';

/** GET /shop/products/similar/{id}: scents sharing notes and accords with a product. */
export function similarScentsQuery(productId: string) {
  return queryOptions({
    queryKey: catalogKeys.similar(productId),
    queryFn: ({ signal }) => call('listSimilarScents', { params: { id: productId }, signal }).then((r) => r.data),
  });
}

export function useSimilarScents(productId: string) {
  return useQuery(similarScentsQuery(productId));
}
