import { useMutation } from '@tanstack/react-query';
import { call } from '@/lib/api-client';

/**
 * POST /auth/logout: the server revokes the token and clears the cookie. The caller then leaves the page for a new
 * document (`useSignOut`), which starts with nothing of the user.
 */
export function useLogout() {
  return useMutation({ mutationFn: () => call('logout') });
}
