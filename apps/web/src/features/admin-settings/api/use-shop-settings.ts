import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ShopSettingsInput } from '@aurelle/contract';
import { call } from '@/lib/api-client';

const shopSettingsKey = ['admin', 'shop-settings'] as const;

/** GET /admin/settings/shop: the shop's GST registration. */
export function useShopSettings() {
  return useQuery({
    queryKey: shopSettingsKey,
    queryFn: ({ signal }) => call('getShopSettings', { signal }).then((r) => r.settings),
  });
}

/** PUT /admin/settings/shop. */
export function useUpdateShopSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ShopSettingsInput) => call('updateShopSettings', { body }),
    onSuccess: (answer) => queryClient.setQueryData(shopSettingsKey, answer.settings),
  });
}
