import { useMutation } from '@tanstack/react-query';
import { type UpdateProfileRequest } from '@aurelle/contract';
import { call } from '@/lib/api-client';
import { useSetSessionUser } from '@/lib/session/use-session';

/** PATCH /user/profile: the answer's user replaces the cached session user (name and e-mail in the header). */
export function useUpdateProfile() {
  const setSessionUser = useSetSessionUser();
  return useMutation({
    mutationFn: (body: UpdateProfileRequest) => call('updateProfile', { body }),
    onSuccess: (response) => setSessionUser(response.data),
  });
}
