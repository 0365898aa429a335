import type { ApiRequestError } from '@/lib/api-client';

/**
 * The server's message when a payment call refused the order's gift card (spent meanwhile, expired, voided): 400 with
 * the reason `GIFT_CARD_REFUSED`. Undefined for any other failure.
 */
export function giftCardRefusalMessage(error: unknown): string | undefined {
  if (!(error instanceof Error) || error.name !== 'ApiRequestError') return undefined;
  const refused = error as ApiRequestError;
  return refused.status === 400 && refused.reason?.code === 'GIFT_CARD_REFUSED' ? refused.message : undefined;
}
