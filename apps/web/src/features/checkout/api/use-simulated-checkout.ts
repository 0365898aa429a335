import { useMutation } from '@tanstack/react-query';
import { type SimulatedCheckoutRequest } from '@aurelle/contract';
import { call } from '@/lib/api-client';

/** POST /shop/payment/simulated/checkout: the simulated provider signs the chosen outcome as Razorpay would. */
export function useSimulatedCheckout() {
  return useMutation({
    mutationFn: (body: SimulatedCheckoutRequest) => call('simulatedCheckout', { body }),
  });
}
