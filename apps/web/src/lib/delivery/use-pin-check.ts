import { useQuery } from '@tanstack/react-query';
import { ApiRequestError, call } from '@/lib/api-client';

const SIX_DIGITS = /^\d{6}$/;

export const pinCheckQueryKey = (pin: string) => ['shop', 'delivery', 'pin', pin] as const;

/**
 * GET /shop/delivery/pin/{pin}: where a PIN code is, whether the shop delivers there and takes cash, and the delivery
 * options with their dates (fees for an order below any free-delivery threshold; checkout's fees come from its quote).
 * Asks only for a 6-digit PIN; a refusal (400, 404) is the answer and is not asked again.
 */
export function usePinCheck(pin: string | null | undefined) {
  const isComplete = typeof pin === 'string' && SIX_DIGITS.test(pin);
  return useQuery({
    queryKey: pinCheckQueryKey(isComplete ? pin : ''),
    enabled: isComplete,
    queryFn: async ({ signal }) => (await call('checkPinCode', { params: { pin: pin ?? '' }, signal })).check,
    retry: (failures, error) => failures < 1 && !(error instanceof ApiRequestError && error.status >= 400 && error.status < 500),
    staleTime: 5 * 60_000,
  });
}
