import { useMutation } from '@tanstack/react-query';
import { type RequestResetRequest } from '@aurelle/contract';
import { call } from '@/lib/api-client';

/** POST /auth/password/request-reset: same answer whether or not the e-mail exists (docs/decisions/056-account-protections.md). */
export function useRequestPasswordReset() {
  return useMutation({
    mutationFn: (body: RequestResetRequest) => call('requestPasswordReset', { body }),
  });
}
