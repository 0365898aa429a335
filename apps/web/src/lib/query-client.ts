import {
  hashKey,
  MutationCache,
  QueryCache,
  QueryClient,
  skipToken,
  type DefaultedQueryObserverOptions,
  type DefaultError,
  type QueryKey,
  type QueryObserverOptions,
} from '@tanstack/react-query';
import { errorMessage } from '@/lib/api-client';
import { forgetEndedSession, isSessionEndedError } from '@/lib/session/session-ended';
import { sessionQueryKey } from '@/lib/session/use-session';
import { toast } from '@/lib/toast';

const isSessionQuery = (queryKey: readonly unknown[]) => queryKey[0] === sessionQueryKey[0] && queryKey[1] === sessionQueryKey[1];

/**
 * The library's client with its `defaultQueryOptions` made without object spreads (decision 148). Every query the app
 * reads or fetches is defaulted first (~16 times a product page as the server renders it), and V8 builds the
 * library's `{ ...defaults, ...queryDefaults, ...options, _defaulted: true }` ~15 times slower than the same
 * `Object.assign` (2.9 vs 0.19 µs here): ~9 µs a call, 4–5% of a renderer thread. The same options, in the same
 * order, defaulted by the same rules (`query-client.test.ts` compares it with the library's own on every kind of option
 * the rules read).
 */
export class AppQueryClient extends QueryClient {
  override defaultQueryOptions<
    TQueryFnData = unknown,
    TError = DefaultError,
    TData = TQueryFnData,
    TQueryData = TQueryFnData,
    TQueryKey extends QueryKey = QueryKey,
    TPageParam = never,
  >(
    options:
      | QueryObserverOptions<TQueryFnData, TError, TData, TQueryData, TQueryKey, TPageParam>
      | DefaultedQueryObserverOptions<TQueryFnData, TError, TData, TQueryData, TQueryKey>,
  ): DefaultedQueryObserverOptions<TQueryFnData, TError, TData, TQueryData, TQueryKey> {
    if (options._defaulted) return options as DefaultedQueryObserverOptions<TQueryFnData, TError, TData, TQueryData, TQueryKey>;
    const defaulted = Object.assign({}, this.getDefaultOptions().queries, this.getQueryDefaults(options.queryKey), options, {
      _defaulted: true,
    }) as DefaultedQueryObserverOptions<TQueryFnData, TError, TData, TQueryData, TQueryKey>;
    if (!defaulted.queryHash) defaulted.queryHash = (defaulted.queryKeyHashFn ?? hashKey)(defaulted.queryKey);
    if (defaulted.refetchOnReconnect === undefined) defaulted.refetchOnReconnect = defaulted.networkMode !== 'always';
    if (defaulted.throwOnError === undefined) defaulted.throwOnError = Boolean(defaulted.suspense);
    if (!defaulted.networkMode && defaulted.persister) defaulted.networkMode = 'offlineFirst';
    if (defaulted.queryFn === skipToken) defaulted.enabled = false;
    return defaulted;
  }
}

/**
 * The app's query client: one per browser tab, and one per request when the server renders a page (a shared one would
 * hand one shopper's session and cart to another). The server asks once and renders what it got; the browser retries.
 */
export function createQueryClient(): QueryClient {
  // In the browser, a 401 for an ended session from any query or mutation signs the app out.
  const onError = (error: unknown) => {
    if (!import.meta.env.SSR && isSessionEndedError(error)) forgetEndedSession(client);
  };
  const client: QueryClient = new AppQueryClient({
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
