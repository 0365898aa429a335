import { useEffect, useState } from 'react';

/**
 * Whether React is still hydrating the page the server rendered. While it is (and on the server), a render must be
 * the server's: nothing read from the browser alone (session storage, the viewport). Read it when a component is first
 * rendered, and do browser-only work in an effect: a hook whose value changes at hydration's end (such as
 * useSyncExternalStore with a different server snapshot) makes React render that subtree again synchronously, one
 * long task on a phone.
 */
let hydratingServerPage = false;

export function beginHydratingServerPage(): void {
  hydratingServerPage = true;
}

export function endHydratingServerPage(): void {
  hydratingServerPage = false;
}

/** True on the server and while the server's page is being hydrated: a render here must match the server's HTML. */
export function isRenderingServerMarkup(): boolean {
  return import.meta.env.SSR || hydratingServerPage;
}

/**
 * False on the server and while hydrating, true once the page is up (and at once in a page rendered in the browser):
 * for parts the server leaves out, such as a form loaded on demand. The switch re-renders only the caller.
 */
export function useIsClientRendered(): boolean {
  const [isClientRendered, setIsClientRendered] = useState(() => !isRenderingServerMarkup());
  useEffect(() => setIsClientRendered(true), []);
  return isClientRendered;
}
