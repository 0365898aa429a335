import { useQuery } from '@tanstack/react-query';
import { call } from '@/lib/api-client';

/**
 * POST /shop/coupons/check: whether the cart can use the code now, and the subtotal, discount and total the order
 * would get (nothing is held; the payment call checks again). Keyed by the cart's contents, so a changed cart asks
 * again; a refusal is an answer, not something to retry.
 */
export function useCheckCoupon(code: string | null, cartSignature: string) {
  return useQuery({
    queryKey: ['shop', 'coupon-check', code, cartSignature] as const,
    enabled: code !== null && cartSignature !== '',
    queryFn: ({ signal }) => call('checkCoupon', { body: { code: code ?? '' }, signal }),
    staleTime: 0,
    retry: false,
  });
}
