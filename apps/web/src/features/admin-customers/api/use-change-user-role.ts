import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Role } from '@aurelle/contract';
import { call } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { customerKey } from './use-customer';

/** PATCH /admin/users/:id/role — makes the customer an admin or an admin a customer; the page and the users list reload. */
export function useChangeUserRole(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (role: Role) => call('changeUserRole', { params: { id: userId }, body: { role } }),
    onSuccess: async (answer) => {
      toast.success(answer.message, {
        description:
          answer.user.role === 'admin'
            ? `${answer.user.userName} can now use the back office.`
            : `${answer.user.userName} is a customer again.`,
      });
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: customerKey(userId) }),
        queryClient.invalidateQueries({ queryKey: ['admin', 'users'] }),
      ]);
    },
  });
}
