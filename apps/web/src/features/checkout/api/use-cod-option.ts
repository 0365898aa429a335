import { useQuery } from '@tanstack/react-query';
import { call } from '@/lib/api-client';

/**
 * GET /shop/order/cod-option: whether this cart can be paid in cash on delivery, and its fee (the server checks again
 * when the order is placed). Keyed by the cart's contents so a changed cart asks again.
 */
export function useCodOption(cartSignature: string) {
  return useQuery({
    queryKey: ['shop', 'order', 'cod-option', cartSignature] as const,
    enabled: cartSignature !== '',
    queryFn: async ({ signal }) => (await call('getCodOption', { signal })).cod,
  });
}
