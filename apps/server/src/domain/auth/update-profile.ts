import { and, eq, ne, sql } from 'drizzle-orm';
import type { UpdateProfileRequest } from '@aurelle/contract';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema/index.ts';
import { badRequest, conflict, notFound } from '../errors.ts';
import { isUniqueViolation } from './find-user.ts';
import { hashPassword, verifyPassword } from './passwords.ts';
import { EMAIL_TAKEN_MESSAGE } from './register-user.ts';

export const WRONG_CURRENT_PASSWORD_MESSAGE = 'Current password is incorrect';

/** Updates name and e-mail; a new password needs the current one. Returns the updated row. */
export async function updateProfile(db: Db, userId: string, input: UpdateProfileRequest) {
  const [existing] = await db.select().from(users).where(eq(users.id, userId)).limit(1);
  if (!existing) throw notFound('User not found');

  const [taken] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(sql`lower(${users.email}) = lower(${input.email})`, ne(users.id, userId)))
    .limit(1);
  if (taken) throw conflict(EMAIL_TAKEN_MESSAGE, { email: [EMAIL_TAKEN_MESSAGE] });

  let passwordHash: string | undefined;
  if (input.newPassword) {
    if (!(await verifyPassword(existing.passwordHash, input.currentPassword ?? ''))) {
      throw badRequest(WRONG_CURRENT_PASSWORD_MESSAGE, { currentPassword: [WRONG_CURRENT_PASSWORD_MESSAGE] });
    }
    passwordHash = await hashPassword(input.newPassword);
  }
  try {
    const [updated] = await db
      .update(users)
      .set({ userName: input.userName, email: input.email.toLowerCase(), updatedAt: new Date(), ...(passwordHash ? { passwordHash } : {}) })
      .where(eq(users.id, userId))
      .returning();
    if (!updated) throw notFound('User not found');
    return updated;
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(EMAIL_TAKEN_MESSAGE, { email: [EMAIL_TAKEN_MESSAGE] });
    throw error;
  }
}
