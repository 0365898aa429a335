import { useQuery } from '@tanstack/react-query';
import { call } from '@/lib/api-client';

/** GET /api/shop/order/gift-options — what gift wrapping costs today. */
export function useGiftOptions(enabled: boolean) {
  return useQuery({
    queryKey: ['shop', 'gift-options'],
    queryFn: async ({ signal }) => (await call('getGiftOptions', { signal })).wrapFee,
    enabled,
    staleTime: 5 * 60_000,
  });
}
