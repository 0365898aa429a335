import { QueryClient, skipToken } from '@tanstack/react-query';
import { beforeEach, describe, expect, it, vi } from 'vitest';

const toastError = vi.fn();
vi.mock('@/lib/toast', () => ({ toast: { error: toastError, success: vi.fn() } }));
// As in the browser: the server renders with SSR set and never toasts.
vi.stubEnv('SSR', false);

const { AppQueryClient, createQueryClient } = await import('./query-client');
const { ApiRequestError } = await import('./api-client');
const { sessionQueryKey } = await import('./session/use-session');

describe('a failed session check', () => {
  beforeEach(() => toastError.mockClear());

  async function probeFailingWith(error: Error) {
    const client = createQueryClient();
    await client.fetchQuery({ queryKey: sessionQueryKey, queryFn: () => Promise.reject(error), retry: false }).catch(() => undefined);
    return client;
  }

  it('says "Authentication failed" when the network or the server gives no message', async () => {
    await probeFailingWith(new TypeError('Failed to fetch'));
    expect(toastError).toHaveBeenCalledExactlyOnceWith('Authentication failed');
  });

  it('shows the server’s message when it has one', async () => {
    await probeFailingWith(new ApiRequestError(503, 'The shop is briefly unavailable. Please try again in a moment'));
    expect(toastError).toHaveBeenCalledExactlyOnceWith('The shop is briefly unavailable. Please try again in a moment');
  });

  it('says nothing of the kind for other queries', async () => {
    const client = createQueryClient();
    await client
      .fetchQuery({ queryKey: ['catalog', 'listing'], queryFn: () => Promise.reject(new TypeError('Failed to fetch')), retry: false })
      .catch(() => undefined);
    expect(toastError).not.toHaveBeenCalled();
  });
});

describe("the app's client's defaulted query options", () => {
  const queryFn = () => Promise.resolve('Oud Royale');
  const cases: Array<[string, Record<string, unknown>]> = [
    ['a plain query', { queryKey: ['catalog', 'products', 'detail', 'p1'], queryFn }],
    ['its own stale time and a select', { queryKey: ['catalog', 'reviews', 'p1'], queryFn, staleTime: 0, select: (data: unknown) => data }],
    ['a disabled query', { queryKey: ['shop', 'cart', 'guest'], queryFn, enabled: false }],
    ['a skipped query', { queryKey: ['shop', 'cart', 'guest'], queryFn: skipToken }],
    ['a query that always runs', { queryKey: ['shop', 'config'], queryFn, networkMode: 'always' }],
    ['a suspending query', { queryKey: ['shop', 'config'], queryFn, suspense: true }],
    ['a persisted query', { queryKey: ['shop', 'config'], queryFn, persister: () => Promise.resolve('kept') }],
    [
      'its own hash and hash function',
      { queryKey: [{ b: 1, a: 2 }], queryFn, queryKeyHashFn: (key: readonly unknown[]) => `custom:${key.length}` },
    ],
    ['a given hash', { queryKey: ['x'], queryFn, queryHash: 'given' }],
    ['an object key hashed with sorted keys', { queryKey: ['catalog', { sortBy: 'price', page: 2 }], queryFn }],
    ['defaults set for its key', { queryKey: ['catalog', 'facets'], queryFn }],
  ];

  /** The library's own defaulting and the app's, on clients set up alike (client defaults and per-key defaults). */
  function bothClients() {
    const defaultOptions = { queries: { staleTime: 30_000, refetchOnWindowFocus: false, retry: false } };
    const clients = [new QueryClient({ defaultOptions }), new AppQueryClient({ defaultOptions })] as const;
    for (const client of clients) client.setQueryDefaults(['catalog', 'facets'], { staleTime: 120_000, gcTime: 60_000 });
    return clients;
  }

  it.each(cases)('are the library’s for %s, key for key and in the same order', (_name, options) => {
    const [library, app] = bothClients();
    const expected = QueryClient.prototype.defaultQueryOptions.call(library, options as never);
    const actual = app.defaultQueryOptions(options as never);
    expect(actual).toStrictEqual(expected);
    expect(Object.keys(actual)).toEqual(Object.keys(expected));
  });

  it('hands back options already defaulted as they are', () => {
    const [, app] = bothClients();
    const defaulted = app.defaultQueryOptions({ queryKey: ['shop', 'config'], queryFn });
    expect(app.defaultQueryOptions(defaulted)).toBe(defaulted);
  });

  it('is the client createQueryClient makes', () => {
    expect(createQueryClient()).toBeInstanceOf(AppQueryClient);
  });
});
