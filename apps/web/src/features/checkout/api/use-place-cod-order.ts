import { useMutation } from '@tanstack/react-query';
import { call } from '@/lib/api-client';

/** POST /shop/order/cod: the order is placed and confirmed at once; the shopper pays the courier. */
export function usePlaceCodOrder() {
  return useMutation({
    mutationFn: (addressId: string) => call('placeCodOrder', { body: { addressId } }),
  });
}
