import type { FastifyInstance } from 'fastify';
import {
  adminEndpoints,
  customerEndpoints,
  USER_INVITED_MESSAGE,
  USER_ROLE_UPDATED_MESSAGE,
  USER_STATUS_UPDATED_MESSAGE,
} from '@aurelle/contract';
import type { AppContext } from '../../context.ts';
import { changeUserRole } from '../../domain/admin-users/change-user-role.ts';
import { getCustomerProfile } from '../../domain/admin-users/get-customer-profile.ts';
import { getUserDetails } from '../../domain/admin-users/get-user-details.ts';
import { inviteUser } from '../../domain/admin-users/invite-user.ts';
import { listUsers } from '../../domain/admin-users/list-users.ts';
import { toggleUserStatus } from '../../domain/admin-users/toggle-user-status.ts';
import { route } from '../define-route.ts';
import { currentUser } from '../guards.ts';
import { authRateLimit } from '../rate-limits.ts';
import { createdId } from '../audited-write.ts';

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

  route(app, adminEndpoints.toggleUserStatus, { audit: { entity: 'user', verb: 'set-status' } }, async (request) => {
    const user = await toggleUserStatus(ctx.db, {
      actorId: currentUser(request).id,
      userId: request.params.id,
      isActive: request.body.isActive,
    });
    return { success: true, message: USER_STATUS_UPDATED_MESSAGE, user };
  });

  // The customer page, invitations and roles.
  route(app, customerEndpoints.getCustomer, async (request) => ({
    success: true,
    customer: await getCustomerProfile(ctx.db, request.params.id),
  }));

  // An invitation sends an e-mail: limited like the other requests that do (password reset).
  route(
    app,
    customerEndpoints.inviteUser,
    { audit: { entity: 'user', verb: 'invite', entityId: createdId('user') }, config: { rateLimit: authRateLimit(ctx.config) } },
    async (request, reply) => {
      const inviter = currentUser(request);
      const user = await inviteUser(ctx.db, { ...request.body, invitedBy: inviter.userName, inviter });
      return reply.status(201).send({ success: true, message: `${USER_INVITED_MESSAGE} to ${user.email}`, user });
    },
  );

  route(app, customerEndpoints.changeUserRole, { audit: { entity: 'user', verb: 'set-role' } }, async (request) => {
    const user = await changeUserRole(ctx.db, { actorId: currentUser(request).id, userId: request.params.id, ...request.body });
    return { success: true, message: USER_ROLE_UPDATED_MESSAGE, user };
  });
}
