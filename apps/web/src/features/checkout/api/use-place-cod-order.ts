import { useMutation } from '@tanstack/react-query';
import type { DeliveryOption } from '@aurelle/contract';
import { call } from '@/lib/api-client';

/**
 * POST /shop/order/cod: the order is placed and waits for the shopper's confirmation; the shopper pays the courier. A code the server
 * said applies goes with it.
 */
export function usePlaceCodOrder() {
  return useMutation({
    mutationFn: (body: {
      addressId: string;
      couponCode?: string;
      gift?: { wrap: boolean; message: string };
      deliveryOption?: DeliveryOption;
      whatsappUpdates?: boolean;
    }) => call('placeCodOrder', { body }),
  });
}
