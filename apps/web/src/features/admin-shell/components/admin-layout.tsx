import { Menu } from 'lucide-react';
import { useState } from 'react';
import { Outlet, useLocation } from 'react-router';
import { ScrollToTop } from '@/components/layout/scroll-to-top';
import { SkipLink } from '@/components/layout/skip-link';
import { InitialAvatar } from '@/components/ui/avatar';
import { Button } from '@/components/ui/button';
import { Sheet, SheetContent, SheetTitle, SheetTrigger } from '@/components/ui/sheet';
import { useSession } from '@/lib/session/use-session';
import { useShopConfig } from '@/lib/use-shop-config';
import { AdminNav, adminNavItems } from './admin-nav';

const panelTitleClass = 'font-display text-2xl tracking-wide text-ivory';

/** The back-office shell: a fixed 'Admin Panel' side menu on wide screens, a slide-out sheet on small ones. */
export function AdminLayout() {
  const [isMenuOpen, setIsMenuOpen] = useState(false);
  const { user } = useSession();
  const { shopName } = useShopConfig();
  const { pathname } = useLocation();
  const section = adminNavItems.find((item) => pathname.startsWith(item.to))?.label;

  return (
    <div className="min-h-dvh bg-ivory">
      <title>{[section, 'Admin Panel', shopName].filter(Boolean).join(' · ')}</title>
      <ScrollToTop />
      <SkipLink targetId="admin-content" />
      <aside className="fixed inset-y-0 left-0 z-30 hidden w-64 bg-ink lg:block">
        <AdminNav title={<p className={panelTitleClass}>Admin Panel</p>} />
      </aside>

      <div className="lg:pl-64">
        <header className="sticky top-0 z-20 flex h-16 items-center gap-3 border-b border-line bg-ivory/90 px-4 backdrop-blur-md sm:px-6 lg:px-10">
          <Sheet open={isMenuOpen} onOpenChange={setIsMenuOpen}>
            <SheetTrigger asChild>
              <Button variant="ghost" size="icon" className="-ml-2 lg:hidden" aria-label="Open admin menu">
                <Menu className="size-5!" strokeWidth={1.5} />
              </Button>
            </SheetTrigger>
            <SheetContent
              side="left"
              aria-describedby={undefined}
              className="w-72 border-ink bg-ink p-0 [&>button:last-child]:text-ivory/70 [&>button:last-child]:hover:text-ivory"
            >
              <AdminNav title={<SheetTitle className={panelTitleClass}>Admin Panel</SheetTitle>} onNavigate={() => setIsMenuOpen(false)} />
            </SheetContent>
          </Sheet>
          <p className="font-display text-xl text-ink lg:hidden">Admin Panel</p>
          {user ? (
            <div className="ml-auto flex items-center gap-3">
              <span className="hidden text-right text-sm leading-tight sm:block">
                <span className="block font-medium text-ink">{user.userName}</span>
                <span className="block text-xs text-stone">{user.email}</span>
              </span>
              <InitialAvatar name={user.userName} />
            </div>
          ) : null}
        </header>
        <main id="admin-content" tabIndex={-1} className="px-4 py-6 focus:outline-none sm:px-6 lg:px-8 lg:py-8">
          <Outlet />
        </main>
      </div>
    </div>
  );
}
