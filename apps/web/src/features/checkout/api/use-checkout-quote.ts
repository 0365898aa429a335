import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { CheckoutQuoteRequest } from '@aurelle/contract';
import { call } from '@/lib/api-client';

/**
 * POST /shop/checkout/quote: the checkout priced by the server for the cart and the choices made (decision 096). The
 * summary shows this answer as it is. Keyed by the cart's contents and every choice, so any change asks again; the
 * last answer stays on screen (marked busy) until the next arrives. `attempt` asks again for the same choices.
 */
export function useCheckoutQuote(cartSignature: string, choices: CheckoutQuoteRequest, attempt = 0) {
  return useQuery({
    queryKey: ['shop', 'checkout', 'quote', cartSignature, choices, attempt] as const,
    enabled: cartSignature !== '',
    placeholderData: keepPreviousData,
    // A refusal is part of the answer (the quote says what is not allowed); an error is a failure worth one more try.
    retry: 1,
    queryFn: async ({ signal }) => (await call('quoteCheckout', { body: choices, signal })).quote,
  });
}
