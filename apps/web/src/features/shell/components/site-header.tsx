import type { ReactNode } from 'react';
import { Search } from 'lucide-react';
import { useLocation } from 'react-router';
import { Link } from '@/components/link';
import { LogoMark } from '@/components/brand/logo-mark';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { useSession } from '@/lib/session/use-session';
import { cn } from '@/lib/cn';
import { useKeptMarkup, type KeptPart } from '@/lib/ssr/kept-parts';
import { useShopConfig } from '@/lib/use-shop-config';
import { MobileMenu } from './mobile-menu';
import { isNavLinkActive, mainNavLinks } from './nav-links';
import { ProfileMenu } from './profile-menu';
import { paths } from '@/lib/paths';

/**
 * Fixed header: logo, navigation, search, the cart (the cart feature's sheet, passed in by the app's shop layout)
 * and the profile menu or 'Sign In'.
 */
export function SiteHeader({ cart }: { cart: ReactNode }) {
  const { pathname, search } = useLocation();
  const { user, isLoading } = useSession();
  const { shopName } = useShopConfig();
  const logo = { shopName };
  const keptLogo = useKeptMarkup(logoContent, logo);
  const nav = { active: mainNavLinks.map((link) => isNavLinkActive(link, pathname, search)) };
  const keptNav = useKeptMarkup(mainNavigation, nav);

  return (
    <header className="fixed inset-x-0 top-0 z-40 border-b border-line/80 bg-ivory/85 backdrop-blur-md">
      <div className="mx-auto flex h-16 max-w-7xl items-center gap-3 px-4 sm:px-6 lg:h-20 lg:px-10">
        <MobileMenu />
        <Link
          to={paths.shop.home}
          aria-label={`${shopName}, home`}
          className="flex shrink-0 items-center gap-2.5 text-ink"
          dangerouslySetInnerHTML={keptLogo}
        >
          {keptLogo ? undefined : logoContent.render(logo)}
        </Link>

        <nav aria-label="Main" className="hidden flex-1 justify-center md:flex" dangerouslySetInnerHTML={keptNav}>
          {keptNav ? undefined : mainNavigation.render(nav)}
        </nav>

        <div className="ml-auto flex items-center gap-0.5 md:ml-0">
          <Button asChild variant="ghost" size="icon">
            <Link to={paths.shop.search()} aria-label="Search products">
              <Search className="size-5!" strokeWidth={1.5} aria-hidden="true" />
            </Link>
          </Button>
          {cart}
          {isLoading ? (
            <Skeleton className="ml-1 size-9 rounded-full" />
          ) : user ? (
            <ProfileMenu user={user} />
          ) : (
            <Button asChild variant="outline" size="sm" className="ml-2 text-[0.68rem] uppercase tracking-[0.18em] max-sm:px-3">
              <Link to={paths.auth.login()}>Sign In</Link>
            </Button>
          )}
        </div>
      </div>
    </header>
  );
}

/** The logo's mark and the shop's name, kept by the server once per name (decision 135). */
const logoContent: KeptPart<{ shopName: string }> = {
  name: 'header logo',
  render: ({ shopName }) => (
    <>
      <LogoMark className="h-8 w-auto text-gold lg:h-10" />
      <span className="font-display text-lg uppercase tracking-[0.3em] max-md:text-base md:max-lg:hidden lg:text-xl">{shopName}</span>
    </>
  ),
};

/** The main navigation's links, kept by the server once per link shown as the current page (decision 135). */
const mainNavigation: KeptPart<{ active: boolean[] }> = {
  name: 'main navigation',
  render: ({ active }) => (
    <ul className="flex items-center gap-5 lg:gap-8">
      {mainNavLinks.map((link, index) => {
        const isActive = active[index] === true;
        return (
          <li key={link.to} className={link.isWideHeaderOnly ? 'hidden xl:list-item' : undefined}>
            <Link
              to={link.to}
              aria-current={isActive ? 'page' : undefined}
              className={cn(
                'relative py-2 text-[0.72rem] font-medium uppercase tracking-[0.2em] text-ink-soft transition-colors hover:text-ink',
                'after:absolute after:inset-x-0 after:-bottom-0.5 after:h-px after:origin-center after:scale-x-0 after:bg-gold after:transition-transform after:duration-300 hover:after:scale-x-100',
                isActive && 'text-ink after:scale-x-100',
              )}
            >
              {link.label}
            </Link>
          </li>
        );
      })}
    </ul>
  ),
};
