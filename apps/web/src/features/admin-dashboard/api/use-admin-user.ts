import { useQuery } from '@tanstack/react-query';
import { call } from '@/lib/api-client';
import { adminUsersKey } from './use-admin-users';

/** GET /admin/users/:id — the User Details dialog (only fetched while it is open). */
export function useAdminUser(userId: string | null) {
  return useQuery({
    queryKey: [...adminUsersKey, 'detail', userId],
    queryFn: async ({ signal }) => (await call('getUser', { params: { id: userId ?? '' }, signal })).user,
    enabled: userId !== null,
  });
}
