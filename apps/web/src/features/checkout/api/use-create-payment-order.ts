import { useMutation } from '@tanstack/react-query';
import { type CreatePaymentOrderRequest } from '@aurelle/contract';
import { call } from '@/lib/api-client';

/** POST /shop/payment/razorpay/create-order: the server prices the cart, reserves stock, answers the provider order. */
export function useCreatePaymentOrder() {
  return useMutation({
    mutationFn: (body: CreatePaymentOrderRequest) => call('createPaymentOrder', { body }),
  });
}
