import { createHash } from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { passwordResetTokens } from '../../db/schema/index.ts';

/** Reset tokens are stored as SHA-256: a leaked table holds no usable link. */
export const hashResetToken = (token: string) => createHash('sha256').update(token).digest('hex');

/**
 * Deletes the user's reset links that were never used. Only the newest link may work: a new request, a reset and
 * a password change each void the others, so a link left in an old e-mail cannot change the password again.
 */
export async function voidResetLinks(db: DbOrTx, userId: string): Promise<void> {
  await db.delete(passwordResetTokens).where(and(eq(passwordResetTokens.userId, userId), isNull(passwordResetTokens.usedAt)));
}
