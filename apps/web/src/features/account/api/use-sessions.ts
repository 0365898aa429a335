import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '@/lib/api-client';
import { forgetSignedInUser } from '@/lib/session/session-ended';

const sessionsKey = ['shop', 'account', 'sessions'] as const;

/** GET /auth/sessions: the devices signed in to this account. */
export function useDeviceSessions() {
  return useQuery({
    queryKey: sessionsKey,
    queryFn: async ({ signal }) => (await call('listMySessions', { signal })).sessions,
  });
}

/** DELETE /auth/sessions/:id: one device signed out; the list is fetched again. */
export function useEndDeviceSession() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (sessionId: string) => call('endMySession', { params: { id: sessionId } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: sessionsKey }),
  });
}

/** POST /auth/sessions/end-all: every device, this one too; everything cached belonged to the signed-in user. */
export function useEndAllSessions() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => call('endAllMySessions'),
    onSuccess: () => {
      forgetSignedInUser(queryClient);
    },
  });
}
