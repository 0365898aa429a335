import { afterEach, describe, expect, it, vi } from 'vitest';
import { ResponseMismatchError } from '@aurelle/contract';
import { answerApiCallsInProcess, ApiRequestError, call } from './api-client';

const scentOf = (id: string) => ({ product: { _id: id }, sharedNotes: ['Rose'], sharedAccords: [] });

afterEach(() => {
  vi.unstubAllGlobals();
  answerApiCallsInProcess(() => undefined);
});

describe('call', () => {
  it('parses a fetched answer by the endpoint’s schema: keys it does not list are dropped, a mismatch throws', async () => {
    const body = { success: true, data: [], cachedBy: 'a proxy' };
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(JSON.stringify(body), { status: 200 })),
    );
    await expect(call('listSimilarScents', { params: { id: 'p1' } })).resolves.toEqual({ success: true, data: [] });

    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(JSON.stringify({ success: true, data: [scentOf('p1')] }), { status: 200 })),
    );
    await expect(call('listSimilarScents', { params: { id: 'p1' } })).rejects.toBeInstanceOf(ResponseMismatchError);
  });

  it('takes the rendering server’s own answer as its route serialised it, without parsing it again (decision 150)', async () => {
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    const answered: string[] = [];
    // What the server's serialiser would never send (a product without its fields): seen as sent, not refused.
    const body = { success: true, data: [scentOf('p2')] };
    answerApiCallsInProcess((method, url) => {
      answered.push(`${method} ${url}`);
      return Promise.resolve({ status: 200, body: JSON.stringify(body) });
    });
    await expect(call('listSimilarScents', { params: { id: 'p2' } })).resolves.toEqual(body);
    expect(answered).toEqual(['GET /api/shop/products/similar/p2']);
    expect(fetch).not.toHaveBeenCalled();
  });

  it('turns the rendering server’s refusal into an ApiRequestError with its message', async () => {
    answerApiCallsInProcess(() => Promise.resolve({ status: 404, body: JSON.stringify({ success: false, message: 'Product not found' }) }));
    const refused = call('listSimilarScents', { params: { id: 'gone' } });
    await expect(refused).rejects.toBeInstanceOf(ApiRequestError);
    await expect(refused).rejects.toMatchObject({ status: 404, message: 'Product not found' });
  });
});
