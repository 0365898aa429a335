import { beforeEach, describe, expect, it, vi } from 'vitest';

const toastError = vi.fn();
vi.mock('@/lib/toast', () => ({ toast: { error: toastError, success: vi.fn() } }));
// As in the browser: the server renders with SSR set and never toasts.
vi.stubEnv('SSR', false);

const { createQueryClient } = await import('./query-client');
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
