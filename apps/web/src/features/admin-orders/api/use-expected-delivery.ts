import { useQueries } from '@tanstack/react-query';
import type { Order } from '@aurelle/contract';
import { call } from '@/lib/api-client';
import { pinCheckQueryKey } from '@/lib/delivery/use-pin-check';

/**
 * When parcels shipped today should arrive: the shop's delivery estimate (GET /shop/delivery/pin/{pin}) for each order's
 * PIN code and delivery option, the latest of them, 'YYYY-MM-DD'; undefined until every estimate is in.
 */
export function useExpectedDelivery(orders: readonly Order[]): string | undefined {
  const pins = [...new Set(orders.map((order) => order.addressInfo.postalCode))];
  const checks = useQueries({
    queries: pins.map((pin) => ({
      queryKey: pinCheckQueryKey(pin),
      queryFn: async ({ signal }: { signal: AbortSignal }) => (await call('checkPinCode', { params: { pin }, signal })).check,
      staleTime: 5 * 60_000,
      retry: false,
    })),
  });
  if (checks.some((check) => !check.data)) return undefined;
  const byPin = new Map(pins.map((pin, index) => [pin, checks[index]?.data]));
  const dates = orders.flatMap((order) => {
    const option = byPin.get(order.addressInfo.postalCode)?.options.find((quote) => quote.option === order.delivery.option);
    return option ? [option.latest] : [];
  });
  return dates.length === orders.length ? dates.sort().at(-1) : undefined;
}
