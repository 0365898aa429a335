import type { DehydratedState } from '@tanstack/react-query';
import type { HydrationState } from 'react-router';

/** The id of the `<script type="application/json">` a server-rendered page carries its state in. */
export const SERVER_STATE_ELEMENT_ID = 'aurelle-server-state';

/**
 * What the server hands to the browser with a rendered page: the query cache the page was rendered from and the
 * router's loader data, so the first render in the browser is the same as the server's and asks for nothing again.
 * It travels as JSON data, not as a script, so the Content-Security-Policy needs no inline-script exception.
 */
export interface ServerState {
  queries: DehydratedState;
  router: HydrationState;
}

/**
 * The state of the page the server rendered, or null for a page rendered in the browser only. Its answers count as
 * fetched now: a guest's page may come from the server's page cache, rendered minutes or hours ago but current all
 * the same (the cache is dropped on every catalog change, decisions 062 and 069). Read with their own times, they
 * would be stale at once, and the page would ask for all of them again as soon as it has hydrated, loading the
 * contract's schemas for a page that is only looked at (decisions 067, 078).
 */
export function readServerState(): ServerState | null {
  const element = document.getElementById(SERVER_STATE_ELEMENT_ID);
  if (!element?.textContent) return null;
  let state: ServerState;
  try {
    state = JSON.parse(element.textContent) as ServerState;
  } catch {
    return null;
  }
  const now = Date.now();
  for (const query of state.queries.queries) if (query.state.dataUpdatedAt > 0) query.state.dataUpdatedAt = now;
  return state;
}
