import { roleCan, type Permission, type PublicUser } from '@aurelle/contract';
import { isWithin, paths } from '@/lib/paths';

type Member = Pick<PublicUser, 'role' | 'teamRole'> | null | undefined;

/**
 * What each back-office page needs: any one of these permissions (the page then shows only the parts the role may
 * use). The server refuses every call the role lacks whatever the page shows; this table only keeps a person from
 * being shown what they cannot use. Most specific paths first.
 */
export const adminPageAccess: ReadonlyArray<{ path: string; anyOf: readonly Permission[] }> = [
  { path: paths.admin.dashboard.pattern, anyOf: ['catalog', 'customers', 'reports'] },
  { path: paths.admin.products, anyOf: ['catalog'] },
  { path: paths.admin.orders, anyOf: ['orders.read', 'shipping'] },
  { path: paths.admin.promotions, anyOf: ['promotions'] },
  { path: paths.admin.giftCards, anyOf: ['promotions'] },
  { path: paths.admin.features, anyOf: ['catalog'] },
  { path: paths.admin.reviews.pattern, anyOf: ['catalog'] },
  { path: paths.admin.emailCampaigns, anyOf: ['campaigns'] },
  { path: paths.admin.gst.pattern, anyOf: ['gst'] },
  { path: paths.admin.settings, anyOf: ['settings'] },
  { path: '/admin/customers', anyOf: ['customers'] },
  { path: paths.admin.audit, anyOf: ['audit'] },
];

export function canAny(user: Member, anyOf: readonly Permission[]): boolean {
  return anyOf.some((permission) => roleCan(user, permission));
}

/** Whether the back-office page at `pathname` has anything for this person. */
export function mayOpenAdminPage(user: Member, pathname: string): boolean {
  const page = adminPageAccess.find((entry) => isWithin(pathname, entry.path));
  return page ? canAny(user, page.anyOf) : true;
}

/** Where a team member starts: the dashboard when the role has a part of it, else the first page it may open. */
export function adminHomePath(user: Member): string {
  if (canAny(user, ['catalog', 'customers', 'reports'])) return paths.admin.dashboard();
  if (roleCan(user, 'shipping') && !roleCan(user, 'orders.read')) return paths.admin.ordersToShip;
  return adminPageAccess.find((page) => canAny(user, page.anyOf))?.path ?? paths.admin.dashboard();
}
