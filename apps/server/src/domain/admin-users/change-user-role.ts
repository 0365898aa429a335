import { eq } from 'drizzle-orm';
import { CANNOT_CHANGE_OWN_ROLE_MESSAGE, LAST_ADMIN_ROLE_MESSAGE, type PublicUser, type Role, type TeamRole } from '@aurelle/contract';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema/index.ts';
import { presentUser } from '../auth/present-user.ts';
import { endSessions } from '../auth/sessions.ts';
import { AppError, conflict, notFound } from '../errors.ts';
import { USER_NOT_FOUND_MESSAGE } from './get-user-details.ts';
import { keepAnOwner, lockActiveAdmins, requireTeamManager } from './lock-active-admins.ts';

export interface ChangeUserRoleInput {
  /** The owner making the change. */
  actorId: string;
  userId: string;
  role: Role;
  /** With role admin: the team role; omitted, an admin keeps theirs and a customer made admin becomes an owner. */
  teamRole?: TeamRole | undefined;
}

/**
 * Makes a customer an admin, an admin a customer, or moves an admin to another team role. Never one's own role, never
 * the last active admin or the last active owner: the active admins' rows are locked first, so two owners demoting
 * each other at once cannot both succeed. A demoted admin's sessions end, so the back office is closed to them at once
 * on every device; any other change takes effect on the next request (each request reads the roles from the row).
 */
export async function changeUserRole(db: Db, input: ChangeUserRoleInput): Promise<PublicUser> {
  if (input.userId === input.actorId) {
    throw new AppError('FORBIDDEN', CANNOT_CHANGE_OWN_ROLE_MESSAGE, { role: [CANNOT_CHANGE_OWN_ROLE_MESSAGE] });
  }
  return db.transaction(async (tx) => {
    const activeAdmins = await lockActiveAdmins(tx);
    const [target] = await tx.select().from(users).where(eq(users.id, input.userId)).for('update').limit(1);
    if (!target) throw notFound(USER_NOT_FOUND_MESSAGE).because({ code: 'NOT_FOUND', resource: 'user' });
    const isDemotion = input.role === 'user';
    const isActiveAdmin = activeAdmins.some((admin) => admin.id === target.id);
    // Two owners demoting each other at once: the second one to get the lock finds the target is the last one left.
    if (isDemotion && isActiveAdmin && activeAdmins.length <= 1) {
      throw conflict(LAST_ADMIN_ROLE_MESSAGE, { role: [LAST_ADMIN_ROLE_MESSAGE] });
    }
    const teamRole = input.role === 'admin' ? (input.teamRole ?? target.teamRole ?? 'owner') : null;
    if (isActiveAdmin) keepAnOwner(activeAdmins, target.id, teamRole, isDemotion ? 'role' : 'teamRole');
    // The caller may have lost the role (or been deactivated) in a change that committed while this one waited.
    requireTeamManager(activeAdmins, input.actorId);
    if (target.role === input.role && target.teamRole === teamRole) return presentUser(target);
    if (isDemotion) await endSessions(tx, target.id);
    const [updated] = await tx
      .update(users)
      .set({ role: input.role, teamRole, updatedAt: new Date() })
      .where(eq(users.id, target.id))
      .returning();
    if (!updated) throw notFound(USER_NOT_FOUND_MESSAGE).because({ code: 'NOT_FOUND', resource: 'user' });
    return presentUser(updated);
  });
}
