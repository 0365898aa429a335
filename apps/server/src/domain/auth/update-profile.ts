import { and, eq, ne, sql } from 'drizzle-orm';
import { CURRENT_PASSWORD_REQUIRED_FOR_EMAIL_MESSAGE, WRONG_CURRENT_PASSWORD_MESSAGE, type UpdateProfileRequest } from '@aurelle/contract';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema/index.ts';
import { enqueueJob } from '../../infra/jobs/queue.ts';
import { badRequest, conflict, notFound } from '../errors.ts';
import { EMAIL_CHANGED_MAIL_JOB } from './auth-jobs.ts';
import { isUniqueViolation } from '../../db/postgres-errors.ts';
import { hashPassword, verifyPassword } from './passwords.ts';
import { EMAIL_TAKEN_MESSAGE } from './register-user.ts';
import { voidResetLinks } from './reset-links.ts';
import { endSessions } from './sessions.ts';

/**
 * Updates name, e-mail and password. The e-mail and the password are credentials, so changing either needs the
 * current password: a stolen session alone cannot move the account to another address (where reset links would
 * then go). An e-mail change is told to the old address; a password change ends every other session (the device that made
 * it stays signed in) and voids outstanding reset links.
 */
export async function updateProfile(db: Db, userId: string, input: UpdateProfileRequest, currentSessionId: string) {
  const [existing] = await db.select().from(users).where(eq(users.id, userId)).limit(1);
  if (!existing) throw notFound('User not found');

  const email = input.email.toLowerCase();
  const emailChanged = email !== existing.email.toLowerCase();
  if (emailChanged && !input.currentPassword) {
    throw badRequest(CURRENT_PASSWORD_REQUIRED_FOR_EMAIL_MESSAGE, { currentPassword: [CURRENT_PASSWORD_REQUIRED_FOR_EMAIL_MESSAGE] });
  }
  // Checked before the e-mail is looked up, so a stolen session cannot probe which addresses have accounts.
  if ((emailChanged || input.newPassword) && !(await verifyPassword(existing.passwordHash, input.currentPassword ?? ''))) {
    throw badRequest(WRONG_CURRENT_PASSWORD_MESSAGE, { currentPassword: [WRONG_CURRENT_PASSWORD_MESSAGE] }).because({
      code: 'WRONG_CURRENT_PASSWORD',
    });
  }

  if (emailChanged) {
    const [taken] = await db
      .select({ id: users.id })
      .from(users)
      .where(and(sql`lower(${users.email}) = ${email}`, ne(users.id, userId)))
      .limit(1);
    if (taken) throw conflict(EMAIL_TAKEN_MESSAGE, { email: [EMAIL_TAKEN_MESSAGE] }).because({ code: 'EMAIL_TAKEN' });
  }

  const passwordHash = input.newPassword ? await hashPassword(input.newPassword) : undefined;
  try {
    const updated = await db.transaction(async (tx) => {
      const [row] = await tx
        .update(users)
        .set({
          userName: input.userName,
          email,
          updatedAt: new Date(),
          ...(passwordHash ? { passwordHash } : {}),
        })
        .where(eq(users.id, userId))
        .returning();
      if (!row) throw notFound('User not found');
      if (passwordHash) {
        await voidResetLinks(tx, userId);
        await endSessions(tx, userId, { except: currentSessionId });
      }
      // Queued in the same transaction: the notice goes out exactly when the change commits.
      if (emailChanged) await enqueueJob(tx, EMAIL_CHANGED_MAIL_JOB, { oldEmail: existing.email, newEmail: email, userName: row.userName });
      return row;
    });
    return { user: updated };
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(EMAIL_TAKEN_MESSAGE, { email: [EMAIL_TAKEN_MESSAGE] }).because({ code: 'EMAIL_TAKEN' });
    throw error;
  }
}
