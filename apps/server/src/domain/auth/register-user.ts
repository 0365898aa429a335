import type { RegisterRequest } from '@aurelle/contract';
import type { DbOrTx } from '../../db/client.ts';
import { users } from '../../db/schema/index.ts';
import { conflict } from '../errors.ts';
import { findUserByEmail, isUniqueViolation } from './find-user.ts';
import { hashPassword } from './passwords.ts';

export const EMAIL_TAKEN_MESSAGE = 'An account with this email already exists';

export async function registerUser(db: DbOrTx, input: RegisterRequest & { role?: 'user' | 'admin' }) {
  if (await findUserByEmail(db, input.email)) throw conflict(EMAIL_TAKEN_MESSAGE, { email: [EMAIL_TAKEN_MESSAGE] });
  const passwordHash = await hashPassword(input.password);
  try {
    const [user] = await db
      .insert(users)
      .values({ userName: input.userName, email: input.email.toLowerCase(), passwordHash, role: input.role ?? 'user' })
      .returning();
    if (!user) throw new Error('insert returned no row');
    return user;
  } catch (error) {
    // Two sign-ups with the same e-mail at once: the unique index decides.
    if (isUniqueViolation(error)) throw conflict(EMAIL_TAKEN_MESSAGE, { email: [EMAIL_TAKEN_MESSAGE] });
    throw error;
  }
}
