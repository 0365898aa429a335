/**
 * React Query's client as the server's renderer uses it (decision 164): a page's loaders fetch through it, and it
 * stores each answer in the query as the library's own fetch would (the same state, field for field).
 *
 * Why not the library's fetch: every fetch defines a `signal` getter on two fresh objects, and V8 keeps an accessor
 * defined on an object in an AccessorPair allocated in the old generation. A young-generation collection treats every
 * old object as alive, so each page's queries, their answers and their client, which the getters' closures reach, outlived
 * the collections that should have freed them and were freed only by full collections (~40% of what a renderer moved
 * to the old generation; measured with `--trace-gc-nvp`, decision 164). Here a query function gets a plain context.
 *
 * A query with data already (a refetch) or a fetch of the library's under way, a persister, an infinite query asked
 * for more than its first page or a stale time given as a function is left to the library: none of them happens while
 * a page loads on the server.
 */
import {
  QueryClient as LibraryQueryClient,
  skipToken,
  type DefaultError,
  type FetchQueryOptions,
  type Query,
  type QueryKey,
} from '@tanstack/react-query';

/** The signal a server query function gets: a page's loading is never cancelled. */
const NEVER_ABORTED = new AbortController().signal;

type AnyQuery = Query<unknown, unknown, unknown, QueryKey>;

interface InfiniteFetchOptions {
  _type?: 'infinite';
  initialPageParam?: unknown;
  pages?: number;
}

export class QueryClient extends LibraryQueryClient {
  /** The fetches under way, by query hash: a query asked for twice while it loads is fetched once, as in the library. */
  readonly #loading = new Map<string, Promise<unknown>>();

  override fetchQuery<TQueryFnData, TError = DefaultError, TData = TQueryFnData, TQueryKey extends QueryKey = QueryKey, TPageParam = never>(
    options: FetchQueryOptions<TQueryFnData, TError, TData, TQueryKey, TPageParam>,
  ): Promise<TData> {
    const defaulted = this.defaultQueryOptions(options);
    const { queryFn, staleTime, persister } = defaulted;
    const infinite = options as InfiniteFetchOptions;
    const query = this.getQueryCache().build(this, defaulted) as unknown as AnyQuery;
    const leftToLibrary =
      typeof queryFn !== 'function' ||
      (queryFn as unknown) === skipToken ||
      persister !== undefined ||
      (staleTime !== undefined && typeof staleTime !== 'number' && staleTime !== 'static') ||
      query.state.data !== undefined ||
      query.state.fetchStatus !== 'idle' ||
      (infinite._type === 'infinite' && (infinite.pages ?? 1) > 1);
    if (leftToLibrary) return super.fetchQuery(options);
    const running = this.#loading.get(query.queryHash);
    if (running) return running as Promise<TData>;
    query.setOptions(defaulted as never);
    // What the library's fetch gives a query function, with the signal as a plain property.
    const context = {
      client: this,
      queryKey: query.queryKey,
      meta: defaulted.meta,
      signal: NEVER_ABORTED,
      ...(infinite._type === 'infinite' ? { pageParam: infinite.initialPageParam, direction: 'forward' as const } : {}),
    };
    const loading = this.#load(query, () => (queryFn as (context: object) => unknown)(context), infinite);
    this.#loading.set(query.queryHash, loading);
    return loading as Promise<TData>;
  }

  async #load(query: AnyQuery, fetchPage: () => unknown, infinite: InfiniteFetchOptions): Promise<unknown> {
    const { onSuccess, onError, onSettled } = this.getQueryCache().config;
    try {
      const page = await fetchPage();
      if (page === undefined) throw new Error(`${query.queryHash} data is undefined`);
      // An infinite query's data is its pages and their params, as the library's infinite behaviour builds them.
      const data = infinite._type === 'infinite' ? { pages: [page], pageParams: [infinite.initialPageParam] } : page;
      query.setData(data);
      onSuccess?.(data, query);
      onSettled?.(data, null, query);
      return query.state.data;
    } catch (error) {
      const { state } = query;
      // The library's `error` action after a fetch that is not retried (the server never retries).
      query.setState({
        error,
        errorUpdateCount: state.errorUpdateCount + 1,
        errorUpdatedAt: Date.now(),
        fetchFailureCount: state.fetchFailureCount + 1,
        fetchFailureReason: error,
        fetchStatus: 'idle',
        status: 'error',
        isInvalidated: true,
      });
      // The library hands the hooks whatever the query function threw, typed as its registered error.
      onError?.(error as DefaultError, query);
      onSettled?.(query.state.data, error as DefaultError, query);
      throw error;
    } finally {
      this.#loading.delete(query.queryHash);
    }
  }
}
