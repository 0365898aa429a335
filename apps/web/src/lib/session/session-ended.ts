import { hashKey, type QueryClient } from '@tanstack/react-query';
import type { ApiRequestError } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { shopConfigQueryKey } from '@/lib/use-shop-config';
import { sessionQueryKey } from './use-session';

/**
 * Whether the API refused the request because the session is over: signed out on another device, expired, the
 * account deactivated, or the cookie gone. A wrong password at sign-in (also 401) is not one of these.
 */
export function isSessionEndedError(error: unknown): boolean {
  // By name, not `instanceof`: a lazily loaded page's chunk may carry its own copy of the API client's class.
  if (!(error instanceof Error) || error.name !== 'ApiRequestError') return false;
  const { status, reason } = error as ApiRequestError;
  if (status !== 401) return false;
  const code = reason?.code;
  return code === 'SESSION_EXPIRED' || code === 'ACCOUNT_INACTIVE' || (code === undefined && error.message === 'No token found');
}

/**
 * The web app forgets its signed-in user: the session becomes "nobody", so the guards of account, checkout and admin
 * pages send the shopper to the sign-in page, and everything cached for that user (cart, orders, addresses…) is
 * dropped; the shop's public config stays. The session is set first, on the query its one observer (SessionProvider)
 * watches: removing that query instead (`queryClient.clear()`) left the observer showing the user who had left, and
 * the sign-in page sent a signed-out admin back to the dashboard.
 */
export function forgetSignedInUser(queryClient: QueryClient): void {
  queryClient.setQueryData(sessionQueryKey, null);
  const kept = [hashKey(sessionQueryKey), hashKey(shopConfigQueryKey)];
  queryClient.removeQueries({ predicate: (query) => !kept.includes(query.queryHash) });
}

/** Any request that finds the session over signs the web app out at once, and says so. */
export function forgetEndedSession(queryClient: QueryClient): void {
  if (queryClient.getQueryData(sessionQueryKey) === null) return;
  forgetSignedInUser(queryClient);
  toast.error('Your session has ended. Please sign in again');
}
