import { lazy, Suspense, useState } from 'react';
import type { PublicUser } from '@aurelle/contract';
import { InitialAvatar } from '@/components/ui/avatar';
import { profileMenuTriggerClass } from './nav-links';

const loadProfileMenuDropdown = () => import('./profile-menu-dropdown');
const ProfileMenuDropdown = lazy(loadProfileMenuDropdown);

/**
 * The signed-in shopper's menu. Until it is first pressed it is this button alone; then the dropdown's code (Radix's
 * menu and its positioning) is loaded and takes its place, open. A page's first load carries none of it.
 */
export function ProfileMenu({ user }: { user: PublicUser }) {
  const [isWanted, setIsWanted] = useState(false);
  const button = (
    <button
      type="button"
      aria-label={`Account menu for ${user.userName}`}
      aria-haspopup="menu"
      aria-expanded={false}
      className={profileMenuTriggerClass}
      onPointerEnter={() => void loadProfileMenuDropdown()}
      onFocus={() => void loadProfileMenuDropdown()}
      onClick={() => setIsWanted(true)}
    >
      <InitialAvatar name={user.userName} />
    </button>
  );
  if (!isWanted) return button;
  return (
    <Suspense fallback={button}>
      <ProfileMenuDropdown user={user} />
    </Suspense>
  );
}
