import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { GiftCardPurchaseStatus, GiftCardSettingsDraft } from '@aurelle/contract';
import { call } from '@/lib/api-client';
import { toast } from '@/lib/toast';

const settingsKey = ['admin', 'gift-cards', 'settings'] as const;

/** GET /admin/gift-cards/settings: the amounts the shop offers (the defaults until saved). */
export function useGiftCardSettings() {
  return useQuery({
    queryKey: settingsKey,
    queryFn: ({ signal }) => call('getGiftCardSettings', { signal }).then((answer) => answer.data),
  });
}

/** PUT /admin/gift-cards/settings: a refusal keeps its message for the form to show. */
export function useUpdateGiftCardSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: GiftCardSettingsDraft) => call('updateGiftCardSettings', { body }),
    onSuccess: async (answer) => {
      toast.success(answer.message ?? 'Saved');
      queryClient.setQueryData(settingsKey, answer.data);
      // The storefront's offer changed with it.
      await queryClient.invalidateQueries({ queryKey: ['shop', 'gift-cards'] });
    },
  });
}

/** GET /admin/gift-cards/purchases: shoppers' purchases with their payment state, newest first. */
export function useGiftCardPurchases(status: GiftCardPurchaseStatus | undefined, page: number) {
  return useQuery({
    queryKey: ['admin', 'gift-cards', 'purchases', status, page] as const,
    queryFn: ({ signal }) => call('listGiftCardPurchases', { signal, query: { page, ...(status ? { status } : {}) } }),
    placeholderData: keepPreviousData,
  });
}
