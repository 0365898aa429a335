import { useQuery } from '@tanstack/react-query';
import type { ShopConfigResponse } from '@aurelle/contract';
import { api } from '@/lib/api-client';

/**
 * The configurable shop name (docs/decisions/054-settings-validated-at-start-public-shop-config.md) for page titles. Same
 * query key and request as the shell's shop config, so the answer is shared from the cache rather than fetched twice.
 */
export function useShopName(): string {
  const query = useQuery({
    queryKey: ['shop', 'config'],
    queryFn: async () => {
      const { success: _success, ...config } = await api.get<ShopConfigResponse>('/shop/config');
      return config;
    },
    staleTime: Infinity,
    gcTime: Infinity,
  });
  return query.data?.shopName ?? 'Aurelle';
}
