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

export function useSession() {
  const query = useQuery(sessionQuery());
  const user = query.data ?? null;
  return {
    user,
    isLoading: query.isPending,
    isAuthenticated: Boolean(user),
    isAdmin: user?.role === 'admin',
    /** Whether the signed-in team member's role includes the permission (the back office shows only what it may use). */
    can: (permission: Permission) => roleCan(user, permission),
  };
}

/** After login/register/profile update: put the fresh user in the cache. */
export function useSetSessionUser() {
  const queryClient = useQueryClient();
  return (user: PublicUser | null) => queryClient.setQueryData(sessionQueryKey, user);
}
