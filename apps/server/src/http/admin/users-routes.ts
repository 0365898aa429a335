import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  idParamSchema,
  listUsersQuerySchema,
  toggleUserStatusRequestSchema,
  USER_STATUS_UPDATED_MESSAGE,
  type listUsersResponseSchema,
  type toggleUserStatusResponseSchema,
  type userDetailsResponseSchema,
} from '@aurelle/contract';
import type { z } from 'zod';
import type { AppContext } from '../../context.ts';
import { getUserDetails } from '../../domain/admin-users/get-user-details.ts';
import { listUsers } from '../../domain/admin-users/list-users.ts';
import { toggleUserStatus } from '../../domain/admin-users/toggle-user-status.ts';
import { currentUser } from '../guards.ts';

/** Dashboard › Users. Mounted inside the admin scope, so every route is admin-only. */
export async function adminUsersRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get('/admin/users', { schema: { querystring: listUsersQuerySchema } }, async (request) => {
    const page = await listUsers(ctx.db, request.query);
    return { success: true, ...page } satisfies z.infer<typeof listUsersResponseSchema>;
  });

  api.get('/admin/users/:id', { schema: { params: idParamSchema } }, async (request) => {
    const user = await getUserDetails(ctx.db, request.params.id);
    return { success: true, user } satisfies z.infer<typeof userDetailsResponseSchema>;
  });

  api.patch(
    '/admin/users/:id/toggle-status',
    { schema: { params: idParamSchema, body: toggleUserStatusRequestSchema } },
    async (request) => {
      const user = await toggleUserStatus(ctx.db, {
        actorId: currentUser(request).id,
        userId: request.params.id,
        isActive: request.body.isActive,
      });
      return { success: true, message: USER_STATUS_UPDATED_MESSAGE, user } satisfies z.infer<typeof toggleUserStatusResponseSchema>;
    },
  );
}
