import { useSyncExternalStore } from 'react';

const neverChanges = () => () => {};

/**
 * False while React hydrates a server-rendered page (and on the server), true from then on and in pages rendered in
 * the browser only. What depends on the browser alone (session storage, the viewport) waits for it, so the first
 * render in the browser is the server's and hydration finds no mismatch.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    neverChanges,
    () => true,
    () => false,
  );
}
