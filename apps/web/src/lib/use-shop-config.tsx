import { createContext, useContext, useMemo, type ReactNode } from 'react';
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

type ShopConfigState = ShopConfig & { isLoading: boolean };

const ShopConfigContext = createContext<ShopConfigState | undefined>(undefined);

/**
 * Watches the shop's config once for the whole page and hands it to every `useShopConfig` below (a query observer per
 * reader cost a product page ~3% of its render on the server). Every page's root loader asks for it anyway.
 */
export function ShopConfigProvider({ children }: { children: ReactNode }) {
  const query = useQuery(shopConfigQuery());
  const isLoading = query.isPending;
  const config = useMemo<ShopConfigState>(() => ({ ...(query.data ?? DEFAULT_SHOP_CONFIG), isLoading }), [query.data, isLoading]);
  return <ShopConfigContext.Provider value={config}>{children}</ShopConfigContext.Provider>;
}

/**
 * The shop's name, tagline and contact details from GET /shop/config
 * (docs/decisions/054-settings-validated-at-start-public-shop-config.md).
 * The one reader of that endpoint, under one query key, so every screen (shell, auth layout, static pages, page
 * titles, the payment window's merchant name) shares one request per page load; always returns a usable config.
 */
export function useShopConfig(): ShopConfigState {
  const config = useContext(ShopConfigContext);
  if (!config) throw new Error('useShopConfig is used outside a ShopConfigProvider');
  return config;
}
