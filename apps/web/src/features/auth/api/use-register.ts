import { useMutation } from '@tanstack/react-query';
import { type RegisterRequest } from '@aurelle/contract';
import { call } from '@/lib/api-client';
import { useSetSessionUser } from '@/lib/session/use-session';

/** POST /auth/register: signs the new customer in (cookie) and caches the user. */
export function useRegister() {
  const setSessionUser = useSetSessionUser();
  return useMutation({
    mutationFn: (body: RegisterRequest) => call('register', { body }),
    onSuccess: (response) => setSessionUser(response.user),
  });
}
