import { useMutation } from '@tanstack/react-query';
import { type EndpointInput } from '@aurelle/contract';
import { call, type NamedEndpoint } from '@/lib/api-client';

type LegacyCaptureRequest = EndpointInput<NamedEndpoint<'captureLegacyPayment'>>['body'];

/** POST /shop/order/capture: the server confirms the payment with the provider before marking the order paid. */
export function useCaptureLegacyPayment() {
  return useMutation({
    mutationFn: (body: LegacyCaptureRequest) => call('captureLegacyPayment', { body }),
  });
}
