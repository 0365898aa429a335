import { createStaticRouter, type StaticHandler, type StaticHandlerContext } from 'react-router';

type StaticRouter = ReturnType<typeof createStaticRouter>;
type DataRoute = StaticHandler['dataRoutes'][number];

/** The router's properties `createStaticRouter` defines as getters, each made here as a value (see below). */
const MADE_PER_PAGE = new Set(['basename', 'future', 'state', 'routes', 'branches', 'manifest', 'window']);

/**
 * React Router's static router for each page a handler loads, as `createStaticRouter` makes it but with values where
 * it defines getters (decision 164). V8 keeps an accessor defined on an object in an AccessorPair allocated in the old
 * generation, and a young-generation collection treats old objects as alive: the getters' closures held each page's
 * loader data, matches and routes until a full collection. The router's methods (which throw or answer constants on
 * the server) are the library's, taken from one router it made; its routes are the handler's own, already converted
 * the way `createStaticRouter` converts them again for every page.
 *
 * Should a version of the library define another getter, every page gets the library's router, unchanged.
 */
export function staticRouterMaker(handler: StaticHandler): (context: StaticHandlerContext) => StaticRouter {
  const routes = handler.dataRoutes;
  const template = createStaticRouter(routes, emptyContext());
  const descriptors = Object.getOwnPropertyDescriptors(template);
  const getters = Object.keys(descriptors).filter((key) => !('value' in (descriptors[key] as PropertyDescriptor)));
  if (!getters.every((key) => MADE_PER_PAGE.has(key))) return (context) => createStaticRouter(routes, context);
  const methods = Object.fromEntries(
    Object.entries(descriptors).flatMap(([key, descriptor]) => ('value' in descriptor ? [[key, descriptor.value as unknown]] : [])),
  );
  const manifest = manifestOf(routes);
  // The same options every page: the library's defaults.
  const future = template.future;
  const { navigation, historyAction } = template.state;
  return (context) => {
    const matches = context.matches.map((match) => ({ ...match, route: manifest[match.route.id] ?? match.route }));
    return {
      ...methods,
      basename: context.basename,
      future,
      state: {
        historyAction,
        location: context.location,
        matches,
        loaderData: context.loaderData,
        actionData: context.actionData,
        errors: context.errors,
        initialized: true,
        renderFallback: false,
        navigation,
        restoreScrollPosition: null,
        preventScrollReset: false,
        revalidation: 'idle',
        fetchers: new Map(),
        blockers: new Map(),
      },
      routes,
      branches: undefined,
      manifest,
      window: undefined,
    } as StaticRouter;
  };
}

/** Every route of a tree by its id. */
function manifestOf(routes: readonly DataRoute[], manifest: Record<string, DataRoute> = {}): Record<string, DataRoute> {
  for (const route of routes) {
    manifest[route.id] = route;
    if (route.children) manifestOf(route.children, manifest);
  }
  return manifest;
}

/** A context with nothing loaded, for the router whose methods every page's router takes. */
function emptyContext(): StaticHandlerContext {
  return {
    basename: '/',
    location: { pathname: '/', search: '', hash: '', state: null, key: 'default', mask: undefined },
    matches: [],
    loaderData: {},
    actionData: null,
    errors: null,
    statusCode: 200,
    loaderHeaders: {},
    actionHeaders: {},
  } as unknown as StaticHandlerContext;
}
