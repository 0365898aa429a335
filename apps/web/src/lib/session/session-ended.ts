import type { QueryClient } from '@tanstack/react-query';
import type { ApiRequestError } from '@/lib/api-client';
import { toast } from '@/lib/toast';
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
 * Any request that finds the session over signs the web app out at once: the session becomes "nobody",
 * so the guards of account, checkout and admin pages send the shopper to the sign-in page with a `returnUrl` back,
 * and everything cached for the signed-in user is dropped. The session is set first, on the query its observers
 * watch: clearing the whole cache first would leave them watching a removed query, and nothing would move.
 */
export function forgetEndedSession(queryClient: QueryClient): void {
  if (queryClient.getQueryData(sessionQueryKey) === null) return;
  queryClient.setQueryData(sessionQueryKey, null);
  queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== sessionQueryKey[0] && query.queryKey[1] !== 'config' });
  toast.error('Your session has ended. Please sign in again');
}
