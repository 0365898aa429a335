import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { ADMIN_USERS_PAGE_SIZE, listUsersResponseSchema } from '@aurelle/contract';
import type { z } from 'zod';
import { api } from '@/lib/api-client';

export type AdminUsersPage = z.output<typeof listUsersResponseSchema>;

export const adminUsersKey = ['admin', 'users'] as const;

/** GET /admin/users?page&limit&search — one page of users (page size 10). */
export function useAdminUsers({ page, search }: { page: number; search: string }) {
  return useQuery({
    queryKey: [...adminUsersKey, 'list', { page, search }],
    queryFn: async ({ signal }): Promise<AdminUsersPage> => {
      const response = await api.get<unknown>('/admin/users', { page, limit: ADMIN_USERS_PAGE_SIZE, search }, signal);
      const parsed = listUsersResponseSchema.safeParse(response);
      // A malformed answer is reported as such rather than rendering half a table.
      if (!parsed.success) throw new Error('Invalid response format from server');
      return parsed.data;
    },
    placeholderData: keepPreviousData,
  });
}
