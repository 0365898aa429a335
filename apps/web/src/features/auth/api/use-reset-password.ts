import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type ResetPasswordRequest } from '@aurelle/contract';
import { call } from '@/lib/api-client';
import { forgetSignedInUser } from '@/lib/session/session-ended';

/** POST /auth/password/reset: the server revokes every session of that user, so ours is gone too. */
export function useResetPassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ResetPasswordRequest) => call('resetPassword', { body }),
    onSuccess: () => {
      forgetSignedInUser(queryClient);
    },
  });
}
