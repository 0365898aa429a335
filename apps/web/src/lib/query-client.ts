import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { errorMessage } from '@/lib/api-client';
import { forgetEndedSession, isSessionEndedError } from '@/lib/session/session-ended';
import { sessionQueryKey } from '@/lib/session/use-session';
import { toast } from '@/lib/toast';

const isSessionQuery = (queryKey: readonly unknown[]) => queryKey[0] === sessionQueryKey[0] && queryKey[1] === sessionQueryKey[1];

/**
 * The app's query client: one per browser tab, and one per request when the server renders a page (a shared one would
 * hand one shopper's session and cart to another). The server asks once and renders what it got; the browser retries.
 */
export function createQueryClient(): QueryClient {
  // In the browser, a 401 for an ended session from any query or mutation signs the app out.
  const onError = (error: unknown) => {
    if (!import.meta.env.SSR && isSessionEndedError(error)) forgetEndedSession(client);
  };
  const client: QueryClient = new QueryClient({
    queryCache: new QueryCache({
      onError: (error, query) => {
        onError(error);
        // The session could not be checked (the server or the network failed): the page goes on as a guest's, and
        // says why (spec §8: the server's message, else 'Authentication failed').
        if (!import.meta.env.SSR && isSessionQuery(query.queryKey) && !isSessionEndedError(error)) {
          toast.error(errorMessage(error, 'Authentication failed'));
        }
      },
    }),
    mutationCache: new MutationCache({ onError }),
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        refetchOnWindowFocus: false,
        // An ended session does not come back by asking again.
        retry: import.meta.env.SSR ? false : (failures, error) => failures < 1 && !isSessionEndedError(error),
      },
    },
  });
  return client;
}
