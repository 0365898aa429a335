import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { PASSWORD_RESET_TTL_MINUTES } from '@aurelle/contract';
import type { Db } from '../../db/client.ts';
import { passwordResetTokens, users } from '../../db/schema/index.ts';
import type { Mailer } from '../../infra/mail/mailer.ts';
import { renderResetPasswordMail } from '../../infra/mail/templates/reset-password.ts';
import { findUserByEmail } from './find-user.ts';
import { hashResetToken, voidResetLinks } from './reset-links.ts';

const payloadSchema = z.object({ email: z.string() });

export interface ResetMailDeps {
  db: Db;
  mailer: Mailer;
  appUrl: string;
  shopName: string;
}

/**
 * Job handler: mails a fresh reset link when the e-mail belongs to an active account, and voids the user's
 * earlier links. Unknown or inactive: nothing happens (the request already answered the same either way).
 * A retry after a failed send makes a new link, which voids the unsent one.
 */
export async function sendPasswordResetLink(deps: ResetMailDeps, payload: Record<string, unknown>): Promise<void> {
  const { email } = payloadSchema.parse(payload);
  const user = await findUserByEmail(deps.db, email);
  if (!user || !user.isActive) return;
  const token = randomBytes(32).toString('base64url');
  await deps.db.transaction(async (tx) => {
    // The user row lock orders two workers handling requests for the same user, so only one link survives.
    await tx.select({ id: users.id }).from(users).where(eq(users.id, user.id)).for('update');
    await voidResetLinks(tx, user.id);
    await tx.insert(passwordResetTokens).values({
      userId: user.id,
      tokenHash: hashResetToken(token),
      expiresAt: new Date(Date.now() + PASSWORD_RESET_TTL_MINUTES * 60_000),
    });
  });
  const link = `${deps.appUrl}/auth/reset-password/${user.id}/${token}`;
  await deps.mailer.send({ to: user.email, ...renderResetPasswordMail({ shopName: deps.shopName, userName: user.userName, link }) });
}
