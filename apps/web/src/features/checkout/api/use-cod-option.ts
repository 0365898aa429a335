import { useQuery } from '@tanstack/react-query';
import { call } from '@/lib/api-client';

/**
 * GET /shop/order/cod-option: whether this cart can be paid in cash on delivery to the chosen address (its PIN code
 * may be one without), and its fee (the server checks again when the order is placed). Keyed by the cart's
 * contents and the address so a change asks again.
 */
export function useCodOption(cartSignature: string, addressId?: string | null) {
  return useQuery({
    queryKey: ['shop', 'order', 'cod-option', cartSignature, addressId ?? null] as const,
    enabled: cartSignature !== '',
    queryFn: async ({ signal }) => (await call('getCodOption', { ...(addressId ? { query: { addressId } } : {}), signal })).cod,
  });
}
