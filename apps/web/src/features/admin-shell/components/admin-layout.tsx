import { Menu, ShieldOff } from 'lucide-react';
import { useState } from 'react';
import { Outlet, useLocation } from 'react-router';
import { Link } from '@/components/link';
import { ScrollToTop } from '@/components/layout/scroll-to-top';
import { SkipLink } from '@/components/layout/skip-link';
import { InitialAvatar } from '@/components/ui/avatar';
import { Button } from '@/components/ui/button';
import { Sheet, SheetContent, SheetTitle, SheetTrigger } from '@/components/ui/sheet';
import { useSession } from '@/lib/session/use-session';
import { useShopConfig } from '@/lib/use-shop-config';
import { TEAM_ROLE_LABELS } from '@aurelle/contract';
import { adminHomePath, mayOpenAdminPage } from '@/lib/session/admin-access';
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
                <span className="block text-xs text-stone">
                  {user.teamRole ? `${TEAM_ROLE_LABELS[user.teamRole]} · ` : ''}
                  {user.email}
                </span>
              </span>
              <InitialAvatar name={user.userName} />
            </div>
          ) : null}
        </header>
        <main id="admin-content" tabIndex={-1} className="px-4 py-6 focus:outline-none sm:px-6 lg:px-8 lg:py-8">
          {mayOpenAdminPage(user, pathname) ? <Outlet /> : <NotForYourRole />}
        </main>
      </div>
    </div>
  );
}

/** A back-office page the person's team role does not include: says so, and where their work is. */
function NotForYourRole() {
  const { user } = useSession();
  return (
    <section role="alert" className="mx-auto max-w-xl border border-line bg-white/70 px-8 py-12 text-center">
      <ShieldOff className="mx-auto size-8 text-gold" strokeWidth={1.25} aria-hidden="true" />
      <h1 className="mt-4 font-display text-3xl text-ink">Not part of your role</h1>
      <p className="mt-3 text-sm leading-relaxed text-stone">
        {user?.teamRole ? `As ${TEAM_ROLE_LABELS[user.teamRole].toLowerCase()}, ` : ''}you cannot open this page. An owner can change your
        role if your work needs it.
      </p>
      <Link
        to={adminHomePath(user)}
        className="mt-6 inline-block text-sm tracking-wide text-ink underline underline-offset-4 hover:text-gold"
      >
        Go to your start page
      </Link>
    </section>
  );
}
