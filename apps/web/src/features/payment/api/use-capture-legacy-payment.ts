import { useMutation } from '@tanstack/react-query';
import type { legacyCaptureRequestSchema } from '@aurelle/contract';
import type { z } from 'zod';
import { api } from '@/lib/api-client';

type LegacyCaptureRequest = z.infer<typeof legacyCaptureRequestSchema>;

/** POST /shop/order/capture: the server confirms the payment with the provider before marking the order paid. */
export function useCaptureLegacyPayment() {
  return useMutation({
    mutationFn: (body: LegacyCaptureRequest) => api.post<{ success: true; message?: string }>('/shop/order/capture', body),
  });
}
