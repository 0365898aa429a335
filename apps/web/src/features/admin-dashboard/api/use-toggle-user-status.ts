import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type EndpointInput } from '@aurelle/contract';
import { call, type NamedEndpoint } from '@/lib/api-client';
import { adminUsersKey } from './use-admin-users';

type ToggleUserStatusRequest = EndpointInput<NamedEndpoint<'toggleUserStatus'>>['body'];

/** PATCH /admin/users/:id/toggle-status {isActive}; the list (and any open details) reload afterwards. */
export function useToggleUserStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ userId, isActive }: { userId: string } & ToggleUserStatusRequest) =>
      call('toggleUserStatus', { params: { id: userId }, body: { isActive } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminUsersKey }),
  });
}
