import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { hydrate } from '@tanstack/react-query';
import { createBrowserRouter, matchRoutes, RouterProvider, type RouteObject } from 'react-router';
import { App } from './app/app';
import { createRoutes } from './app/router';
import { createQueryClient } from './lib/query-client';
import { beginHydratingServerPage } from './lib/ssr/hydration';
import { readServerState } from './lib/ssr/server-state';

/**
 * A page the server rendered is hydrated: the query cache and the router start from the state it was rendered with,
 * and the page's lazy code is loaded before hydrating (else the router would first show its fallback over the
 * server's HTML). Other pages (account, checkout, admin) are rendered here from scratch.
 */
export async function start(): Promise<void> {
  const root = document.getElementById('root');
  if (!root) throw new Error('Missing #root element');
  const queryClient = createQueryClient();
  const routes = createRoutes(() => queryClient);
  const serverState = readServerState();
  let hydrationData = serverState?.router;
  if (serverState) {
    hydrate(queryClient, serverState.queries);
    try {
      await loadLazyRoutes(routes, window.location);
    } catch {
      // The page's code did not arrive: render from scratch, so the router tries again and shows its error screen.
      hydrationData = undefined;
    }
  }
  const router = createBrowserRouter(routes, hydrationData ? { hydrationData } : undefined);
  const app = (
    <StrictMode>
      <App queryClient={queryClient} router={<RouterProvider router={router} />} />
    </StrictMode>
  );
  // Hydrating in a transition lets React yield to the browser between components, so a phone's main thread is not
  // blocked for the whole page (a default-priority hydration runs as one long task).
  if (hydrationData) {
    beginHydratingServerPage();
    startTransition(() => void hydrateRoot(root, app));
  } else createRoot(root).render(app);
}

/** Resolves the lazy routes the current location matches, as the server did before rendering. */
async function loadLazyRoutes(routes: RouteObject[], location: Location): Promise<void> {
  const lazyMatches = (matchRoutes(routes, location) ?? []).filter((match) => typeof match.route.lazy === 'function');
  await Promise.all(
    lazyMatches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      const loaded = await route.lazy();
      Object.assign(route, { ...loaded, lazy: undefined });
    }),
  );
}
