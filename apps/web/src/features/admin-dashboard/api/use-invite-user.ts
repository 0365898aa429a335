import { useMutation, useQueryClient } from '@tanstack/react-query';
import { INVITE_LINK_TTL_DAYS, type InviteUserRequest } from '@aurelle/contract';
import { call } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { adminUsersKey } from './use-admin-users';

/** POST /admin/users/invite — creates the account and mails the link that sets its password; the users list reloads. */
export function useInviteUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (invitation: InviteUserRequest) => call('inviteUser', { body: invitation }),
    onSuccess: async (answer) => {
      toast.success(answer.message, {
        description: `The link in the e-mail sets their password; it works for ${INVITE_LINK_TTL_DAYS} days.`,
      });
      await queryClient.invalidateQueries({ queryKey: adminUsersKey });
    },
  });
}
