import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CreateGiftCardPurchaseDraft, VerifyPaymentRequest } from '@aurelle/contract';
import { call } from '@/lib/api-client';

export const shopGiftCardKeys = {
  options: ['shop', 'gift-cards', 'options'] as const,
  mine: ['shop', 'gift-cards', 'mine'] as const,
};

/** GET /shop/gift-cards/options: the amounts the house offers and the delivery dates open. */
export function useGiftCardOptions() {
  return useQuery({
    queryKey: shopGiftCardKeys.options,
    queryFn: ({ signal }) => call('getGiftCardOptions', { signal }).then((answer) => answer.data),
  });
}

/** POST /shop/gift-cards/purchases: the pending purchase and the provider order to pay. */
export function useCreateGiftCardPurchase() {
  return useMutation({ mutationFn: (body: CreateGiftCardPurchaseDraft) => call('createGiftCardPurchase', { body }) });
}

/** POST /shop/gift-cards/purchases/verify: the provider's signed result; the card is issued once. */
export function useVerifyGiftCardPurchase() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: VerifyPaymentRequest) => call('verifyGiftCardPurchase', { body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: shopGiftCardKeys.mine }),
  });
}

/** GET /shop/gift-cards/purchases: the shopper's own purchases, newest first. */
export function useMyGiftCardPurchases() {
  return useQuery({
    queryKey: shopGiftCardKeys.mine,
    queryFn: ({ signal }) => call('listMyGiftCardPurchases', { signal }).then((answer) => answer.data),
  });
}
