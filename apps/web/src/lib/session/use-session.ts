import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { CheckAuthResponse, PublicUser } from '@aurelle/contract';
import { api, ApiRequestError } from '@/lib/api-client';

export const sessionQueryKey = ['auth', 'session'] as const;

/** The signed-in user, from GET /auth/check-auth (cookie). A 401 means signed out, not an error. */
export function useSession() {
  const query = useQuery({
    queryKey: sessionQueryKey,
    queryFn: async (): Promise<PublicUser | null> => {
      try {
        const response = await api.get<CheckAuthResponse>('/auth/check-auth');
        return response.user;
      } catch (error) {
        if (error instanceof ApiRequestError && (error.status === 401 || error.status === 403)) return null;
        throw error;
      }
    },
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
