import {
  ArrowLeft,
  ClipboardList,
  Gift,
  History,
  Images,
  LayoutDashboard,
  LogOut,
  Mail,
  MessageSquareQuote,
  Package,
  ReceiptIndianRupee,
  Settings,
  TicketPercent,
} from 'lucide-react';
import type { ReactNode } from 'react';
import { NavLink } from 'react-router';
import { Link } from '@/components/link';
import { LogoMark } from '@/components/brand/logo-mark';
import { roleCan } from '@aurelle/contract';
import { mayOpenAdminPage } from '@/lib/session/admin-access';
import { useSession } from '@/lib/session/use-session';
import { useSignOut } from '@/lib/session/use-sign-out';
import { cn } from '@/lib/cn';
import { paths } from '@/lib/paths';

export const adminNavItems = [
  { label: 'Dashboard', to: paths.admin.dashboard(), icon: LayoutDashboard },
  { label: 'Products', to: paths.admin.products, icon: Package },
  { label: 'Orders', to: paths.admin.orders, icon: ClipboardList },
  { label: 'Promotions', to: paths.admin.promotions, icon: TicketPercent },
  { label: 'Gift Cards', to: paths.admin.giftCards, icon: Gift },
  { label: 'Reviews', to: paths.admin.reviews(), icon: MessageSquareQuote },
  { label: 'Feature Images', to: paths.admin.features, icon: Images },
  { label: 'Email Campaigns', to: paths.admin.emailCampaigns, icon: Mail },
  { label: 'GST', to: paths.admin.gst(), icon: ReceiptIndianRupee },
  { label: 'Settings', to: paths.admin.settings, icon: Settings },
  { label: 'Audit', to: paths.admin.audit, icon: History },
] as const;

/** The menu a person sees: the pages their team role may open (a packer's Orders opens on To ship). */
function useVisibleNavItems() {
  const { user } = useSession();
  return adminNavItems
    .filter((item) => mayOpenAdminPage(user, item.to))
    .map((item) => (item.to === paths.admin.orders && !roleCan(user, 'orders.read') ? { ...item, to: paths.admin.ordersToShip } : item));
}

/** The admin side menu: 'Admin Panel', the back-office pages, back to the shop, Logout. */
export function AdminNav({ title, onNavigate }: { title: ReactNode; onNavigate?: () => void }) {
  const { signOut, isSigningOut } = useSignOut();
  const items = useVisibleNavItems();
  return (
    <div className="flex h-full flex-col">
      <div className="flex items-center gap-3 px-6 pb-8 pt-8">
        <LogoMark className="h-10 w-auto text-gold" />
        {title}
      </div>
      <nav aria-label="Admin" className="flex-1 px-3">
        <ul className="flex flex-col gap-1">
          {items.map(({ label, to, icon: Icon }) => (
            <li key={to}>
              <NavLink
                to={to}
                onClick={onNavigate}
                className={({ isActive }) =>
                  cn(
                    'group relative flex items-center gap-3 px-4 py-3 text-sm tracking-wide text-ivory/70 transition-colors hover:bg-ivory/5 hover:text-ivory',
                    isActive && 'bg-ivory/[0.07] text-ivory before:absolute before:inset-y-2 before:left-0 before:w-0.5 before:bg-gold',
                  )
                }
              >
                {({ isActive }) => (
                  <>
                    <Icon
                      className={cn('size-[1.1rem] shrink-0', isActive ? 'text-gold' : 'text-ivory/60 group-hover:text-gold')}
                      strokeWidth={1.5}
                      aria-hidden="true"
                    />
                    {label}
                  </>
                )}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <div className="flex flex-col gap-1 border-t border-ivory/10 px-3 py-5">
        <Link
          to={paths.shop.home}
          onClick={onNavigate}
          className="flex items-center gap-3 px-4 py-2.5 text-sm text-ivory/70 transition-colors hover:bg-ivory/5 hover:text-ivory"
        >
          <ArrowLeft className="size-[1.1rem]" strokeWidth={1.5} aria-hidden="true" />
          Back to Shop
        </Link>
        <button
          type="button"
          disabled={isSigningOut}
          onClick={() => {
            onNavigate?.();
            void signOut();
          }}
          className="flex cursor-pointer items-center gap-3 px-4 py-2.5 text-left text-sm text-ivory/70 transition-colors hover:bg-ivory/5 hover:text-ivory disabled:opacity-50"
        >
          <LogOut className="size-[1.1rem]" strokeWidth={1.5} aria-hidden="true" />
          Logout
        </button>
      </div>
    </div>
  );
}
