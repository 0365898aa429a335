import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { ADMIN_USERS_PAGE_SIZE } from '@aurelle/contract';
import { call } from '@/lib/api-client';

export const adminUsersKey = ['admin', 'users'] as const;

/**
 * GET /admin/users?page&limit&search — one page of users (page size 10). A malformed answer fails the schema parse
 * (ResponseMismatchError) and is reported as such rather than rendering half a table.
 */
export function useAdminUsers({ page, search }: { page: number; search: string }) {
  return useQuery({
    queryKey: [...adminUsersKey, 'list', { page, search }],
    queryFn: ({ signal }) => call('listUsers', { query: { page, limit: ADMIN_USERS_PAGE_SIZE, search }, signal }),
    placeholderData: keepPreviousData,
  });
}
