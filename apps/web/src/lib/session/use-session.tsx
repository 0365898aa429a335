import { createContext, useContext, useMemo, type ReactNode } from 'react';
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { roleCan, type Permission, type PublicUser } from '@aurelle/contract';
import { call } from '@/lib/api-client';

export const sessionQueryKey = ['auth', 'session'] as const;

/**
 * The signed-in user, from GET /auth/session (cookie): `null` for a guest. That endpoint answers 200 either way, so a
 * guest's page logs no failed request (GET /auth/check-auth, which answers 401, stays for API clients).
 */
export function sessionQuery() {
  return queryOptions({
    queryKey: sessionQueryKey,
    queryFn: async ({ signal }): Promise<PublicUser | null> => (await call('session', { signal })).user,
    staleTime: 5 * 60_000,
    retry: false,
  });
}

export interface Session {
  user: PublicUser | null;
  isLoading: boolean;
  isAuthenticated: boolean;
  isAdmin: boolean;
  /** Whether the signed-in team member's role includes the permission (the back office shows only what it may use). */
  can: (permission: Permission) => boolean;
}

const SessionContext = createContext<Session | undefined>(undefined);

/**
 * Watches the session query once for the whole page and hands it to every `useSession` below. A query observer per
 * caller cost a product page ~8% of its render on the server (a dozen callers: header, cart, wishlist hearts, reviews).
 * Every page's root loader asks for the session anyway, so watching it at the root fetches nothing more.
 */
export function SessionProvider({ children }: { children: ReactNode }) {
  const query = useQuery(sessionQuery());
  const user = query.data ?? null;
  const isLoading = query.isPending;
  const session = useMemo<Session>(
    () => ({
      user,
      isLoading,
      isAuthenticated: Boolean(user),
      isAdmin: user?.role === 'admin',
      can: (permission) => roleCan(user, permission),
    }),
    [user, isLoading],
  );
  return <SessionContext.Provider value={session}>{children}</SessionContext.Provider>;
}

/** The signed-in user and what they may do, from the SessionProvider the app puts around every page. */
export function useSession(): Session {
  const session = useContext(SessionContext);
  if (!session) throw new Error('useSession is used outside a SessionProvider');
  return session;
}

/** After login/register/profile update: put the fresh user in the cache. */
export function useSetSessionUser() {
  const queryClient = useQueryClient();
  return (user: PublicUser | null) => queryClient.setQueryData(sessionQueryKey, user);
}
