import { useMutation } from '@tanstack/react-query';
import { SIMULATED_CHECKOUT_PATH, type SimulatedCheckoutRequest, type SimulatedCheckoutResponse } from '@aurelle/contract';
import { api } from '@/lib/api-client';

/** POST /shop/payment/simulated/checkout: the simulated provider signs the chosen outcome as Razorpay would. */
export function useSimulatedCheckout() {
  return useMutation({
    mutationFn: (body: SimulatedCheckoutRequest) => api.post<SimulatedCheckoutResponse>(SIMULATED_CHECKOUT_PATH, body),
  });
}
