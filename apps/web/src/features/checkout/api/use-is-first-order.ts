import { useQuery } from '@tanstack/react-query';
import type { isFirstOrderResponseSchema } from '@aurelle/contract';
import type { z } from 'zod';
import { api } from '@/lib/api-client';

type IsFirstOrderResponse = z.infer<typeof isFirstOrderResponseSchema>;

export const isFirstOrderQueryKey = ['shop', 'order', 'is-first-order'] as const;

/** GET /shop/order/is-first-order: whether the welcome discount applies (display only; the server decides). */
export function useIsFirstOrder() {
  return useQuery({
    queryKey: isFirstOrderQueryKey,
    queryFn: async ({ signal }) => {
      const response = await api.get<IsFirstOrderResponse>('/shop/order/is-first-order', undefined, signal);
      return response.isFirstOrder;
    },
  });
}
