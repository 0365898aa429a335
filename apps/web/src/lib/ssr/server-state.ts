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

/** The state of the page the server rendered, or null for a page rendered in the browser only. */
export function readServerState(): ServerState | null {
  const element = document.getElementById(SERVER_STATE_ELEMENT_ID);
  if (!element?.textContent) return null;
  try {
    return JSON.parse(element.textContent) as ServerState;
  } catch {
    return null;
  }
}
