import { useMutation } from '@tanstack/react-query';
import type { VerifyPaymentRequest } from '@aurelle/contract';
import { api } from '@/lib/api-client';

/** POST /shop/payment/razorpay/verify-payment: the server checks the provider's signature and marks the order paid. */
export function useVerifyPayment() {
  return useMutation({
    mutationFn: (body: VerifyPaymentRequest) => api.post<{ success: true }>('/shop/payment/razorpay/verify-payment', body),
  });
}
