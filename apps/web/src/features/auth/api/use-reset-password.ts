import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ResetPasswordRequest } from '@aurelle/contract';
import { api } from '@/lib/api-client';
import { sessionQueryKey } from '@/lib/session/use-session';

/** POST /auth/password/reset: the server revokes every session of that user, so ours is gone too. */
export function useResetPassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ResetPasswordRequest) => api.post<{ success: true; message: string }>('/auth/password/reset', body),
    onSuccess: () => {
      queryClient.clear();
      queryClient.setQueryData(sessionQueryKey, null);
    },
  });
}
