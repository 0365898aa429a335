import { useMutation } from '@tanstack/react-query';
import { type LoginRequest } from '@aurelle/contract';
import { call } from '@/lib/api-client';
import { useSetSessionUser } from '@/lib/session/use-session';

/** POST /auth/login: the server sets the httpOnly cookie; the user goes into the session cache. */
export function useLogin() {
  const setSessionUser = useSetSessionUser();
  return useMutation({
    mutationFn: (body: LoginRequest) => call('login', { body }),
    onSuccess: (response) => setSessionUser(response.user),
  });
}
