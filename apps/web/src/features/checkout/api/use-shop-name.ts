import { useQuery } from '@tanstack/react-query';
import type { ShopConfigResponse } from '@aurelle/contract';
import { api } from '@/lib/api-client';

const FALLBACK_SHOP_NAME = 'Aurelle';

/**
 * GET /shop/config, read for the merchant name the payment window shows
 * (docs/decisions/054-settings-validated-at-start-public-shop-config.md).
 */
export function useShopName(): string {
  const query = useQuery({
    queryKey: ['shop', 'config', 'shop-name'],
    queryFn: async ({ signal }) => (await api.get<ShopConfigResponse>('/shop/config', undefined, signal)).shopName,
    staleTime: Infinity,
    retry: false,
  });
  return query.data ?? FALLBACK_SHOP_NAME;
}
