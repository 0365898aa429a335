import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { users } from '../../db/schema/index.ts';
import { AppError, unauthorized } from '../errors.ts';
import { INACTIVE_ACCOUNT_MESSAGE, SESSION_EXPIRED_MESSAGE } from './messages.ts';
import { verifyToken } from './tokens.ts';

/** The signed-in caller, as the guards hand it to routes. */
export interface SessionUser {
  id: string;
  userName: string;
  email: string;
  role: 'user' | 'admin';
  isActive: boolean;
  tokenVersion: number;
  createdAt: Date;
}

/**
 * Who a token belongs to, checked against the user's row (docs/decisions/001-signed-token-with-version.md): the signature and expiry must hold,
 * the token version must match (logout, reset and deactivation bump it) and the user must be active.
 */
export async function loadSessionUser(db: DbOrTx, input: { token: string; secret: string }): Promise<SessionUser> {
  const claims = verifyToken(input.token, input.secret);
  if (!claims) throw unauthorized(SESSION_EXPIRED_MESSAGE).because({ code: 'SESSION_EXPIRED' });
  const [user] = await db
    .select({
      id: users.id,
      userName: users.userName,
      email: users.email,
      role: users.role,
      isActive: users.isActive,
      tokenVersion: users.tokenVersion,
      createdAt: users.createdAt,
    })
    .from(users)
    .where(eq(users.id, claims.sub))
    .limit(1);
  if (!user || user.tokenVersion !== claims.ver) throw unauthorized(SESSION_EXPIRED_MESSAGE).because({ code: 'SESSION_EXPIRED' });
  if (!user.isActive) throw new AppError('UNAUTHORIZED', INACTIVE_ACCOUNT_MESSAGE).because({ code: 'ACCOUNT_INACTIVE' });
  return user;
}
