import { eq } from 'drizzle-orm';
import { CANNOT_DEACTIVATE_SELF_MESSAGE, LAST_ACTIVE_ADMIN_MESSAGE, type PublicUser } from '@aurelle/contract';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema/index.ts';
import { presentUser } from '../auth/present-user.ts';
import { endSessions } from '../auth/sessions.ts';
import { badRequest, notFound } from '../errors.ts';
import { USER_NOT_FOUND_MESSAGE } from './get-user-details.ts';
import { keepAnOwner, lockActiveAdmins, requireTeamManager } from './lock-active-admins.ts';

export interface ToggleUserStatusInput {
  /** The admin making the change. */
  actorId: string;
  userId: string;
  isActive: boolean;
}

/**
 * Activates or deactivates an account. Deactivation ends the user's sessions, so they are signed out on every device
 * at once. Nobody deactivates themself; an admin's account is the team's business (an owner's), and the last active
 * admin and the last active owner stay.
 */
export async function toggleUserStatus(db: Db, input: ToggleUserStatusInput): Promise<PublicUser> {
  if (!input.isActive && input.userId === input.actorId) {
    throw badRequest(CANNOT_DEACTIVATE_SELF_MESSAGE, { isActive: [CANNOT_DEACTIVATE_SELF_MESSAGE] });
  }
  return db.transaction(async (tx) => {
    // Two owners deactivating (or demoting) each other at the same moment are serialized by this lock.
    const activeAdmins = await lockActiveAdmins(tx);
    const [target] = await tx.select().from(users).where(eq(users.id, input.userId)).for('update').limit(1);
    if (!target) throw notFound(USER_NOT_FOUND_MESSAGE).because({ code: 'NOT_FOUND', resource: 'user' });
    if (!input.isActive && activeAdmins.some((admin) => admin.id === target.id)) {
      if (activeAdmins.length <= 1) throw badRequest(LAST_ACTIVE_ADMIN_MESSAGE, { isActive: [LAST_ACTIVE_ADMIN_MESSAGE] });
      keepAnOwner(activeAdmins, target.id, null, 'isActive');
    }
    // The caller may have lost the owner's role (or been deactivated) in a change that committed while this one waited.
    if (target.role === 'admin') requireTeamManager(activeAdmins, input.actorId);
    if (target.isActive === input.isActive) return presentUser(target);
    if (!input.isActive) await endSessions(tx, input.userId);
    const [updated] = await tx
      .update(users)
      .set({ isActive: input.isActive, updatedAt: new Date() })
      .where(eq(users.id, input.userId))
      .returning();
    if (!updated) throw notFound(USER_NOT_FOUND_MESSAGE).because({ code: 'NOT_FOUND', resource: 'user' });
    return presentUser(updated);
  });
}
