import { Gift, Heart, LayoutDashboard, LogOut, MapPin, Package, UserRound } from 'lucide-react';
import type { PublicUser } from '@aurelle/contract';
import { Link } from '@/components/link';
import { InitialAvatar } from '@/components/ui/avatar';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import { useSignOut } from '@/lib/session/use-sign-out';
import { accountLinks, profileMenuTriggerClass } from './nav-links';
import { paths } from '@/lib/paths';

const accountIcons = { 'Account Settings': UserRound, Orders: Package, Wishlist: Heart, Addresses: MapPin, 'Gift Cards': Gift } as const;

/**
 * The signed-in shopper's menu, open from the moment it is loaded (profile-menu.tsx loads it on the first press):
 * initial, username and e-mail, account entries, Admin Dashboard for admins, Sign Out.
 */
export default function ProfileMenuDropdown({ user }: { user: PublicUser }) {
  const { signOut, isSigningOut } = useSignOut();
  return (
    <DropdownMenu modal={false} defaultOpen>
      <DropdownMenuTrigger aria-label={`Account menu for ${user.userName}`} className={profileMenuTriggerClass}>
        <InitialAvatar name={user.userName} />
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end" className="w-72">
        <DropdownMenuLabel className="flex items-center gap-3 py-3">
          <InitialAvatar name={user.userName} className="size-10 text-xl" />
          <span className="flex min-w-0 flex-col">
            <span className="truncate font-medium text-ink">{user.userName}</span>
            <span className="truncate text-xs font-normal text-stone">{user.email}</span>
          </span>
        </DropdownMenuLabel>
        <DropdownMenuSeparator />
        {accountLinks.map((link) => {
          const Icon = accountIcons[link.label as keyof typeof accountIcons];
          return (
            <DropdownMenuItem key={link.to} asChild>
              <Link to={link.to}>
                <Icon aria-hidden="true" />
                {link.label}
              </Link>
            </DropdownMenuItem>
          );
        })}
        {user.role === 'admin' ? (
          <DropdownMenuItem asChild>
            <Link to={paths.admin.dashboard()}>
              <LayoutDashboard aria-hidden="true" />
              Admin Dashboard
            </Link>
          </DropdownMenuItem>
        ) : null}
        <DropdownMenuSeparator />
        <DropdownMenuItem disabled={isSigningOut} onSelect={() => void signOut()}>
          <LogOut aria-hidden="true" />
          Sign Out
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
