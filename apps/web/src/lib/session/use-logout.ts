import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '@/lib/api-client';
import { sessionQueryKey } from './use-session';

/**
 * POST /auth/logout: the server revokes the token and clears the cookie. Everything cached belongs
 * to the signed-out user (cart, orders, addresses...), so the whole React Query cache is dropped.
 */
export function useLogout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => call('logout'),
    onSuccess: () => {
      queryClient.clear();
      queryClient.setQueryData(sessionQueryKey, null);
    },
  });
}
