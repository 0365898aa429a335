import { eq } from 'drizzle-orm';
import type { PublicUser } from '@aurelle/contract';
import type { DbOrTx } from '../../db/client.ts';
import { users } from '../../db/schema/index.ts';
import { presentUser } from '../auth/present-user.ts';
import { notFound } from '../errors.ts';

export const USER_NOT_FOUND_MESSAGE = 'User not found';

export async function getUserDetails(db: DbOrTx, userId: string): Promise<PublicUser> {
  const [user] = await db.select().from(users).where(eq(users.id, userId)).limit(1);
  if (!user) throw notFound(USER_NOT_FOUND_MESSAGE).because({ code: 'NOT_FOUND', resource: 'user' });
  return presentUser(user);
}
