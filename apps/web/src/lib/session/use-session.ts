import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { PublicUser, SessionResponse } from '@aurelle/contract';
import { api } from '@/lib/api-client';

export const sessionQueryKey = ['auth', 'session'] as const;

/**
 * The signed-in user, from GET /auth/session (cookie): `null` for a guest. That endpoint answers 200 either way, so a
 * guest's page logs no failed request (GET /auth/check-auth, which answers 401, stays for API clients).
 */
export function useSession() {
  const query = useQuery({
    queryKey: sessionQueryKey,
    queryFn: async (): Promise<PublicUser | null> => (await api.get<SessionResponse>('/auth/session')).user,
    staleTime: 5 * 60_000,
    retry: false,
  });
  const user = query.data ?? null;
  return { user, isLoading: query.isPending, isAuthenticated: Boolean(user), isAdmin: user?.role === 'admin' };
}

/** After login/register/profile update: put the fresh user in the cache. */
export function useSetSessionUser() {
  const queryClient = useQueryClient();
  return (user: PublicUser | null) => queryClient.setQueryData(sessionQueryKey, user);
}
