import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import {
  createStaticHandler,
  createStaticRouter,
  Outlet,
  StaticRouterProvider,
  useLoaderData,
  useLocation,
  useMatches,
  useNavigation,
  type RouteObject,
  type StaticHandlerContext,
} from 'react-router';
import { describe, expect, it } from 'vitest';
import { Link } from '@/components/link';
import { staticRouterMaker } from './static-router';

function Layout() {
  const location = useLocation();
  const matches = useMatches();
  const navigation = useNavigation();
  return createElement(
    'div',
    null,
    `${location.pathname}${location.search} · ${matches.map((match) => match.id).join(',')} · ${navigation.state}`,
    createElement(Link, { to: '/shop/product/p2?size=50' }, 'next'),
    createElement(Outlet),
  );
}

function ProductPage() {
  const product = useLoaderData<{ title: string }>();
  return createElement('h1', null, product.title);
}

const routes: RouteObject[] = [
  {
    id: 'root',
    element: createElement(Layout),
    loader: () => ({ shop: 'Aurelle' }),
    children: [
      { id: 'product', path: '/shop/product/:id', Component: ProductPage, loader: ({ params }) => ({ title: `Oud ${params.id}` }) },
      { id: 'about', path: '/shop/about', lazy: async () => ({ Component: () => createElement('p', null, 'About the house') }) },
    ],
  },
];

async function loaded(url: string): Promise<{ handler: ReturnType<typeof createStaticHandler>; context: StaticHandlerContext }> {
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(url));
  if (context instanceof Response) throw new Error('redirected');
  return { handler, context };
}

const rendered = (router: ReturnType<typeof createStaticRouter>, context: StaticHandlerContext) =>
  renderToString(createElement(StaticRouterProvider, { router, context, hydrate: false }));

describe("the renderer's static router", () => {
  it.each(['http://shop.test/shop/product/p1?size=100', 'http://shop.test/shop/about'])(
    'renders %s exactly as the library’s router does',
    async (url) => {
      const { handler, context } = await loaded(url);
      const library = createStaticRouter(handler.dataRoutes, context);
      const ours = staticRouterMaker(handler)(context);
      expect(rendered(ours, context)).toBe(rendered(library, context));
      expect(rendered(ours, context)).toContain(url.includes('about') ? 'About the house' : 'Oud p1');
    },
  );

  it('has every property of the library’s router, each with the value its getter gives, and no getter', async () => {
    const { handler, context } = await loaded('http://shop.test/shop/product/p1');
    const library = createStaticRouter(handler.dataRoutes, context);
    const ours = staticRouterMaker(handler)(context);
    expect(Object.keys(ours).sort()).toEqual(Object.keys(library).sort());
    for (const [key, descriptor] of Object.entries(Object.getOwnPropertyDescriptors(ours))) {
      expect(descriptor, key).toHaveProperty('value');
    }
    expect(ours.basename).toBe(library.basename);
    expect(ours.future).toEqual(library.future);
    expect(ours.window).toBe(library.window);
    expect(ours.branches).toBe(library.branches);
    expect(ours.state).toEqual(library.state);
    expect(ours.routes).toEqual(library.routes);
    expect(Object.keys(ours.manifest).sort()).toEqual(Object.keys(library.manifest).sort());
    expect(() => ours.navigate('/elsewhere')).toThrow(/stateless environment/);
  });

  it("makes each page's router from that page's context", async () => {
    const { handler, context } = await loaded('http://shop.test/shop/product/p1');
    const routerFor = staticRouterMaker(handler);
    const next = await handler.query(new Request('http://shop.test/shop/product/p9'));
    if (next instanceof Response) throw new Error('redirected');
    expect(rendered(routerFor(context), context)).toContain('Oud p1');
    expect(rendered(routerFor(next), next)).toContain('Oud p9');
  });
});
