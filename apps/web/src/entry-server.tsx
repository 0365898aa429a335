import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { dehydrate, type QueryClient } from '@tanstack/react-query';
import {
  createStaticHandler,
  StaticRouterProvider,
  type createStaticRouter,
  type StaticHandler,
  type StaticHandlerContext,
} from 'react-router';
import { jsonForScript } from '@aurelle/contract';
import { App } from './app/app';
import { createRoutes, type RouteHandle } from './app/router';
import { createQueryClient } from './lib/query-client';
import { KeptPartsProvider } from './lib/ssr/kept-parts';
import { ServerKeptParts } from './lib/ssr/server-kept-parts';
import { staticRouterMaker } from './lib/ssr/static-router';
import { keptIcons } from './lib/ssr/server-lucide-icon';
import { SERVER_STATE_ELEMENT_ID, type ServerState } from './lib/ssr/server-state';

/** The server answers the pages' API calls itself (decision 130): it hands the app its answerer once, at start. */
export { answerApiCallsInProcess } from './lib/api-client';

/** What the server does with a page request. */
export type ServerRenderResult =
  /** The page as HTML: tags React hoists into <head> (title, meta), the app's markup, and the state to hydrate from. */
  | { kind: 'page'; status: number; head: string; html: string; stateScript: string }
  /** A loader redirected. */
  | { kind: 'redirect'; status: number; location: string }
  /** Not a server-rendered page (account, checkout, admin) or a loader failed: the browser renders it. */
  | { kind: 'browser-rendered' };

/** React 19 writes the <title>, <meta> and <link> elements a page renders at the start of its output. */
const HOISTED_HEAD = /^(?:<title>[\s\S]*?<\/title>|<meta\b[^>]*>|<link\b[^>]*>)+/;

/**
 * Renders one storefront page for a request (React Router's static handler runs the route loaders, which fill the
 * page's own query client; the API calls they make are answered in-process by the server). The request carries
 * the shopper's cookie, so a signed-in shopper's header is rendered signed in.
 */
export async function render(request: Request): Promise<ServerRenderResult> {
  const renderer = idleRenderers.pop() ?? newRenderer();
  // Each page its own client, dropped with the page: nothing one request loaded is seen by the next, and a client kept
  // from page to page held each page's queries in its cache's table until a full collection (decision 164).
  const queryClient = createQueryClient();
  renderer.queryClient = queryClient;
  try {
    return await renderWith(renderer, queryClient, request);
  } finally {
    renderer.queryClient = undefined;
    idleRenderers.push(renderer);
  }
}

/**
 * The routes' static handler and the router maker for it. Making the handler ranks every route and resolving a page's
 * lazy route imports its module: ~1.5 ms a page, so each renderer is kept and reused, one per page being rendered at
 * a time (the loaders fill the client of the renderer's page, so two pages never share one).
 */
interface Renderer {
  /** The client of the page being rendered, while it renders. */
  queryClient: QueryClient | undefined;
  handler: StaticHandler;
  routerFor: (context: StaticHandlerContext) => ReturnType<typeof createStaticRouter>;
}

const idleRenderers: Renderer[] = [];

/** The layout's parts whose markup depends on their props alone, rendered once per props (decision 135). */
const keptParts = new ServerKeptParts();

function newRenderer(): Renderer {
  const pageQueryClient = () => {
    if (!renderer.queryClient) throw new Error('A route loader ran outside a page being rendered');
    return renderer.queryClient;
  };
  const handler = createStaticHandler(createRoutes(pageQueryClient));
  const renderer: Renderer = { queryClient: undefined, handler, routerFor: staticRouterMaker(handler) };
  return renderer;
}

async function renderWith({ handler, routerFor }: Renderer, queryClient: QueryClient, request: Request): Promise<ServerRenderResult> {
  const context = await handler.query(request);
  if (context instanceof Response) {
    const location = context.headers.get('Location');
    return location ? { kind: 'redirect', status: context.status, location } : { kind: 'browser-rendered' };
  }
  const handle = context.matches.at(-1)?.route.handle as RouteHandle | undefined;
  if (!handle?.serverRendered || context.errors) return { kind: 'browser-rendered' };

  const router = routerFor(context);
  const markup = renderToString(
    <StrictMode>
      <KeptPartsProvider value={keptParts}>
        <App queryClient={queryClient} router={<StaticRouterProvider router={router} context={context} hydrate={false} />} />
      </KeptPartsProvider>
    </StrictMode>,
  );
  keptParts.renderWanted();
  keptIcons.renderWanted();
  const head = HOISTED_HEAD.exec(markup)?.[0] ?? '';
  const state: ServerState = {
    queries: dehydrate(queryClient),
    router: { loaderData: context.loaderData, actionData: context.actionData, errors: null },
  };
  return {
    kind: 'page',
    // An address that matches no page is the not-found page, answered as such.
    status: handle.notFound ? 404 : context.statusCode,
    head,
    html: markup.slice(head.length),
    stateScript: `<script type="application/json" id="${SERVER_STATE_ELEMENT_ID}">${jsonForScript(state)}</script>`,
  };
}
