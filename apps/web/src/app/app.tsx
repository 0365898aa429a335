import { lazy, Suspense, useEffect, useSyncExternalStore, type ReactNode } from 'react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { loadContractRuntimeOnFirstInteraction } from '@/lib/api-client';
import { endHydratingServerPage } from '@/lib/ssr/hydration';
import { SessionProvider } from '@/lib/session/use-session';
import { ShopConfigProvider } from '@/lib/use-shop-config';
import { isToasterWanted, subscribeToasterWanted } from '@/lib/toast';

const Toasts = lazy(() => import('./toasts'));

/**
 * The providers every page sits in, the same in the browser and on the server (which renders the storefront with its
 * own router and a query client of the request's own): React Query, the session and the shop's config, the router, and (in the browser, from the first
 * toast on) the toaster.
 */
export function App({ queryClient, router }: { queryClient: QueryClient; router: ReactNode }) {
  const toasterWanted = useSyncExternalStore(subscribeToasterWanted, isToasterWanted, () => false);
  // The root's effects run once the whole page has hydrated (or first rendered).
  useEffect(() => {
    endHydratingServerPage();
    // Marks the page as answering (tests wait for it: a click on server-rendered markup before then does nothing).
    document.documentElement.dataset.hydrated = '';
    loadContractRuntimeOnFirstInteraction();
  }, []);
  return (
    <QueryClientProvider client={queryClient}>
      <SessionProvider>
        <ShopConfigProvider>{router}</ShopConfigProvider>
      </SessionProvider>
      {toasterWanted && (
        <Suspense fallback={null}>
          <Toasts />
        </Suspense>
      )}
    </QueryClientProvider>
  );
}
