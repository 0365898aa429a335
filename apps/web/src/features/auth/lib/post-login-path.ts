import type { PublicUser } from '@aurelle/contract';
import { isWithin, paths } from '@/lib/paths';
import { adminHomePath } from '@/lib/session/admin-access';

/**
 * A returnUrl is honoured only when it is a path on this site: it must start with a single '/'
 * (no '//host' or '/\host' tricks that browsers treat as another origin).
 */
export function safeReturnUrl(value: string | null | undefined): string | undefined {
  if (!value || !value.startsWith('/')) return undefined;
  if (value.startsWith('//') || value.startsWith('/\\')) return undefined;
  if ([...value].some((char) => char.charCodeAt(0) < 0x20)) return undefined;
  // Going back to a sign-in page after signing in would loop.
  if (isWithin(value, paths.auth.root)) return undefined;
  return value;
}

/** Where a user lands after signing in: the remembered page, else by role. */
export function postLoginPath(user: Pick<PublicUser, 'role' | 'teamRole'>, returnUrl?: string | null): string {
  const remembered = safeReturnUrl(returnUrl);
  if (remembered) {
    // A customer sent to an admin page would just bounce back to the shop.
    if (user.role !== 'admin' && remembered.startsWith(paths.admin.root)) return paths.shop.home;
    return remembered;
  }
  return user.role === 'admin' ? adminHomePath(user) : paths.shop.home;
}
