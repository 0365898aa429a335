import { useQuery } from '@tanstack/react-query';
import type { userDetailsResponseSchema } from '@aurelle/contract';
import type { z } from 'zod';
import { api } from '@/lib/api-client';
import { adminUsersKey } from './use-admin-users';

type UserDetailsResponse = z.output<typeof userDetailsResponseSchema>;

/** GET /admin/users/:id — the User Details dialog (only fetched while it is open). */
export function useAdminUser(userId: string | null) {
  return useQuery({
    queryKey: [...adminUsersKey, 'detail', userId],
    queryFn: async ({ signal }) => (await api.get<UserDetailsResponse>(`/admin/users/${userId}`, undefined, signal)).user,
    enabled: userId !== null,
  });
}
