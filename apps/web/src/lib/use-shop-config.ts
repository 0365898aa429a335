import { queryOptions, useQuery } from '@tanstack/react-query';
import { SHOP_TAGLINE, type ShopConfig } from '@aurelle/contract';
import { call } from '@/lib/api-client';

export const shopConfigQueryKey = ['shop', 'config'] as const;

/** Shown until the server's answer arrives (the server's own demo defaults), so no layout waits on it. */
export const DEFAULT_SHOP_CONFIG: ShopConfig = {
  shopName: 'Aurelle',
  tagline: SHOP_TAGLINE,
  phone: '+91 22 4000 1234',
  email: 'care@aurelle.example',
  address: '14 Marine Drive, Churchgate, Mumbai 400020, India',
  redirectPayment: null,
};

/** GET /shop/config: fetched once per page load and kept (the server's settings do not change while it runs). */
export function shopConfigQuery() {
  return queryOptions({
    queryKey: shopConfigQueryKey,
    queryFn: async ({ signal }): Promise<ShopConfig> => {
      const { success: _success, ...config } = await call('getShopConfig', { signal });
      return config;
    },
    staleTime: Infinity,
    gcTime: Infinity,
  });
}

/**
 * The shop's name, tagline and contact details from GET /shop/config
 * (docs/decisions/054-settings-validated-at-start-public-shop-config.md).
 * The one reader of that endpoint, under one query key, so every screen (shell, auth layout, static pages, page
 * titles, the payment window's merchant name) shares one request per page load; always returns a usable config.
 */
export function useShopConfig(): ShopConfig & { isLoading: boolean } {
  const query = useQuery(shopConfigQuery());
  return { ...(query.data ?? DEFAULT_SHOP_CONFIG), isLoading: query.isPending };
}
