import { and, eq, gt, isNull } from 'drizzle-orm';
import type { ResetPasswordRequest } from '@aurelle/contract';
import type { Db } from '../../db/client.ts';
import { passwordResetTokens, users } from '../../db/schema/index.ts';
import { badRequest } from '../errors.ts';
import { hashPassword } from './passwords.ts';
import { hashResetToken, voidResetLinks } from './reset-links.ts';
import { endSessions } from './sessions.ts';

export const INVALID_RESET_LINK_MESSAGE = 'This reset link is invalid or has expired. Please request a new one.';

/** Single use, 1 hour; voids the user's other links and revokes every existing session. */
export async function resetPassword(db: Db, input: ResetPasswordRequest): Promise<void> {
  const passwordHash = await hashPassword(input.newPassword);
  await db.transaction(async (tx) => {
    const [used] = await tx
      .update(passwordResetTokens)
      .set({ usedAt: new Date() })
      .where(
        and(
          eq(passwordResetTokens.tokenHash, hashResetToken(input.token)),
          eq(passwordResetTokens.userId, input.userId),
          isNull(passwordResetTokens.usedAt),
          gt(passwordResetTokens.expiresAt, new Date()),
        ),
      )
      .returning({ id: passwordResetTokens.id });
    if (!used) throw badRequest(INVALID_RESET_LINK_MESSAGE).because({ code: 'CODE_EXPIRED' });
    await tx.update(users).set({ passwordHash, updatedAt: new Date() }).where(eq(users.id, input.userId));
    await voidResetLinks(tx, input.userId);
    await endSessions(tx, input.userId);
  });
}
