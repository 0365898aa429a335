import { eq } from 'drizzle-orm';
import { CANNOT_CHANGE_OWN_ROLE_MESSAGE, LAST_ADMIN_ROLE_MESSAGE, type PublicUser, type Role } from '@aurelle/contract';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema/index.ts';
import { presentUser } from '../auth/present-user.ts';
import { endSessions } from '../auth/sessions.ts';
import { AppError, conflict, forbidden, notFound } from '../errors.ts';
import { USER_NOT_FOUND_MESSAGE } from './get-user-details.ts';
import { lockActiveAdmins } from './lock-active-admins.ts';

export interface ChangeUserRoleInput {
  /** The admin making the change. */
  actorId: string;
  userId: string;
  role: Role;
}

/**
 * Makes a customer an admin or an admin a customer. Never one's own role, and never the last active admin:
 * the active admins' rows are locked first, so two admins demoting each other at once cannot both succeed. A demoted
 * admin's sessions end, so the back office is closed to them at once on every device; a promotion takes effect on the
 * next request (each request reads the role from the user's row).
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
    // Two admins demoting each other at once: the second one to get the lock finds the target is the last one left.
    if (isDemotion && activeAdmins.includes(target.id) && activeAdmins.length <= 1) {
      throw conflict(LAST_ADMIN_ROLE_MESSAGE, { role: [LAST_ADMIN_ROLE_MESSAGE] });
    }
    // The caller may have lost the role (or been deactivated) in a change that committed while this one waited.
    if (!activeAdmins.includes(input.actorId)) throw forbidden('Admin access required');
    if (target.role === input.role) return presentUser(target);
    if (isDemotion) await endSessions(tx, target.id);
    const [updated] = await tx.update(users).set({ role: input.role, updatedAt: new Date() }).where(eq(users.id, target.id)).returning();
    if (!updated) throw notFound(USER_NOT_FOUND_MESSAGE).because({ code: 'NOT_FOUND', resource: 'user' });
    return presentUser(updated);
  });
}
