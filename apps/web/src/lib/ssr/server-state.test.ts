// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { readServerState, SERVER_STATE_ELEMENT_ID, type ServerState } from './server-state';

afterEach(() => {
  document.body.innerHTML = '';
  vi.useRealTimers();
});

function pageWithState(state: unknown): void {
  const script = document.createElement('script');
  script.type = 'application/json';
  script.id = SERVER_STATE_ELEMENT_ID;
  script.textContent = JSON.stringify(state);
  document.body.append(script);
}

const query = (key: string, dataUpdatedAt: number) => ({
  queryKey: [key],
  queryHash: JSON.stringify([key]),
  state: { data: dataUpdatedAt > 0 ? { key } : undefined, dataUpdatedAt, status: dataUpdatedAt > 0 ? 'success' : 'pending' },
});

describe('the state a server-rendered page carries', () => {
  it('counts its answers as fetched now, so a page from the guest cache asks for nothing again (decision 078)', () => {
    vi.useFakeTimers({ now: new Date('2026-11-26T10:00:00Z') });
    const renderedAnHourAgo = Date.parse('2026-11-26T09:00:00Z');
    pageWithState({
      queries: { mutations: [], queries: [query('products', renderedAnHourAgo), query('not-fetched', 0)] },
      router: { loaderData: {}, actionData: null, errors: null },
    });
    const state = readServerState() as ServerState;
    expect(state.queries.queries.map((each) => each.state.dataUpdatedAt)).toEqual([Date.now(), 0]);
    expect(state.queries.queries[0]?.state.data).toEqual({ key: 'products' });
  });

  it('is null for a page rendered in the browser or an unreadable state', () => {
    expect(readServerState()).toBeNull();
    const script = document.createElement('script');
    script.id = SERVER_STATE_ELEMENT_ID;
    script.textContent = '{not json';
    document.body.append(script);
    expect(readServerState()).toBeNull();
  });
});
