import type { LoginRequest } from '@aurelle/contract';
import type { DbOrTx } from '../../db/client.ts';
import { AppError, unauthorized } from '../errors.ts';
import { INACTIVE_ACCOUNT_MESSAGE } from './messages.ts';
import { findUserByEmail } from './find-user.ts';
import { dummyPasswordHash, verifyPassword } from './passwords.ts';

/** One message for an unknown e-mail and a wrong password, so accounts cannot be enumerated. */
export const INVALID_CREDENTIALS_MESSAGE = 'Invalid email or password';

export async function loginUser(db: DbOrTx, input: LoginRequest) {
  const user = await findUserByEmail(db, input.email);
  const isValid = await verifyPassword(user?.passwordHash ?? (await dummyPasswordHash()), input.password);
  if (!user || !isValid) throw unauthorized(INVALID_CREDENTIALS_MESSAGE).because({ code: 'INVALID_CREDENTIALS' });
  if (!user.isActive) throw new AppError('FORBIDDEN', INACTIVE_ACCOUNT_MESSAGE).because({ code: 'ACCOUNT_INACTIVE' });
  return user;
}
