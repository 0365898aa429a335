import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { toggleUserStatusRequestSchema, toggleUserStatusResponseSchema } from '@aurelle/contract';
import { api } from '@/lib/api-client';
import { adminUsersKey } from './use-admin-users';

type ToggleUserStatusRequest = z.input<typeof toggleUserStatusRequestSchema>;
type ToggleUserStatusResponse = z.output<typeof toggleUserStatusResponseSchema>;

/** PATCH /admin/users/:id/toggle-status {isActive}; the list (and any open details) reload afterwards. */
export function useToggleUserStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ userId, isActive }: { userId: string } & ToggleUserStatusRequest) =>
      api.patch<ToggleUserStatusResponse>(`/admin/users/${userId}/toggle-status`, { isActive }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminUsersKey }),
  });
}
