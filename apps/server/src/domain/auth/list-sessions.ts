import { desc, eq, gt, and } from 'drizzle-orm';
import type { DeviceSession } from '@aurelle/contract';
import type { DbOrTx } from '../../db/client.ts';
import { userSessions } from '../../db/schema/index.ts';
import { describeDevice } from './describe-device.ts';

/** The user's live sessions, the most recently seen first, the asking one marked. */
export async function listSessions(db: DbOrTx, input: { userId: string; currentSessionId: string; now?: Date }): Promise<DeviceSession[]> {
  const rows = await db
    .select()
    .from(userSessions)
    .where(and(eq(userSessions.userId, input.userId), gt(userSessions.expiresAt, input.now ?? new Date())))
    .orderBy(desc(userSessions.lastSeenAt));
  return rows.map((row) => ({
    id: row.id,
    device: describeDevice(row.userAgent),
    ip: row.ip,
    createdAt: row.createdAt.toISOString(),
    lastSeenAt: row.lastSeenAt.toISOString(),
    current: row.id === input.currentSessionId,
  }));
}
