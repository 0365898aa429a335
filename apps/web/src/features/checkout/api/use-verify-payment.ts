import { useMutation } from '@tanstack/react-query';
import { type VerifyPaymentRequest } from '@aurelle/contract';
import { call } from '@/lib/api-client';

/** POST /shop/payment/razorpay/verify-payment: the server checks the provider's signature and marks the order paid. */
export function useVerifyPayment() {
  return useMutation({
    mutationFn: (body: VerifyPaymentRequest) => call('verifyPayment', { body }),
  });
}
