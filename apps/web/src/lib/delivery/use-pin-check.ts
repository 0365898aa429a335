import { useQuery } from '@tanstack/react-query';
import { ApiRequestError, call } from '@/lib/api-client';

const SIX_DIGITS = /^\d{6}$/;

export const pinCheckQueryKey = (pin: string, subtotal: number | undefined) => ['shop', 'delivery', 'pin', pin, subtotal ?? null] as const;

/**
 * GET /shop/delivery/pin/{pin}: where a PIN code is, whether the shop delivers there and takes cash, and the
 * delivery options with fees (for `subtotal`, the order value after any discount, when given) and dates. Asks only for a
 * 6-digit PIN; a refusal (400, 404) is the answer and is not asked again.
 */
export function usePinCheck(pin: string | null | undefined, subtotal?: number) {
  const isComplete = typeof pin === 'string' && SIX_DIGITS.test(pin);
  return useQuery({
    queryKey: pinCheckQueryKey(isComplete ? pin : '', subtotal),
    enabled: isComplete,
    queryFn: async ({ signal }) =>
      (await call('checkPinCode', { params: { pin: pin ?? '' }, ...(subtotal === undefined ? {} : { query: { subtotal } }), signal }))
        .check,
    retry: (failures, error) => failures < 1 && !(error instanceof ApiRequestError && error.status >= 400 && error.status < 500),
    staleTime: 5 * 60_000,
    // A new order value for the same PIN keeps the last answer on screen until the new one arrives.
    placeholderData: (previous, previousQuery) => (previousQuery?.queryKey[3] === pin ? previous : undefined),
  });
}
