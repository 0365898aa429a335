import type { ApiRequestError } from '@/lib/api-client';

/**
 * The server's message when a payment call refused the order's code (used up meanwhile, expired, the cart no
 * longer reaches the minimum): 400 with the reason `COUPON_REFUSED`. Undefined for any other failure.
 */
export function couponRefusalMessage(error: unknown): string | undefined {
  if (!(error instanceof Error) || error.name !== 'ApiRequestError') return undefined;
  const refused = error as ApiRequestError;
  return refused.status === 400 && refused.reason?.code === 'COUPON_REFUSED' ? refused.message : undefined;
}
