import { Outlet } from 'react-router';
import { ScrollToTop } from '@/components/layout/scroll-to-top';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';
import { SkipLink } from '@/components/layout/skip-link';

/** The storefront shell: fixed header, the page, the footer; scroll to top on every route change. */
export function ShopLayout() {
  return (
    <div className="flex min-h-dvh flex-col bg-ivory">
      <ScrollToTop />
      <SkipLink />
      <SiteHeader />
      <main id="main-content" tabIndex={-1} className="flex-1 pt-16 focus:outline-none lg:pt-20">
        <Outlet />
      </main>
      <SiteFooter />
    </div>
  );
}
