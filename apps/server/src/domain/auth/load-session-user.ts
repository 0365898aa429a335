import { and, eq, gt } from 'drizzle-orm';
import type { TeamRole } from '@aurelle/contract';
import type { DbOrTx } from '../../db/client.ts';
import { users, userSessions } from '../../db/schema/index.ts';
import { AppError, unauthorized } from '../errors.ts';
import { INACTIVE_ACCOUNT_MESSAGE, SESSION_EXPIRED_MESSAGE } from './messages.ts';
import { verifyToken } from './tokens.ts';

/** The signed-in caller, as the guards hand it to routes. */
export interface SessionUser {
  id: string;
  userName: string;
  email: string;
  role: 'user' | 'admin';
  /** An admin's team role, read from the row on every request: a change applies to the next call. */
  teamRole: TeamRole | null;
  isActive: boolean;
  createdAt: Date;
  /** The sign-in this request belongs to (logout ends it; the sessions list marks it "this device"). */
  sessionId: string;
}

/** "Last seen" is written at most this often per session, so a busy shopper costs one read per request, not a write. */
const LAST_SEEN_RESOLUTION_MS = 5 * 60_000;

/**
 * Who a token belongs to (docs/decisions/077-sessions-per-device.md): the signature and expiry must hold and the
 * session it names must still exist and belong to that user, an active one. One indexed read (the session's primary
 * key joined to its user); "last seen" is refreshed when it is more than five minutes old.
 */
export async function loadSessionUser(db: DbOrTx, input: { token: string; secret: string; now?: Date }): Promise<SessionUser> {
  const now = input.now ?? new Date();
  const claims = await verifyToken(input.token, input.secret, now.getTime());
  if (!claims) throw unauthorized(SESSION_EXPIRED_MESSAGE).because({ code: 'SESSION_EXPIRED' });
  const [row] = await db
    .select({
      id: users.id,
      userName: users.userName,
      email: users.email,
      role: users.role,
      teamRole: users.teamRole,
      isActive: users.isActive,
      createdAt: users.createdAt,
      lastSeenAt: userSessions.lastSeenAt,
    })
    .from(userSessions)
    .innerJoin(users, eq(users.id, userSessions.userId))
    .where(and(eq(userSessions.id, claims.sid), eq(userSessions.userId, claims.sub), gt(userSessions.expiresAt, now)))
    .limit(1);
  if (!row) throw unauthorized(SESSION_EXPIRED_MESSAGE).because({ code: 'SESSION_EXPIRED' });
  if (!row.isActive) throw new AppError('UNAUTHORIZED', INACTIVE_ACCOUNT_MESSAGE).because({ code: 'ACCOUNT_INACTIVE' });
  if (now.getTime() - row.lastSeenAt.getTime() > LAST_SEEN_RESOLUTION_MS) {
    await db.update(userSessions).set({ lastSeenAt: now }).where(eq(userSessions.id, claims.sid));
  }
  const { lastSeenAt: _lastSeen, ...user } = row;
  return { ...user, sessionId: claims.sid };
}
