import { and, asc, eq } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { users } from '../../db/schema/index.ts';

/**
 * Locks the rows of the active admins, always in id order, and returns their ids. Every change that could leave the
 * shop without an active admin (a deactivation, a demotion) takes this lock first, so two admins removing each other
 * at the same moment are serialized (without deadlock) and the second one sees the first one's change.
 */
export async function lockActiveAdmins(tx: Tx): Promise<string[]> {
  const rows = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.role, 'admin'), eq(users.isActive, true)))
    .orderBy(asc(users.id))
    .for('update');
  return rows.map((row) => row.id);
}
