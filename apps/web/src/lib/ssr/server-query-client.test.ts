import { QueryCache, QueryClient as LibraryQueryClient, type QueryKey } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { QueryClient as ServerQueryClient } from './server-query-client';

const options = { defaultOptions: { queries: { retry: false, staleTime: 30_000 } } };
const productKey = ['catalog', 'products', 'detail', 'p1'];
const product = { _id: 'p1', title: 'Oud Royale' };

/** A query's state, and what its cache's callbacks were told, after `load` ran on a client of each kind. */
async function bothWays(load: (client: LibraryQueryClient) => Promise<unknown>, key: QueryKey = productKey) {
  const run = async (client: LibraryQueryClient, told: unknown[]) => {
    const outcome = await load(client).then(
      (value) => ({ value }),
      (error: unknown) => ({ error }),
    );
    return { outcome, state: client.getQueryCache().find({ queryKey: key })?.state, told };
  };
  const callbacks = (told: unknown[]) => ({
    onSuccess: (data: unknown) => told.push(['success', data]),
    onError: (error: unknown) => told.push(['error', error]),
    onSettled: (data: unknown, error: unknown) => told.push(['settled', data, error]),
  });
  const libraryTold: unknown[] = [];
  const serverTold: unknown[] = [];
  return {
    library: await run(new LibraryQueryClient({ ...options, queryCache: new QueryCache(callbacks(libraryTold)) }), libraryTold),
    server: await run(new ServerQueryClient({ ...options, queryCache: new QueryCache(callbacks(serverTold)) }), serverTold),
  };
}

describe("the server's query client", () => {
  // Both clients see one instant, so update times compare.
  beforeEach(() => {
    vi.useFakeTimers({ now: new Date('2026-12-07T10:00:00Z'), toFake: ['Date'] });
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('leaves a fetched query as the library does, and answers the same', async () => {
    const { library, server } = await bothWays((client) => client.fetchQuery({ queryKey: productKey, queryFn: async () => product }));
    expect(server).toEqual(library);
    expect(server.state).toMatchObject({ status: 'success', data: product, fetchStatus: 'idle', dataUpdateCount: 1 });
  });

  it('leaves a failed query as the library does, and rejects with its error', async () => {
    const failure = new Error('Product not found');
    const { library, server } = await bothWays((client) =>
      client.fetchQuery({
        queryKey: productKey,
        queryFn: () => Promise.reject(failure),
      }),
    );
    expect(server).toEqual(library);
    expect(server.outcome).toEqual({ error: failure });
    expect(server.state).toMatchObject({ status: 'error', error: failure, fetchFailureCount: 1, isInvalidated: true });
  });

  it('fails a query function that answers nothing as the library does', async () => {
    // The library's development build says so on the console too.
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { library, server } = await bothWays((client) => client.fetchQuery({ queryKey: productKey, queryFn: async () => undefined }));
    expect(server).toEqual(library);
    expect(server.state?.status).toBe('error');
  });

  it("stores an infinite query's first page as the library does", async () => {
    const listingKey = ['catalog', 'listing'];
    const { library, server } = await bothWays(
      (client) =>
        client.fetchInfiniteQuery({
          queryKey: listingKey,
          initialPageParam: 1,
          getNextPageParam: (last: { next: number }) => last.next,
          queryFn: async ({ pageParam }) => ({ items: [`page ${String(pageParam)}`], next: pageParam + 1 }),
        }),
      listingKey,
    );
    expect(server).toEqual(library);
    expect(server.state?.data).toEqual({ pages: [{ items: ['page 1'], next: 2 }], pageParams: [1] });
  });

  it('gives a query function the context the library gives, with a signal that is never aborted', async () => {
    const seen: Record<string, unknown>[] = [];
    const client = new ServerQueryClient(options);
    await client.fetchQuery({
      queryKey: productKey,
      meta: { page: 'product' },
      queryFn: (context) => {
        seen.push({ ...context });
        return product;
      },
    });
    expect(seen).toEqual([{ client, queryKey: productKey, meta: { page: 'product' }, signal: expect.any(AbortSignal) }]);
    expect((seen[0]?.signal as AbortSignal).aborted).toBe(false);
    // The context holds its signal as a value: no accessor is defined on it.
    expect(Object.getOwnPropertyDescriptor(seen[0], 'signal')).toHaveProperty('value');
  });

  it('fetches a query asked for twice while it loads once, and answers both', async () => {
    const client = new ServerQueryClient(options);
    const queryFn = vi.fn(async () => product);
    const answers = await Promise.all([
      client.fetchQuery({ queryKey: productKey, queryFn }),
      client.fetchQuery({ queryKey: productKey, queryFn }),
    ]);
    expect(answers).toEqual([product, product]);
    expect(queryFn).toHaveBeenCalledTimes(1);
  });

  it('answers a fresh query from the cache and fetches a stale one again', async () => {
    const client = new ServerQueryClient(options);
    const queryFn = vi.fn(async () => product);
    await client.fetchQuery({ queryKey: productKey, queryFn });
    await client.fetchQuery({ queryKey: productKey, queryFn });
    expect(queryFn).toHaveBeenCalledTimes(1);
    await client.fetchQuery({ queryKey: productKey, queryFn, staleTime: 0 });
    expect(queryFn).toHaveBeenCalledTimes(2);
    expect(client.getQueryData(productKey)).toEqual(product);
  });

  it('prefetches through the same fetch, swallowing a failure as the library does', async () => {
    const client = new ServerQueryClient(options);
    await expect(client.prefetchQuery({ queryKey: productKey, queryFn: () => Promise.reject(new Error('down')) })).resolves.toBeUndefined();
    expect(client.getQueryState(productKey)?.status).toBe('error');
  });
});
