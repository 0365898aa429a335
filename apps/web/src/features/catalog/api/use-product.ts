import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiRequestError, call } from '@/lib/api-client';
import { catalogKeys } from './query-keys';

/** GET /shop/products/get/{id} (quick view and the product page). */
export function productQuery(id: string) {
  return queryOptions({
    queryKey: catalogKeys.product(id),
    queryFn: ({ signal }) => call('getProduct', { params: { id }, signal }).then((r) => r.data),
    // An unknown product will not appear by asking again.
    retry: (count, error) => !(error instanceof ApiRequestError && error.status >= 400 && error.status < 500) && count < 1,
  });
}

export function useProduct(id: string | null | undefined) {
  return useQuery({ ...productQuery(id ?? ''), enabled: Boolean(id) });
}
