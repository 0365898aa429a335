import { useMutation, useQueryClient } from '@tanstack/react-query';
import { TEAM_ROLE_LABELS, type ChangeUserRoleRequest } from '@aurelle/contract';
import { call } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { customerKey } from './use-customer';

/** PATCH /admin/users/:id/role — a customer, or an admin with a team role; the page and the users list reload. */
export function useChangeUserRole(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: ChangeUserRoleRequest) => call('changeUserRole', { params: { id: userId }, body: request }),
    onSuccess: async (answer) => {
      toast.success(answer.message, {
        description:
          answer.user.role === 'admin' && answer.user.teamRole
            ? `${answer.user.userName} is now ${TEAM_ROLE_LABELS[answer.user.teamRole].toLowerCase()}.`
            : `${answer.user.userName} is a customer again.`,
      });
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: customerKey(userId) }),
        queryClient.invalidateQueries({ queryKey: ['admin', 'users'] }),
      ]);
    },
  });
}
