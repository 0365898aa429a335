import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ShopConfig } from '@aurelle/contract';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { KeptPartsProvider, type KeptParts } from '@/lib/ssr/kept-parts';
import { ServerKeptParts } from '@/lib/ssr/server-kept-parts';
import { SessionProvider, sessionQueryKey } from '@/lib/session/use-session';
import { DEFAULT_SHOP_CONFIG, shopConfigQueryKey, ShopConfigProvider } from '@/lib/use-shop-config';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';

/** The storefront's header and footer as the server renders them for a guest at `url`, with or without kept parts. */
function layout(url: string, config: ShopConfig, kept: KeptParts | undefined): string {
  const queryClient = new QueryClient();
  queryClient.setQueryData(sessionQueryKey, null);
  queryClient.setQueryData(shopConfigQueryKey, config);
  return renderToString(
    <KeptPartsProvider value={kept}>
      <QueryClientProvider client={queryClient}>
        <SessionProvider>
          <ShopConfigProvider>
            <MemoryRouter initialEntries={[url]}>
              <SiteHeader cart={<button type="button">Cart</button>} />
              <main />
              <SiteFooter />
            </MemoryRouter>
          </ShopConfigProvider>
        </SessionProvider>
      </QueryClientProvider>
    </KeptPartsProvider>,
  );
}

const renamed: ShopConfig = { ...DEFAULT_SHOP_CONFIG, shopName: 'Maison <Rose> & Oud', phone: '+91 80 1234 5678', address: 'Bengaluru ₹' };

describe("the layout's kept parts (footer, logo, main navigation)", () => {
  it('put in the markup the page would have rendered itself, for each page and shop setting', () => {
    const kept = new ServerKeptParts();
    const pages = ['/shop/home', '/shop/listing', '/shop/listing?gender=male', '/shop/listing?car=true&sort=price', '/shop/product/x', '/shop/about'];
    for (const config of [DEFAULT_SHOP_CONFIG, renamed]) {
      for (const url of pages) {
        const rendered = layout(url, config, undefined);
        // Asked for the first time: rendered in the page as usual, and kept after it.
        expect(layout(url, config, kept)).toBe(rendered);
        kept.renderWanted();
        // Asked again: the kept markup, the same page, and nothing more to keep.
        const size = kept.size;
        expect(layout(url, config, kept)).toBe(rendered);
        kept.renderWanted();
        expect(kept.size).toBe(size);
      }
    }
    // A footer and a logo per setting; a navigation per link shown as current (Home, Shop, For Him, Car, About, none).
    expect(kept.size).toBe(2 + 2 + 6);
  });

  it('are used once kept: the markup comes from the kept copy', () => {
    const kept = new ServerKeptParts();
    layout('/shop/home', DEFAULT_SHOP_CONFIG, kept);
    kept.renderWanted();
    const tampered: KeptParts = {
      markupOf: (part, props) => (kept.markupOf(part, props) === undefined ? undefined : `<i>kept ${part.name}</i>`),
    };
    const page = layout('/shop/home', DEFAULT_SHOP_CONFIG, tampered);
    expect(page).toContain('<footer class="border-t border-gold/25 bg-ink text-ivory/75"><i>kept footer</i></footer>');
    expect(page).toContain('<i>kept header logo</i></a>');
    expect(page).toContain('<nav aria-label="Main" class="hidden flex-1 justify-center md:flex"><i>kept main navigation</i></nav>');
  });
});
