import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import * as library from '@tanstack/react-query';
import { keepPreviousData, QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import * as server from './server-react-query';

/** What a component got from a hook while `renderToString` rendered it under `client`. */
function renderedWith<T>(client: QueryClient | undefined, hook: () => T): T {
  let result: T | undefined;
  const Reader = () => {
    result = hook();
    return null;
  };
  const reader = createElement(Reader);
  renderToString(client ? createElement(QueryClientProvider, { client }, reader) : reader);
  return result as T;
}

/** A result's values, without what is bound to the observer that made it (refetch, fetchNextPage…, the thenable). */
function valuesOf(result: object): Record<string, unknown> {
  return Object.fromEntries(Object.entries(result).filter(([key, value]) => typeof value !== 'function' && key !== 'promise'));
}

/** The same hook call through the library's hooks and the server's, each on a client prepared the same way. */
async function bothWays<T extends object>(
  prepare: (client: QueryClient) => Promise<unknown> | void,
  hook: (hooks: typeof library) => T,
): Promise<{ libraryResult: T; serverResult: T }> {
  const clients = [
    new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: 30_000 } } }),
    new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: 30_000 } } }),
  ] as const;
  for (const client of clients) await prepare(client);
  return {
    libraryResult: renderedWith(clients[0], () => hook(library)),
    serverResult: renderedWith(clients[1], () => hook(server as unknown as typeof library)),
  };
}

const productKey = ['catalog', 'products', 'detail', 'p1'];
const product = { _id: 'p1', title: 'Oud Royale' };

describe("the server's query hooks", () => {
  // Both clients see one instant, so the results' update times and staleness compare.
  beforeEach(() => {
    vi.useFakeTimers({ now: new Date('2026-12-06T10:00:00Z'), toFake: ['Date'] });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it.each([
    ['fetched data', (client: QueryClient) => client.prefetchQuery({ queryKey: productKey, queryFn: () => product }), {}],
    ['a query not fetched yet', () => undefined, {}],
    ['a disabled query', () => undefined, { enabled: false }],
    [
      'data picked by select',
      (client: QueryClient) => client.prefetchQuery({ queryKey: productKey, queryFn: () => product }),
      { select: (data: unknown) => (data as typeof product).title },
    ],
    [
      'a failed query',
      (client: QueryClient) =>
        client.prefetchQuery({
          queryKey: productKey,
          queryFn: () => Promise.reject(new Error('Product not found')),
        }),
      {},
    ],
    ['stale data', (client: QueryClient) => client.prefetchQuery({ queryKey: productKey, queryFn: () => product }), { staleTime: 0 }],
  ])('give what the library gives for %s', async (_case, prepare, extra) => {
    const { libraryResult, serverResult } = await bothWays(prepare, (hooks) =>
      hooks.useQuery({ queryKey: productKey, queryFn: () => product, ...extra }),
    );
    expect(valuesOf(serverResult)).toEqual(valuesOf(libraryResult));
    expect(serverResult.status).toBe(libraryResult.status);
  });

  it('give what the library gives for an infinite query, fetched and not', async () => {
    const listing = (page: number) => ({ data: [product], page });
    const options = {
      queryKey: ['catalog', 'products', 'list'],
      queryFn: ({ pageParam }: { pageParam: number }) => listing(pageParam),
      initialPageParam: 1,
      getNextPageParam: (last: { page: number }) => (last.page < 3 ? last.page + 1 : undefined),
      placeholderData: keepPreviousData,
    };
    for (const prepare of [(client: QueryClient) => client.prefetchInfiniteQuery(options), () => undefined]) {
      const { libraryResult, serverResult } = await bothWays(prepare, (hooks) => hooks.useInfiniteQuery(options));
      expect(valuesOf(serverResult)).toEqual(valuesOf(libraryResult));
    }
  });

  it('give an idle mutation, as the library gives before a mutation starts', async () => {
    const { libraryResult, serverResult } = await bothWays(
      () => undefined,
      (hooks) => hooks.useMutation({ mutationFn: (id: string) => Promise.resolve(id) }),
    );
    expect(valuesOf(serverResult)).toEqual(valuesOf(libraryResult));
    expect(Object.keys(serverResult).sort()).toEqual(Object.keys(libraryResult).sort());
    expect(() => serverResult.mutate('p1')).toThrow('A mutation cannot start while the server renders a page');
  });

  it('fail outside a QueryClientProvider as the library does', () => {
    for (const hooks of [library, server as unknown as typeof library]) {
      expect(() => renderedWith(undefined, () => hooks.useQuery({ queryKey: productKey, queryFn: () => product }))).toThrow(
        'No QueryClient set, use QueryClientProvider to set one',
      );
      expect(() => renderedWith(undefined, () => hooks.useMutation({ mutationFn: () => Promise.resolve() }))).toThrow(
        'No QueryClient set, use QueryClientProvider to set one',
      );
    }
  });

  it('leave a query that throws its error to a boundary to the library, which throws it', async () => {
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    await client.prefetchQuery({ queryKey: productKey, queryFn: () => Promise.reject(new Error('Product not found')) });
    expect(() => renderedWith(client, () => server.useQuery({ queryKey: productKey, queryFn: () => product, throwOnError: true }))).toThrow(
      'Product not found',
    );
  });

  it("throw a failed query's error when the client's defaults ask for it", async () => {
    const client = new QueryClient({ defaultOptions: { queries: { retry: false, throwOnError: true } } });
    await client.prefetchQuery({ queryKey: productKey, queryFn: () => Promise.reject(new Error('Product not found')) });
    expect(() => renderedWith(client, () => server.useQuery({ queryKey: productKey, queryFn: () => product }))).toThrow(
      'Product not found',
    );
  });
});
