import { LayoutDashboard, LogOut } from 'lucide-react';
import type { RefObject } from 'react';
import { useLocation } from 'react-router';
import { Link } from '@/components/link';
import { LogoMark } from '@/components/brand/logo-mark';
import { InitialAvatar } from '@/components/ui/avatar';
import { Button } from '@/components/ui/button';
import { Sheet, SheetContent, SheetTitle } from '@/components/ui/sheet';
import { useSession } from '@/lib/session/use-session';
import { useSignOut } from '@/lib/session/use-sign-out';
import { cn } from '@/lib/cn';
import { useShopConfig } from '@/lib/use-shop-config';
import { accountLinks, isNavLinkActive, MOBILE_MENU_ID, mainNavLinks } from './nav-links';
import { paths } from '@/lib/paths';

interface MobileMenuPanelProps {
  isOpen: boolean;
  setIsOpen: (isOpen: boolean) => void;
  /** The header's menu button, focused again when the sheet closes. */
  trigger: RefObject<HTMLButtonElement | null>;
}

/** The navigation sheet below md, loaded the first time it is opened (mobile-menu.tsx holds the button). */
export default function MobileMenuPanel({ isOpen, setIsOpen, trigger }: MobileMenuPanelProps) {
  const { pathname, search } = useLocation();
  const { user } = useSession();
  const { shopName, tagline, phone, email } = useShopConfig();
  const { signOut, isSigningOut } = useSignOut();
  const close = () => setIsOpen(false);

  return (
    <Sheet open={isOpen} onOpenChange={setIsOpen}>
      <SheetContent
        side="left"
        id={MOBILE_MENU_ID}
        className="gap-0 p-0"
        aria-describedby={undefined}
        onCloseAutoFocus={(event) => {
          event.preventDefault();
          trigger.current?.focus();
        }}
      >
        <div className="border-b border-line px-6 pb-6 pt-7">
          <SheetTitle className="flex items-center gap-3">
            <LogoMark className="h-9 w-auto text-gold" />
            <span className="text-xl uppercase tracking-[0.3em]">{shopName}</span>
          </SheetTitle>
          <p className="mt-1 pl-[2.1rem] font-display text-sm italic text-gold-deep">{tagline}</p>
        </div>

        <nav aria-label="Mobile" className="px-6 py-6">
          <ul className="flex flex-col">
            {mainNavLinks.map((link) => {
              const isActive = isNavLinkActive(link, pathname, search);
              return (
                <li key={link.to}>
                  <Link
                    to={link.to}
                    onClick={close}
                    aria-current={isActive ? 'page' : undefined}
                    className={cn(
                      'flex items-center justify-between border-b border-line/70 py-3.5 font-display text-2xl text-ink transition-colors hover:text-gold-deep',
                      isActive && 'text-gold-deep',
                    )}
                  >
                    {link.label}
                    {isActive ? <span aria-hidden="true" className="size-1.5 rounded-full bg-gold" /> : null}
                  </Link>
                </li>
              );
            })}
          </ul>
        </nav>

        <div className="mt-auto border-t border-line bg-ivory-deep/60 px-6 py-6">
          {user ? (
            <>
              <div className="flex items-center gap-3">
                <InitialAvatar name={user.userName} />
                <div className="min-w-0">
                  <p className="truncate text-sm font-medium">{user.userName}</p>
                  <p className="truncate text-xs text-stone">{user.email}</p>
                </div>
              </div>
              <ul className="mt-4 flex flex-col gap-1 text-sm">
                {accountLinks.map((link) => (
                  <li key={link.to}>
                    <Link to={link.to} onClick={close} className="block py-1.5 text-ink-soft hover:text-ink">
                      {link.label}
                    </Link>
                  </li>
                ))}
                {user.role === 'admin' ? (
                  <li>
                    <Link
                      to={paths.admin.dashboard()}
                      onClick={close}
                      className="flex items-center gap-2 py-1.5 text-ink-soft hover:text-ink"
                    >
                      <LayoutDashboard className="size-4" aria-hidden="true" />
                      Admin Dashboard
                    </Link>
                  </li>
                ) : null}
              </ul>
              <Button
                variant="subtle"
                size="sm"
                className="mt-4 w-full"
                disabled={isSigningOut}
                onClick={() => {
                  close();
                  void signOut();
                }}
              >
                <LogOut aria-hidden="true" />
                Sign Out
              </Button>
            </>
          ) : (
            <div className="grid grid-cols-2 gap-3">
              <Button asChild size="sm">
                <Link to={paths.auth.login()} onClick={close}>
                  Sign In
                </Link>
              </Button>
              <Button asChild variant="subtle" size="sm">
                <Link to={paths.auth.register} onClick={close}>
                  Register
                </Link>
              </Button>
            </div>
          )}
          <div className="mt-6 space-y-1 text-xs text-stone">
            <p>
              <a href={`tel:${phone.replace(/\s+/g, '')}`} className="hover:text-ink">
                {phone}
              </a>
            </p>
            <p>
              <a href={`mailto:${email}`} className="hover:text-ink">
                {email}
              </a>
            </p>
          </div>
        </div>
      </SheetContent>
    </Sheet>
  );
}
