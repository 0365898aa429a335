import { and, eq, lt, ne } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { userSessions } from '../../db/schema/index.ts';
import { issueToken, TOKEN_TTL_SECONDS } from './tokens.ts';

export interface DeviceFacts {
  userAgent?: string | undefined;
  ip?: string | undefined;
}

/** A sign-in: its session row (device, IP, seven days) and the token that names it. */
export async function startSession(
  db: DbOrTx,
  input: { userId: string; role: 'user' | 'admin'; device?: DeviceFacts; secret: string; now?: Date },
): Promise<{ token: string; sessionId: string }> {
  const now = input.now ?? new Date();
  // The user's expired sessions are only clutter (their tokens are refused anyway): each sign-in sweeps them.
  await db.delete(userSessions).where(and(eq(userSessions.userId, input.userId), lt(userSessions.expiresAt, now)));
  const [session] = await db
    .insert(userSessions)
    .values({
      userId: input.userId,
      userAgent: input.device?.userAgent?.slice(0, 400) ?? null,
      ip: input.device?.ip?.slice(0, 64) ?? null,
      createdAt: now,
      lastSeenAt: now,
      expiresAt: new Date(now.getTime() + TOKEN_TTL_SECONDS * 1000),
    })
    .returning({ id: userSessions.id });
  if (!session) throw new Error('Session insert returned no row');
  const token = await issueToken({ sub: input.userId, sid: session.id, role: input.role }, input.secret, now.getTime());
  return { token, sessionId: session.id };
}

/** Logout, or "Sign out" of one device: only that session ends. Returns whether it was one of this user's. */
export async function endSession(db: DbOrTx, input: { userId: string; sessionId: string }): Promise<boolean> {
  const ended = await db
    .delete(userSessions)
    .where(and(eq(userSessions.id, input.sessionId), eq(userSessions.userId, input.userId)))
    .returning({ id: userSessions.id });
  return ended.length > 0;
}

/** Every session of the user ends, or every one but `except` (a password change keeps the device that made it). */
export async function endSessions(db: DbOrTx, userId: string, options: { except?: string } = {}): Promise<void> {
  await db
    .delete(userSessions)
    .where(and(eq(userSessions.userId, userId), options.except ? ne(userSessions.id, options.except) : undefined));
}
