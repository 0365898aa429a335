import type { FastifyInstance } from 'fastify';
import { adminEndpoints, USER_STATUS_UPDATED_MESSAGE } from '@aurelle/contract';
import type { AppContext } from '../../context.ts';
import { getUserDetails } from '../../domain/admin-users/get-user-details.ts';
import { listUsers } from '../../domain/admin-users/list-users.ts';
import { toggleUserStatus } from '../../domain/admin-users/toggle-user-status.ts';
import { route } from '../define-route.ts';
import { currentUser } from '../guards.ts';

/** Dashboard › Users. Mounted inside the admin scope, so every route is admin-only. */
export async function adminUsersRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  route(app, adminEndpoints.listUsers, async (request) => {
    const page = await listUsers(ctx.db, request.query);
    return { success: true, ...page };
  });

  route(app, adminEndpoints.getUser, async (request) => {
    const user = await getUserDetails(ctx.db, request.params.id);
    return { success: true, user };
  });

  route(app, adminEndpoints.toggleUserStatus, async (request) => {
    const user = await toggleUserStatus(ctx.db, {
      actorId: currentUser(request).id,
      userId: request.params.id,
      isActive: request.body.isActive,
    });
    return { success: true, message: USER_STATUS_UPDATED_MESSAGE, user };
  });
}
