import { Outlet } from 'react-router';
import { ScrollToTop } from '@/components/layout/scroll-to-top';
import { SkipLink } from '@/components/layout/skip-link';
import { useRememberCouponCodeFromUrl } from '@/lib/coupon-code';
import { CartSheet } from '@/features/cart/components/cart-sheet';
import { SiteFooter } from '@/features/shell/components/site-footer';
import { SiteHeader } from '@/features/shell/components/site-header';

/**
 * The storefront shell: fixed header (with the cart sheet), the page, the footer; scroll to top on every route change.
 * Composed here because it joins two features, the shell and the cart. A `?code=` in any shop URL (a promotion
 * e-mail's button) is remembered for the checkout.
 */
export function ShopLayout() {
  useRememberCouponCodeFromUrl();
  return (
    <div className="flex min-h-dvh flex-col bg-ivory">
      <ScrollToTop />
      <SkipLink />
      <SiteHeader cart={<CartSheet />} />
      <main id="main-content" tabIndex={-1} className="flex-1 pt-16 focus:outline-none lg:pt-20">
        <Outlet />
      </main>
      <SiteFooter />
    </div>
  );
}
