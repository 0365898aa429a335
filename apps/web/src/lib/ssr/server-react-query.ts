/**
 * React Query as the server renders a page (decision 147). The server's build resolves the app's
 * `@tanstack/react-query` imports to this module (`serverQueryHooksInServerBuild`, vite.config.ts); everything is
 * the library's own but `useQuery`, `useInfiniteQuery` and `useMutation`. The browser's build keeps the library's.
 *
 * A page is rendered once, to a string: no effect runs, nothing subscribes, no result is watched for changes and no
 * mutation can start (there is no event to start one). The library's hooks still build an observer, a store
 * subscription, an effect and a tracked copy of each result for it (~10 queries and ~6 mutations a product page, ~15%
 * of the renderer). Here a query's result is the one the library's hook computes (its observer's optimistic result,
 * the same object the hook tracks), and a mutation's is the idle result every mutation has before it is started.
 */
import {
  InfiniteQueryObserver,
  QueryObserver,
  useInfiniteQuery as libraryUseInfiniteQuery,
  useIsRestoring,
  useQuery as libraryUseQuery,
  useQueryClient,
  type DefaultedQueryObserverOptions,
  type QueryClient,
  type QueryKey,
  type QueryObserverResult,
  type useMutation as libraryUseMutation,
  type UseMutationResult,
  type UseQueryOptions,
} from '@tanstack/react-query';

export * from '@tanstack/react-query';
/** The client whose fetches leave nothing for a full collection to free (decision 164). */
export { QueryClient } from './server-query-client';

type ServerQueryOptions = UseQueryOptions<unknown, Error, unknown, QueryKey>;
type DefaultedOptions = DefaultedQueryObserverOptions<unknown, Error, unknown, unknown, QueryKey>;

/** The one method of an observer the server reads: the result a component rendered now would get. */
interface ServerObserver {
  getOptimisticResult(options: DefaultedOptions): QueryObserverResult<unknown, Error>;
}

type ObserverOf = new (client: QueryClient, options: DefaultedOptions) => ServerObserver;

/**
 * The library's `useBaseQuery` as a page rendered once needs it. A suspending query or one that throws its error to a
 * boundary, by its options or the client's defaults (the app has neither), is left to the library's own hook, so
 * those paths stay exactly the library's.
 */
function useServerQueryResult(
  options: ServerQueryOptions,
  Observer: ObserverOf,
  libraryHook: (options: ServerQueryOptions, queryClient?: QueryClient) => unknown,
  queryClient: QueryClient | undefined,
): unknown {
  const isRestoring = useIsRestoring();
  const client = useQueryClient(queryClient);
  const defaulted = client.defaultQueryOptions(options);
  if (defaulted.suspense || defaulted.throwOnError) return libraryHook(options, queryClient);
  defaulted._optimisticResults = isRestoring ? 'isRestoring' : options.subscribed !== false ? 'optimistic' : undefined;
  return new Observer(client, defaulted).getOptimisticResult(defaulted);
}

/** A query hook of the library as the server runs it, with its observer and its own hook for what is left to it. */
function serverQueryHook<Hook>(Observer: unknown, libraryHook: Hook): Hook {
  return ((options: ServerQueryOptions, queryClient?: QueryClient) =>
    useServerQueryResult(options, Observer as ObserverOf, libraryHook as never, queryClient)) as unknown as Hook;
}

export const useQuery = serverQueryHook(QueryObserver, libraryUseQuery);
export const useInfiniteQuery = serverQueryHook(InfiniteQueryObserver, libraryUseInfiniteQuery);

function mutationNotOnServer(): never {
  throw new Error('A mutation cannot start while the server renders a page');
}

/**
 * What `useMutation` gives before its mutation is started (MutationObserver's result of the idle state), the only
 * state a mutation has on the server. `mutate` and `reset` are never called there (no event handler runs).
 */
export const IDLE_MUTATION: UseMutationResult<unknown, Error, unknown, unknown> = Object.freeze({
  context: undefined,
  data: undefined,
  error: null,
  failureCount: 0,
  failureReason: null,
  isPaused: false,
  status: 'idle',
  variables: undefined,
  submittedAt: 0,
  isPending: false,
  isSuccess: false,
  isError: false,
  isIdle: true,
  mutate: mutationNotOnServer,
  mutateAsync: mutationNotOnServer,
  reset: mutationNotOnServer,
});

export const useMutation = ((_options: unknown, queryClient?: QueryClient) => {
  // The library's hook reads the client first, and fails the same way outside a QueryClientProvider.
  useQueryClient(queryClient);
  return IDLE_MUTATION;
}) as unknown as typeof libraryUseMutation;
