import { QueryClient } from '@tanstack/react-query';

/**
 * The app's query client: one per browser tab, and one per request when the server renders a page (a shared one would
 * hand one shopper's session and cart to another). The server asks once and renders what it got; the browser retries.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { staleTime: 30_000, refetchOnWindowFocus: false, retry: import.meta.env.SSR ? false : 1 },
    },
  });
}
