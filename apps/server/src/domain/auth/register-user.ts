import type { RegisterRequest, TeamRole } from '@aurelle/contract';
import type { DbOrTx } from '../../db/client.ts';
import { users } from '../../db/schema/index.ts';
import { conflict } from '../errors.ts';
import { findUserByEmail } from './find-user.ts';
import { isUniqueViolation } from '../../db/postgres-errors.ts';
import { hashPassword } from './passwords.ts';
import { teamRoleFor } from './team-role.ts';

export const EMAIL_TAKEN_MESSAGE = 'An account with this email already exists';

export async function registerUser(db: DbOrTx, input: RegisterRequest & { role?: 'user' | 'admin'; teamRole?: TeamRole }) {
  // Hash before looking the e-mail up: a taken e-mail then costs the same hash as a new one, so the answer's
  // timing does not tell which e-mails have accounts (the hash dominates everything else here).
  const passwordHash = await hashPassword(input.password);
  if (await findUserByEmail(db, input.email))
    throw conflict(EMAIL_TAKEN_MESSAGE, { email: [EMAIL_TAKEN_MESSAGE] }).because({ code: 'EMAIL_TAKEN' });
  try {
    const [user] = await db
      .insert(users)
      .values({
        userName: input.userName,
        email: input.email.toLowerCase(),
        passwordHash,
        role: input.role ?? 'user',
        teamRole: teamRoleFor(input.role ?? 'user', input.teamRole),
      })
      .returning();
    if (!user) throw new Error('insert returned no row');
    return user;
  } catch (error) {
    // Two sign-ups with the same e-mail at once: the unique index decides.
    if (isUniqueViolation(error)) throw conflict(EMAIL_TAKEN_MESSAGE, { email: [EMAIL_TAKEN_MESSAGE] }).because({ code: 'EMAIL_TAKEN' });
    throw error;
  }
}
