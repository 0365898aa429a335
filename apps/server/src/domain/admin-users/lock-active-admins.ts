import { and, asc, eq } from 'drizzle-orm';
import { LAST_OWNER_MESSAGE, permissionDeniedMessage, roleCan, type TeamRole } from '@aurelle/contract';
import type { Tx } from '../../db/client.ts';
import { users } from '../../db/schema/index.ts';
import { conflict, forbidden } from '../errors.ts';

export interface ActiveAdmin {
  id: string;
  teamRole: TeamRole;
}

/**
 * Locks the rows of the active admins, always in id order, and returns them with their team roles. Every change that
 * could leave the shop without an active admin or an active owner (a deactivation, a demotion, a change of team role)
 * takes this lock first, so two owners removing each other at the same moment are serialized (without deadlock) and
 * the second one sees the first one's change.
 */
export async function lockActiveAdmins(tx: Tx): Promise<ActiveAdmin[]> {
  const rows = await tx
    .select({ id: users.id, teamRole: users.teamRole })
    .from(users)
    .where(and(eq(users.role, 'admin'), eq(users.isActive, true)))
    .orderBy(asc(users.id))
    .for('update');
  return rows.map((row) => ({ id: row.id, teamRole: row.teamRole ?? 'owner' }));
}

/**
 * Refuses (409) a change after which no active owner would be left: `teamRoleAfter` is the target's team role once the
 * change is made, null when they stop being an active admin.
 */
export function keepAnOwner(activeAdmins: readonly ActiveAdmin[], targetId: string, teamRoleAfter: TeamRole | null, field: string): void {
  const ownersAfter = activeAdmins.filter((admin) => (admin.id === targetId ? teamRoleAfter === 'owner' : admin.teamRole === 'owner'));
  const wasOwner = activeAdmins.some((admin) => admin.id === targetId && admin.teamRole === 'owner');
  if (wasOwner && ownersAfter.length === 0) throw conflict(LAST_OWNER_MESSAGE, { [field]: [LAST_OWNER_MESSAGE] });
}

/**
 * After the lock, the caller must still be an active admin whose role manages the team: a change that committed while
 * this one waited may have taken it away.
 */
export function requireTeamManager(activeAdmins: readonly ActiveAdmin[], actorId: string): void {
  const actor = activeAdmins.find((admin) => admin.id === actorId);
  if (!actor) throw forbidden('Admin access required');
  if (!roleCan({ role: 'admin', teamRole: actor.teamRole }, 'team')) throw forbidden(permissionDeniedMessage(actor.teamRole, 'team'));
}
