import { useQuery } from '@tanstack/react-query';
import { call } from '@/lib/api-client';

export const isFirstOrderQueryKey = ['shop', 'order', 'is-first-order'] as const;

/** GET /shop/order/is-first-order: whether the welcome discount applies (display only; the server decides). */
export function useIsFirstOrder() {
  return useQuery({
    queryKey: isFirstOrderQueryKey,
    queryFn: async ({ signal }) => (await call('isFirstOrder', { signal })).isFirstOrder,
  });
}
