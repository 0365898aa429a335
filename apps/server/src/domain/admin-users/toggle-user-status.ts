import { eq } from 'drizzle-orm';
import { CANNOT_DEACTIVATE_SELF_MESSAGE, LAST_ACTIVE_ADMIN_MESSAGE, type PublicUser } from '@aurelle/contract';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema/index.ts';
import { presentUser } from '../auth/present-user.ts';
import { endSessions } from '../auth/sessions.ts';
import { badRequest, notFound } from '../errors.ts';
import { USER_NOT_FOUND_MESSAGE } from './get-user-details.ts';
import { lockActiveAdmins } from './lock-active-admins.ts';

export interface ToggleUserStatusInput {
  /** The admin making the change. */
  actorId: string;
  userId: string;
  isActive: boolean;
}

/**
 * Activates or deactivates an account. Deactivation bumps the token version, so the user is signed
 * out on every device at once. An admin cannot deactivate themself, and the last active admin stays.
 */
export async function toggleUserStatus(db: Db, input: ToggleUserStatusInput): Promise<PublicUser> {
  return db.transaction(async (tx) => {
    if (!input.isActive) {
      if (input.userId === input.actorId) {
        throw badRequest(CANNOT_DEACTIVATE_SELF_MESSAGE, { isActive: [CANNOT_DEACTIVATE_SELF_MESSAGE] });
      }
      // Two admins deactivating (or demoting) each other at the same moment are serialized by this lock.
      const activeAdmins = await lockActiveAdmins(tx);
      const isTargetActiveAdmin = activeAdmins.includes(input.userId);
      if (isTargetActiveAdmin && activeAdmins.length <= 1) {
        throw badRequest(LAST_ACTIVE_ADMIN_MESSAGE, { isActive: [LAST_ACTIVE_ADMIN_MESSAGE] });
      }
    }
    const [target] = await tx.select().from(users).where(eq(users.id, input.userId)).for('update').limit(1);
    if (!target) throw notFound(USER_NOT_FOUND_MESSAGE).because({ code: 'NOT_FOUND', resource: 'user' });
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
