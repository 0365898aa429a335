import { useMutation } from '@tanstack/react-query';
import { paymentEndpoints, type EndpointInput } from '@aurelle/contract';
import { call } from '@/lib/api-client';

type LegacyCaptureRequest = EndpointInput<typeof paymentEndpoints.captureLegacyPayment>['body'];

/** POST /shop/order/capture: the server confirms the payment with the provider before marking the order paid. */
export function useCaptureLegacyPayment() {
  return useMutation({
    mutationFn: (body: LegacyCaptureRequest) => call(paymentEndpoints.captureLegacyPayment, { body }),
  });
}
