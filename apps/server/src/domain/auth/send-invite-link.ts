import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { INVITE_LINK_TTL_DAYS } from '@aurelle/contract';
import { passwordResetTokens, users } from '../../db/schema/index.ts';
import { renderInviteMail } from '../../infra/mail/templates/invite.ts';
import { INVITE_PENDING_HASH } from './passwords.ts';
import { hashResetToken, voidResetLinks } from './reset-links.ts';
import type { ResetMailDeps } from './send-password-reset-link.ts';

const payloadSchema = z.object({ userId: z.string(), invitedBy: z.string() });
const DAY_MS = 24 * 60 * 60_000;

/**
 * Job handler: mails an invited account the link that sets its password. The link is a password reset link (same
 * table, page and single use), only longer-lived: an invitation may wait days for an answer. Nothing is sent once
 * the account has a password or is deactivated (a retry after the person already answered).
 */
export async function sendInviteLink(deps: ResetMailDeps, payload: Record<string, unknown>): Promise<void> {
  const { userId, invitedBy } = payloadSchema.parse(payload);
  const token = randomBytes(32).toString('base64url');
  const user = await deps.db.transaction(async (tx) => {
    // The row lock orders this against a reset request for the same account: only one link survives.
    const [row] = await tx.select().from(users).where(eq(users.id, userId)).for('update');
    if (!row || !row.isActive || row.passwordHash !== INVITE_PENDING_HASH) return undefined;
    await voidResetLinks(tx, row.id);
    await tx
      .insert(passwordResetTokens)
      .values({ userId: row.id, tokenHash: hashResetToken(token), expiresAt: new Date(Date.now() + INVITE_LINK_TTL_DAYS * DAY_MS) });
    return row;
  });
  if (!user) return;
  const link = `${deps.appUrl}/auth/reset-password/${user.id}/${token}`;
  const mail = renderInviteMail({
    shopName: deps.shopName,
    userName: user.userName,
    invitedBy,
    role: user.role,
    teamRole: user.teamRole,
    link,
    validDays: INVITE_LINK_TTL_DAYS,
  });
  await deps.mailer.send({ to: user.email, ...mail });
}
