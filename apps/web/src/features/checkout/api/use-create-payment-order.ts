import { useMutation } from '@tanstack/react-query';
import type { CreatePaymentOrderRequest, CreatePaymentOrderResponse } from '@aurelle/contract';
import { api } from '@/lib/api-client';

/** POST /shop/payment/razorpay/create-order: the server prices the cart, reserves stock, answers the provider order. */
export function useCreatePaymentOrder() {
  return useMutation({
    mutationFn: (body: CreatePaymentOrderRequest) => api.post<CreatePaymentOrderResponse>('/shop/payment/razorpay/create-order', body),
  });
}
