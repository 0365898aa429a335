import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, isNull } from 'drizzle-orm';
import { PASSWORD_RESET_TTL_MINUTES, type ResetPasswordRequest } from '@aurelle/contract';
import type { Db } from '../../db/client.ts';
import { passwordResetTokens, users } from '../../db/schema/index.ts';
import type { Mailer } from '../../infra/mail/mailer.ts';
import { renderResetPasswordMail } from '../../infra/mail/templates/reset-password.ts';
import { badRequest } from '../errors.ts';
import { findUserByEmail } from './find-user.ts';
import { hashPassword } from './passwords.ts';
import { revokeTokens } from './revoke-tokens.ts';

export const INVALID_RESET_LINK_MESSAGE = 'This reset link is invalid or has expired. Please request a new one.';

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/**
 * Sends a reset link when the e-mail belongs to an active account. The caller answers the same
 * message either way, so nobody can probe which e-mails have accounts.
 */
export async function requestPasswordReset(
  deps: { db: Db; mailer: Mailer; appUrl: string; shopName: string },
  email: string,
): Promise<void> {
  const user = await findUserByEmail(deps.db, email);
  if (!user || !user.isActive) return;
  const token = randomBytes(32).toString('base64url');
  await deps.db.insert(passwordResetTokens).values({
    userId: user.id,
    tokenHash: hashToken(token),
    expiresAt: new Date(Date.now() + PASSWORD_RESET_TTL_MINUTES * 60_000),
  });
  const link = `${deps.appUrl}/auth/reset-password/${user.id}/${token}`;
  await deps.mailer.send({ to: user.email, ...renderResetPasswordMail({ shopName: deps.shopName, userName: user.userName, link }) });
}

/** Single use, 1 hour, revokes every existing session. */
export async function resetPassword(db: Db, input: ResetPasswordRequest): Promise<void> {
  const passwordHash = await hashPassword(input.newPassword);
  await db.transaction(async (tx) => {
    const [used] = await tx
      .update(passwordResetTokens)
      .set({ usedAt: new Date() })
      .where(
        and(
          eq(passwordResetTokens.tokenHash, hashToken(input.token)),
          eq(passwordResetTokens.userId, input.userId),
          isNull(passwordResetTokens.usedAt),
          gt(passwordResetTokens.expiresAt, new Date()),
        ),
      )
      .returning({ id: passwordResetTokens.id });
    if (!used) throw badRequest(INVALID_RESET_LINK_MESSAGE);
    await tx.update(users).set({ passwordHash, updatedAt: new Date() }).where(eq(users.id, input.userId));
    await revokeTokens(tx, input.userId);
  });
}
